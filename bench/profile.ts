/**
 * `npm run bench:profile -- <target> [seconds]`: a CPU profile (node --cpu-prof) of the
 * production API under autocannon load on one path, summarised by package and by function.
 * Targets: health, page, visitor, signed (signed-in transform). The server first starts once
 * without profiling so its PGlite data directory exists: the profile covers start-up from an
 * existing directory plus the load, not initdb. Set DATABASE_URL to profile on PostgreSQL.
 * The .cpuprofile is kept (its path is printed) for Chrome DevTools or speedscope.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, roughPrompt } from './support/accounts';
import { loadSlice } from './support/load';
import { startApi, tempDir } from './support/processes';
import { summariseProfile } from './support/profile-summary';

const [target = 'health', secondsArg = '8'] = process.argv.slice(2).filter((a) => a !== '--');
const paths: Record<string, { path: string; post: boolean; signed: boolean }> = {
  health: { path: '/api/health', post: false, signed: false },
  page: { path: '/', post: false, signed: false },
  visitor: { path: '/api/transform', post: true, signed: false },
  signed: { path: '/api/transform', post: true, signed: true },
};
const chosen = paths[target];
if (!chosen) {
  console.error(`Unknown target ${target}; one of ${Object.keys(paths).join(', ')}`);
  process.exit(2);
}
const env: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL }
  : {};
const dataDir = tempDir('profile-data');
const first = await startApi({ ...env, DATA_DIR: dataDir }, { keepDataDir: true });
await first.stop();

const profileDir = tempDir(`profile-${target}`);
const api = await startApi(
  { ...env, DATA_DIR: dataDir },
  { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] },
);
const headers: Record<string, string> = { 'content-type': 'application/json' };
if (chosen.signed) headers.authorization = `Bearer ${(await createAccount(api.url)).token}`;
const slice = await loadSlice(
  {
    url: api.url + chosen.path,
    ...(chosen.post
      ? { method: 'POST', headers, body: JSON.stringify({ prompt: roughPrompt(300), model: 'gpt' }) }
      : { headers }),
  },
  Number(secondsArg),
);
await api.stop();
console.log(`${target}: ${Math.round(slice.count / slice.seconds)} req/s, failures ${slice.failures}`);
const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
console.log(summariseProfile(join(profileDir, file)));
console.log(`profile: ${join(profileDir, file)}`);
