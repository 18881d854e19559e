import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';

/** `npm run db:migrate`: apply pending migrations without starting the server. */
try {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  process.stdout.write(`Migrations applied (${handle.kind}).\n`);
  await handle.close();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
