import { ASSISTANTS, type LibraryExport, REFINE_CHIP_LABELS } from '@promptsmith/contract';

/** A fence longer than any run of backticks in the text, so pasted code cannot close it. */
function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}

/** One line of user text safe as a Markdown heading. */
function inline(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/([\\`*_[\]#<>])/g, '\\$1');
}

const markLabel = (mark: boolean | null) =>
  mark === true ? ' — marked Best Response' : mark === false ? ' — marked Needs Improvement' : '';

/** The export as a readable Markdown document (the JSON is the one that imports back). Pure. */
export function exportMarkdown(data: LibraryExport): string {
  const out: string[] = ['# Promptsmith export', '', `Exported ${data.exportedAt}.`, ''];
  out.push(`## History (${data.history.length})`, '');
  for (const entry of data.history) {
    const names = entry.models.map((m) => ASSISTANTS[m].name).join(', ');
    out.push(
      `### ${entry.createdAt} — ${entry.kind} for ${names}`,
      '',
      'Your prompt:',
      '',
      fenced(entry.prompt),
      '',
    );
    for (const result of entry.results) {
      out.push(
        `#### ${ASSISTANTS[result.model].name} (${result.engine === 'llm' ? (result.provider ?? 'LLM') : 'built-in engine'})${markLabel(result.mark)}`,
        '',
        fenced(result.optimizedPrompt),
        '',
      );
      for (const v of entry.versions.filter((x) => x.model === result.model)) {
        const how = v.restoredFrom
          ? `restored version ${v.restoredFrom}`
          : [
              ...v.chips.map((c) => REFINE_CHIP_LABELS[c]),
              ...(v.instruction ? [`“${inline(v.instruction)}”`] : []),
            ].join(', ');
        out.push(`##### Version ${v.number} (${how})`, '', fenced(v.optimizedPrompt), '');
      }
    }
  }
  out.push(`## My templates (${data.templates.length})`, '');
  for (const t of data.templates) {
    out.push(`### ${inline(t.title)}`, '');
    if (t.description) out.push(inline(t.description), '');
    out.push(`Category: ${t.use}`);
    if (t.agents.length > 0) out.push(`Assistants: ${t.agents.map((a) => ASSISTANTS[a].name).join(', ')}`);
    if (t.tags.length > 0) out.push(`Tags: ${t.tags.map(inline).join(', ')}`);
    out.push('', fenced(t.content), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
