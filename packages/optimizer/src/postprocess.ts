const OPEN = /<think\b[^>]*>/i;
const CLOSE = /<\/think\s*>/i;

/**
 * Removes reasoning blocks that reasoning models (DeepSeek R1 and its distills) put before
 * their answer: closed blocks, an unclosed block (dropped to the end), and a stray closing
 * tag whose opening was part of the chat template (dropped from the start).
 */
export function stripThinkBlocks(text: string): string {
  let out = text;
  for (;;) {
    const open = OPEN.exec(out);
    const close = CLOSE.exec(out);
    if (close && (!open || close.index < open.index)) {
      // "reasoning…</think>answer": the opening tag was in the template.
      out = out.slice(close.index + close[0].length);
      continue;
    }
    if (!open) break;
    const rest = out.slice(open.index + open[0].length);
    const end = CLOSE.exec(rest);
    const before = out.slice(0, open.index).replace(/\s+$/, '');
    const after = end ? rest.slice(end.index + end[0].length).replace(/^\s+/, '') : '';
    out = before === '' || after === '' ? before + after : `${before}\n\n${after}`;
  }
  return out.trim();
}
