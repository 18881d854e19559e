// Function words are frequent and language-specific; a handful per language is enough to
// tell these six apart on prompts of a few words. Words shared by several languages
// (e.g. "la", "de", "un") still count, but distinctive ones decide ties.
const STOPWORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['the', 'and', 'of', 'to', 'a', 'an', 'is', 'for', 'with', 'about', 'write', 'my', 'this', 'that', 'it', 'in', 'on', 'be', 'are', 'you', 'me', 'please', 'how', 'what', 'can', 'should', 'from', 'your', 'make', 'give', 'create', 'explain'],
  es: ['el', 'la', 'los', 'resuelve', 'piensa', 'paso', 'las', 'del', 'una', 'que', 'y', 'en', 'por', 'para', 'con', 'sobre', 'es', 'escribe', 'escribir', 'mi', 'tu', 'sus', 'como', 'qué', 'pero', 'este', 'esta', 'muy', 'también', 'hazme', 'dame', 'explica', 'necesito', 'puedes', 'al', 'lo', 'se'],
  fr: ['le', 'la', 'les', 'des', 'une', 'et', 'est', 'pour', 'avec', 'sur', 'dans', 'du', 'au', 'aux', 'ce', 'cette', 'écris', 'écrivez', 'rédige', 'rédigez', 'mon', 'ma', 'mes', 'qui', 'que', 'pas', 'ne', 'je', 'vous', 'tu', 'explique', 'peux', 'moi', 'sont'],
  de: ['der', 'die', 'das', 'und', 'ist', 'für', 'mit', 'über', 'ein', 'eine', 'einen', 'nicht', 'zu', 'den', 'dem', 'des', 'schreibe', 'schreib', 'mein', 'meine', 'ich', 'du', 'sie', 'wie', 'was', 'auf', 'auch', 'bitte', 'erkläre', 'erstelle', 'im', 'von'],
  pt: ['o', 'os', 'as', 'um', 'uma', 'e', 'é', 'para', 'com', 'sobre', 'em', 'do', 'da', 'dos', 'das', 'escreva', 'escrever', 'meu', 'minha', 'não', 'que', 'você', 'como', 'isso', 'mais', 'explique', 'preciso', 'no', 'na'],
  it: ['il', 'la', 'lo', 'gli', 'le', 'un', 'una', 'e', 'è', 'per', 'con', 'su', 'sul', 'del', 'della', 'di', 'che', 'scrivi', 'scrivere', 'mio', 'mia', 'non', 'come', 'questo', 'questa', 'spiega', 'ho', 'sono', 'nel', 'nella'],
};

// Letters that only (or mostly) one of these languages uses.
const LETTER_HINTS: ReadonlyArray<[RegExp, string, number]> = [
  [/[ñ¿¡]/g, 'es', 3],
  [/[ãõ]/g, 'pt', 3],
  [/[áíóú]/g, 'es', 1],
  [/ç/g, 'fr', 1],
  [/[èêëœ]/g, 'fr', 2],
  [/[äöüß]/g, 'de', 3],
  [/[ìò]/g, 'it', 2],
];

/** ISO 639-1 code of the prompt's language among en/es/fr/de/pt/it; 'en' when unsure. */
export function detectLanguage(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/\[[^\]]*\]/g, ' ')
    .match(/[\p{L}']+/gu);
  if (!words) return 'en';
  const scores = new Map<string, number>(Object.keys(STOPWORDS).map((k) => [k, 0]));
  for (const word of words) {
    for (const [lang, list] of Object.entries(STOPWORDS)) {
      if (list.includes(word)) scores.set(lang, (scores.get(lang) ?? 0) + 1);
    }
  }
  for (const [pattern, lang, weight] of LETTER_HINTS) {
    const hits = text.toLowerCase().match(pattern)?.length ?? 0;
    scores.set(lang, (scores.get(lang) ?? 0) + Math.min(hits, 3) * weight);
  }
  let best = 'en';
  let bestScore = 0;
  for (const [lang, score] of scores) {
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  const english = scores.get('en') ?? 0;
  // A non-English guess needs a real margin over English to win.
  return best !== 'en' && bestScore >= 2 && bestScore > english ? best : 'en';
}
