/**
 * Splits the user's request into units (sentences and list items) without breaking inside
 * quotes or brackets, after abbreviations, or in numbers, so every unit is the user's words.
 */

const ABBREVIATIONS =
  /(?:\b(?:e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|St|No|approx|incl|p\.ej|z\.B|bzw|ca|Sr|Sra)\.)$/i;
const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;

export function splitUnits(text: string): string[] {
  const units: string[] = [];
  for (const rawLine of text.split(/\n+/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (LIST_ITEM.test(line)) {
      units.push(line);
      continue;
    }
    units.push(...splitSentences(line));
  }
  return units;
}

function splitSentences(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote) {
      if (ch === quote || (quote === '“' && ch === '”') || (quote === '«' && ch === '»')) quote = null;
      continue;
    }
    if (ch === '"' || ch === '“' || ch === '«') {
      quote = ch;
      continue;
    }
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if ((ch === ')' || ch === ']' || ch === '}') && depth > 0) depth--;
    else if (depth === 0 && (ch === '.' || ch === '!' || ch === '?' || ch === '…')) {
      let end = i + 1;
      while (end < line.length && /[.!?…)"”»']/.test(line[end]!)) end++;
      const next = line.slice(end);
      if (!/^\s+\S/.test(next)) continue;
      const piece = line.slice(start, end);
      if (ch === '.' && (ABBREVIATIONS.test(piece) || (/\d\.$/.test(piece) && /^\s*\d/.test(next)))) continue;
      // A lower-case continuation is usually not a new sentence ("approx. five", "v. good").
      if (ch === '.' && /^\s+[a-zà-ÿ]/.test(next) && piece.trim().split(/\s+/).length < 3) continue;
      out.push(piece.trim());
      start = end;
      i = end - 1;
    }
  }
  const rest = line.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

const STATEMENT_START: Readonly<Record<string, RegExp>> = {
  en: /^(?:i'?m|i am|i have|i've|i work|i run|i teach|i own|i just|my|our|we|we're|we are|we have|it's for|this is for|the (?:audience|reader|client|company|team) (?:is|are))\b/i,
  es: /^(?:soy|tengo|estoy|trabajo|mi|mis|nuestr[oa]s?|somos|tenemos|es para)\b/i,
  fr: /^(?:je suis|j'ai|je travaille|mon|ma|mes|notre|nos|nous sommes|nous avons|c'est pour)\b/i,
  de: /^(?:ich bin|ich habe|ich arbeite|mein|meine|unser|unsere|wir sind|wir haben|es ist für)\b/i,
  it: /^(?:sono|ho|lavoro|il mio|la mia|i miei|le mie|mio|mia|nostr[oaie]|siamo|abbiamo|è per)\b/i,
  pt: /^(?:sou|tenho|estou|trabalho|meu|minha|meus|minhas|noss[oa]s?|somos|temos|é para)\b/i,
};

const ASK =
  /\?|\b(?:need|want|would like|looking for|help|can you|could you|please|pls|necesito|quiero|quisiera|ayúdame|puedes|por favor|besoin|voudrais|veux|peux-tu|pouvez-vous|aide|brauche|möchte|hilf|kannst du|bitte|ho bisogno|vorrei|voglio|aiutami|puoi|preciso|quero|gostaria|ajuda|podes|pode)\b/i;

/** A statement of fact about the user or the situation, not an instruction. */
export function isStatement(unit: string, language: string): boolean {
  const start = STATEMENT_START[language] ?? STATEMENT_START.en!;
  const text = unit.replace(LIST_ITEM, '').trim();
  return start.test(text) && !ASK.test(text);
}
