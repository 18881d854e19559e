const EXAMPLE_START =
  /^\s*(?:[-*]\s*)?(?:examples?|e\.g\.|for example|for instance|ejemplos?|por ejemplo|exemples?|par exemple|beispiele?|zum beispiel)\b[^:\n]{0,20}:\s*(.*)$/i;

/** Pulls "Example: …" lines (and the list under "Examples:") out of free text. */
export function extractExamples(prose: string): { prose: string; examples: string[] } {
  const kept: string[] = [];
  const examples: string[] = [];
  let inList = false;
  for (const line of prose.split('\n')) {
    const start = EXAMPLE_START.exec(line);
    if (start) {
      const rest = (start[1] ?? '').trim();
      if (rest !== '') examples.push(rest);
      inList = true;
      continue;
    }
    if (inList && line.trim() !== '' && /^\s*(?:[-*•]|\d+[.)])\s+/.test(line)) {
      examples.push(line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim());
      continue;
    }
    inList = false;
    kept.push(line);
  }
  return { prose: kept.join('\n'), examples };
}
