import { type Database } from '../../db/client';
import { testimonialRepository } from '../../modules/testimonials';
import { type TestimonialsCommand } from './args';
import { formatTestimonialJson, formatTestimonialList, terminalSafe } from './format';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one moderation command against a database. No process or environment here, so the
 * integration tests run it on PGlite and PostgreSQL directly. Exit codes: 0 done, 1 not found.
 */
export async function runTestimonialsCommand(
  db: Database,
  command: Exclude<TestimonialsCommand, { kind: 'help' }>,
  now: () => Date = () => new Date(),
): Promise<CommandResult> {
  if (command.kind === 'list') {
    const rows = await testimonialRepository.list(db, command.status, command.limit);
    return {
      code: 0,
      stdout: command.json ? formatTestimonialJson(rows) : formatTestimonialList(rows),
      stderr: '',
    };
  }
  const status = command.kind === 'approve' ? 'approved' : 'rejected';
  const before = await testimonialRepository.get(db, command.id);
  if (!before) {
    return { code: 1, stdout: '', stderr: `No testimonial with id "${terminalSafe(command.id)}".\n` };
  }
  const row = await testimonialRepository.setStatus(db, command.id, status, now());
  if (!row) return { code: 1, stdout: '', stderr: `No testimonial with id "${command.id}".\n` };
  const what = `${row.id} by ${terminalSafe(row.author)}`;
  const stdout =
    before.status === status
      ? `Already ${status}: ${what}.\n`
      : `${status === 'approved' ? 'Approved' : 'Rejected'}: ${what} (was ${before.status}).${
          status === 'approved' ? ' It now shows on the home page.' : ''
        }\n`;
  return { code: 0, stdout, stderr: '' };
}
