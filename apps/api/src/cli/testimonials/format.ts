import { type TestimonialRow } from '../../modules/testimonials';

/**
 * Testimonials are user input printed to an operator's terminal: control characters (ANSI
 * escapes that recolour or rewrite the screen, carriage returns that hide text) become
 * visible escapes, and newlines become spaces so one testimonial stays one line. Pure.
 */
export function terminalSafe(value: string): string {
  return (
    value
      .replace(/\r\n|\n|\r/g, ' ')
      // Matching control characters is the point here.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) =>
        c === '\t' ? ' ' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      )
  );
}

function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** One block per testimonial: id and facts on the first line, the text indented below. */
export function formatTestimonialList(rows: readonly TestimonialRow[]): string {
  if (rows.length === 0) return 'No testimonials.\n';
  const blocks = rows.map((row) => {
    const head = [
      row.id,
      row.status.padEnd(8),
      `${row.rating}/5`,
      row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
      `${terminalSafe(row.author)} <${terminalSafe(row.email)}>`,
    ].join('  ');
    return `${head}\n    ${truncate(terminalSafe(row.content), 300)}`;
  });
  return `${blocks.join('\n')}\n${rows.length} testimonial${rows.length === 1 ? '' : 's'}.\n`;
}

/** Machine-readable list (`--json`): the full rows; JSON escapes control characters itself. */
export function formatTestimonialJson(rows: readonly TestimonialRow[]): string {
  return `${JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      status: row.status,
      rating: row.rating,
      author: row.author,
      email: row.email,
      role: row.role,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    })),
    null,
    2,
  )}\n`;
}
