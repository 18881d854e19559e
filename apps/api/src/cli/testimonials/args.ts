import { type TestimonialStatus } from '@promptsmith/contract';

export const TESTIMONIALS_USAGE = `Moderate testimonials in the database the configuration points at
(DATABASE_URL, else the PGlite files in DATA_DIR).

Usage:
  npm run testimonials -- list [--status pending|approved|rejected] [--limit N] [--json]
  npm run testimonials -- approve <id>
  npm run testimonials -- reject <id>

Options:
  --force   open the PGlite database even though it looks open in another process
            (only after a crash: PGlite allows one process at a time; stop the server first)
  --help    show this text`;

export type TestimonialsCommand =
  | { kind: 'help' }
  | { kind: 'list'; status: TestimonialStatus | undefined; limit: number; json: boolean; force: boolean }
  | { kind: 'approve' | 'reject'; id: string; force: boolean };

export class TestimonialsUsageError extends Error {}

const STATUSES: readonly TestimonialStatus[] = ['pending', 'approved', 'rejected'];
const DEFAULT_LIMIT = 100;

/** argv after the script name -> a command, or a usage error saying what is wrong. Pure. */
export function parseTestimonialsArgs(argv: readonly string[]): TestimonialsCommand {
  const args = [...argv];
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) return { kind: 'help' };
  const force = takeFlag(args, '--force');
  const verb = args.shift();
  if (verb === 'list') {
    const json = takeFlag(args, '--json');
    const statusValue = takeOption(args, '--status');
    const limitValue = takeOption(args, '--limit');
    rejectLeftovers(args);
    if (statusValue !== undefined && !STATUSES.includes(statusValue as TestimonialStatus)) {
      throw new TestimonialsUsageError(
        `--status must be one of ${STATUSES.join(', ')}, got "${statusValue}"`,
      );
    }
    const limit = limitValue === undefined ? DEFAULT_LIMIT : Number(limitValue);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
      throw new TestimonialsUsageError(`--limit must be a whole number from 1 to 10000, got "${limitValue}"`);
    }
    return { kind: 'list', status: statusValue as TestimonialStatus | undefined, limit, json, force };
  }
  if (verb === 'approve' || verb === 'reject') {
    const id = args.shift();
    if (!id || id.startsWith('--')) throw new TestimonialsUsageError(`${verb} needs a testimonial id`);
    rejectLeftovers(args);
    return { kind: verb, id, force };
  }
  throw new TestimonialsUsageError(
    verb ? `unknown command "${verb}"; use list, approve or reject` : 'missing command',
  );
}

function takeFlag(args: string[], name: string): boolean {
  const index = args.indexOf(name);
  if (index < 0) return false;
  args.splice(index, 1);
  return true;
}

/** Accepts "--name value" and "--name=value". */
function takeOption(args: string[], name: string): string | undefined {
  const inline = args.findIndex((a) => a.startsWith(`${name}=`));
  if (inline >= 0) return args.splice(inline, 1)[0]?.slice(name.length + 1);
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--'))
    throw new TestimonialsUsageError(`${name} needs a value`);
  args.splice(index, 2);
  return value;
}

function rejectLeftovers(args: string[]): void {
  if (args.length > 0) throw new TestimonialsUsageError(`unexpected argument "${args[0]}"`);
}
