import { WEEKDAY_LABEL } from '../analysis/structured';

/**
 * Statements of fact that look like short spec fragments: a reference number ("Customer no.
 * 55120", "Cliente n.º 3021887", "Kundennummer 7781203"), an amount under its label ("Valor
 * cobrado: 89,90 €"), people with their ages ("Ava is 14, Leo 11"), or a label over a plain
 * list of things ("chores: dishes, bins (tuesday only), laundry"). They tell the assistant how
 * things are, not how the result should be: context, never instructions. Only wishes about the
 * result (tone, length, must, don't) are instructions, so "under 150 words" stays one.
 */

import { isSpace } from '../analysis/word-count';

/** The noun of a reference number, in the six languages ("Kundennummer" is one word in German). */
const ID_NOUN =
  /(?:^|[\s(])(?:customer|client|account|order|invoice|policy|booking|reference|ref|ticket|case|member(?:ship)?|contract|tracking|meter|reservation|serial|claim|application|iban|id|cliente|pedido|factura|póliza|reserva|contrato|expediente|cuenta|número|numero|n\.?\s?º|nº|n°|no\.|nr\.?|numéro|commande|facture|dossier|contrat|compte|réservation|kunden\p{L}*|bestell\p{L}*|rechnung\p{L}*|vertrag\p{L}*|versicherung\p{L}*|auftrag\p{L}*|\p{L}*nummer|aktenzeichen|ordine|fattura|contratto|pratica|codice|encomenda|fatura|apólice|protocolo|conta)(?=$|[\s.:#)])/iu;

/** Words that make a number a limit on the result ("max 2000", "under 150 words"), never a fact. */
const LIMIT =
  /(?:^|\s)(?:max(?:imum)?|min(?:imum)?|under|over|less|more|fewer|up to|at most|at least|limit|words?|characters?|chars|pages?|lines?|palabras|mots|wörter|parole|palavras|caracteres|zeichen|caratteri|moins|plus|menos|más|mais|höchstens|maximal|unter|sotto|meno|massimo|máximo|até|bis|keep|use|write|make)(?=$|[\s.:,])/iu;

/** "55120", "ABC-123", "12 150380 M 011": a code with at least three digits and no lower-case word. */
const CODE = /^(?:#\s?)?[\p{Lu}\d][\p{Lu}\d/.-]*(?:\s[\p{Lu}\d][\p{Lu}\d/.-]*)*$/u;

/** At least `n` ASCII digits in the text. */
function hasDigits(text: string, n: number): boolean {
  let found = 0;
  for (let i = 0; i < text.length && found < n; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) found++;
  }
  return found >= n;
}

function referenceFact(text: string): boolean {
  // The code holds three digits at least, so a text with fewer needs no scan: the pattern's lazy
  // label is retried at every length up to 50 on every line the sorter asks about.
  if (!hasDigits(text, 3)) return false;
  const m = /^(.{1,50}?)\s*[:#]?\s+(#?\s?[\p{Lu}\d][^\s]*(?:\s[\p{Lu}\d][^\s]*)*?)\s*[.!]?$/u.exec(text);
  if (!m) return false;
  const [, label, code] = m as unknown as [string, string, string];
  const digits = code.replace(/\D/g, '').length;
  return (
    digits >= 3 &&
    CODE.test(code.replace(/[.]$/, '')) &&
    label.split(/\s+/).length <= 5 &&
    ID_NOUN.test(label) &&
    !LIMIT.test(label)
  );
}

/** "Valor cobrado: 89,90 €", "Deposit: £1,200": an amount under its label. */
const AMOUNT =
  /^([^:\n]{1,40}):\s*(?:[€£$]\s?\d[\d.,\s]*|\d[\d.,\s]*\s?(?:€|£|\$|eur|euros?|usd|gbp|chf|dollars?|pounds?|reais|r\$))\s*[.!]?$/iu;

const AGE_VERB = '(?:is|es|est|ist|è|é|tiene|a|hat|ha|tem|aged)\\s+';
const AGE_UNIT = '(?:\\s*(?:años|ans|jahre|anni|anos|yo|y/o|years?(?: old)?))?';
const PERSON_AGE = `\\p{Lu}\\p{Ll}+\\s*(?:${AGE_VERB})?\\(?\\d{1,2}\\)?${AGE_UNIT}`;
/** "Ava is 14, Leo 11", "Mia (9) y Pablo (6)": people and their ages. */
const AGES = new RegExp(`^${PERSON_AGE}(?:\\s*(?:,|;|&|and|y|et|und|e)\\s*${PERSON_AGE})+\\s*[.!]?$`, 'u');

/** Labels whose list the result must use or avoid: "Keywords: …", "Avoid: …" are rules. */
const RULE_LIST_LABEL =
  /(?:keyword|hashtag|section|heading|column|field|must|include|avoid|exclude|mention|cover|use|don'?t|never|tone|format|style|length|rule|requirement|constraint|output|language|palabras clave|incluye|evita|mots-clés|inclure|éviter|schlüsselwörter|vermeide|parole chiave|evita|includi|palavras-chave|inclua|evite)/iu;

/** "chores: dishes, bins (tuesday only), hoovering, laundry": a label over a plain list of things. */
function labelledList(text: string): boolean {
  const m = /^([\p{L}][\p{L} '’-]{0,30}):\s*([^:\n]+)$/u.exec(text);
  if (!m || RULE_LIST_LABEL.test(m[1]!)) return false;
  const items = m[2]!.replace(/[.!]\s*$/, '').split(/\s*,\s*/);
  return items.length >= 3 && items.every((i) => i !== '' && i.split(/\s+/).length <= 4);
}

/** Platforms, runtimes and frameworks a program targets or runs on (lower case). */
const PLATFORM =
  /^(?:android|ios|ipados|macos|osx|windows|win|linux|ubuntu|debian|wsl2?|sdk|api|node|nodejs|node\.js|python|python3|py|java|jdk|kotlin|swift|xcode|go|rust|ruby|php|dotnet|\.net|net|react|react-native|vue|angular|next|nextjs|next\.js|django|rails|flutter|dart|expo|typescript|ts|chrome|safari|firefox|gradle|agp|unity|postgres|postgresql|mysql|spring|laravel)$/u;
/** Words around them in "min sdk 24", "ios 16 target", "python 3.11 on windows", "cible ios 16". */
const PLATFORM_GLUE =
  /^(?:min|minimum|max|target|targets|targeting|compile|version|v|level|on|with|and|&|\+|using|running|runtime|build|cible|objetivo|ziel|destino|sur|en|con|mit|auf|com|su|e|y|et|und|mínimo|minimo|versión|versione|versão)$/u;

/**
 * "min sdk 24", "ios 16 target", "node 20", "python 3.11 on windows": where the user's program
 * runs, a platform with its version and nothing else. How things are, not a wish about the result.
 */
function environmentFact(text: string): boolean {
  // Most lines have more than 8 words: counted with a loop over char codes (the words of the split
  // below, after the trailing stops it drops) before the split, which builds every word.
  let end = text.length;
  while (end > 0 && '.!,;'.includes(text.charAt(end - 1))) end--;
  let count = 0;
  for (let i = 0, inWord = false; i < end && count <= 8; i++) {
    const code = text.charCodeAt(i);
    const word = code !== 44 && code !== 47 && !isSpace(code);
    if (word && !inWord) count++;
    inWord = word;
  }
  if (count < 2 || count > 8) return false;
  const words = text
    .toLowerCase()
    .replace(/[.!,;]+$/u, '')
    .split(/[\s,/]+/u)
    .filter((w) => w !== '');
  if (words.length < 2 || words.length > 8) return false;
  let platform = false;
  let version = false;
  for (const w of words) {
    if (PLATFORM.test(w)) platform = true;
    else if (/^v?\d+(?:\.\d+|\.x)*\+?$/u.test(w)) version = true;
    else if (!PLATFORM_GLUE.test(w)) return false;
  }
  return platform && version;
}

/** The unit states a fact in a spec-like shape (see above), so it is no instruction. */
export function isFactLine(text: string): boolean {
  const t = text.trim();
  if (referenceFact(t) || AGES.test(t) || labelledList(t) || environmentFact(t)) return true;
  // "Wed: Leo dentist 3:30pm, Mia drama 3:45-5pm": a day of the user's week, no rule.
  if (WEEKDAY_LABEL.test(t)) return true;
  const amount = AMOUNT.exec(t);
  return amount !== null && !LIMIT.test(amount[1]!) && !RULE_LIST_LABEL.test(amount[1]!);
}
