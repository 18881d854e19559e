import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { parseTestimonialsArgs, TESTIMONIALS_USAGE, TestimonialsUsageError } from './args';
import { runTestimonialsCommand } from './commands';

/**
 * `npm run testimonials -- list|approve|reject`: moderation for operators, straight against
 * the configured database. Exit codes: 0 done, 1 failure or not found, 2 wrong usage.
 */
async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseTestimonialsArgs(argv);
  } catch (error) {
    if (!(error instanceof TestimonialsUsageError)) throw error;
    process.stderr.write(`testimonials: ${error.message}\nRun "npm run testimonials -- --help" for usage.\n`);
    return 2;
  }
  if (command.kind === 'help') {
    process.stdout.write(`${TESTIMONIALS_USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  if (!config.databaseUrl && !command.force && pgliteLooksOpen(config.dataDir)) {
    process.stderr.write(
      `testimonials: the PGlite database in ${config.dataDir} is open in another process (is the server running?).\n` +
        'PGlite allows one process at a time: stop the server, run this command, then start it again;\n' +
        'or run Promptsmith on PostgreSQL (DATABASE_URL), where moderation works while the server runs.\n' +
        'If no server is running (it crashed), add --force.\n',
    );
    return 1;
  }
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    const result = await runTestimonialsCommand(handle.db, command);
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    return result.code;
  } finally {
    await handle.close();
  }
}

/** PGlite keeps postmaster.pid while a process has the directory open and removes it on close. */
function pgliteLooksOpen(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pglite', 'postmaster.pid'));
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error);
    process.stderr.write(`testimonials: ${message}\n`);
    process.exit(1);
  },
);
