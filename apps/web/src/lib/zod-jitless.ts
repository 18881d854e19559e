/**
 * zod compiles object parsers with `new Function` unless told not to, and its probe for that
 * alone is reported as a Content-Security-Policy violation (our CSP has no 'unsafe-eval'), which
 * Lighthouse counts against best practices on every screen that validates a reply.
 *
 * zod keeps its config on `globalThis.__zod_globalConfig` and adopts one that is already there
 * (so copies of zod share it). Setting it here, rather than calling `config()` from zod, keeps
 * zod out of the first load: importing `config` brought 3.6 KB gzip of zod's core into the entry.
 * zod-jitless.test.ts checks the installed zod still reads it. Imported first in main.tsx, before
 * any schema can parse.
 */
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Mutated, not replaced: a zod already loaded holds on to the object it found.
(global.__zod_globalConfig ??= {}).jitless = true;
