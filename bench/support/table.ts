/** One line of the final table: a figure, and its target when the issue sets one. */
export interface Row {
  suite: string;
  metric: string;
  value: string;
  target?: string;
  /** true: target met; false: missed; undefined: no target (informational). */
  met?: boolean;
  /** Too long for a cell (e.g. failing Lighthouse audits): printed under the table. */
  detail?: string;
}

export type Suite = () => Promise<Row[]>;

function verdict(row: Row): string {
  if (row.met === undefined) return '';
  return row.met ? 'met' : 'NOT met';
}

/** A Markdown table, so the output pastes straight into BENCHMARKS.md. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['suite', 'metric', 'value', 'target', 'status'];
  const body = rows.map((r) => [r.suite, r.metric, r.value, r.target ?? '', verdict(r)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/** The rows' details as a list, each under its row's name. */
export function formatDetails(rows: readonly Row[]): string {
  return rows
    .filter((r) => r.detail)
    .map((r) => `- ${r.suite} ${r.metric}: ${r.detail}`)
    .join('\n');
}

/** Prints a suite's detail line as it goes, so a long run shows progress. */
export function note(suite: string, message: string): void {
  process.stdout.write(`[${suite}] ${message}\n`);
}
