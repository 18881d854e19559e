// Browser tests use Debian's Chromium (browser downloads are blocked here). Find it, or install
// it when we are root with apt-get, or stop with the one command that installs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(candidate)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt && !process.env.CHROME_PATH) {
  console.log("Chromium not found: installing Debian's chromium with apt-get (about a minute)…");
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (
    run(['update', '-qq']).status === 0 &&
    run(['install', '-y', '-qq', 'chromium']).status === 0 &&
    existsSync(candidate)
  ) {
    process.exit(0);
  }
}
console.error(
  `Chromium not found at ${candidate}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or point CHROME_PATH at a Chromium/Chrome binary).`,
);
process.exit(1);
