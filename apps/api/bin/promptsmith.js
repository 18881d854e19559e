#!/usr/bin/env node
// The CLI is bundled by tsup into dist/cli.js (with the optimizer inside), so it runs with plain node.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write(
    'promptsmith: the CLI is not built yet. Run "npm run build -w @promptsmith/api" first.\n',
  );
  process.exit(1);
}
await import(cli.href);
