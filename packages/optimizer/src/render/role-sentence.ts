import { ROLE_OPENING } from '../analysis/structured';
import { indefiniteArticle } from '../grammar/article';
import { STRUCTURE_WORDS } from '../i18n/words/structure';
import { withPeriod } from './lines';
import { unicodeWords } from '../grammar/unicode-words';

/** "I want you to…", "Tu es…", "We need…": the role is a sentence of its own already. */
const SENTENCE_START = unicodeWords(
  /^(?:i|i'm|we|you|your|act|pretend|imagine|je|j'|nous|tu|vous|agis|yo|nosotros|eres|actúa|ich|wir|du|sie|io|noi|sei|agisci|eu|nós|você|atue|aja)\b/iu,
);
/** "a", "the", "my", "one": the noun phrase brings its own determiner. */
const DETERMINER = /^(?:a|an|the|one|my|our|\d+)\s/iu;
/** "HR generalist", "SRE", "Kubernetes expert": a first word whose capital is its own. */
const OWN_CAPITAL = /^(?:\p{Lu}{2,}|\p{Lu}\p{Ll}*\p{Lu})/u;

/**
 * A role given as a label's value ("Role: HR generalist at a logistics company") as a sentence,
 * once the label is gone: "You are an HR generalist at a logistics company." A noun phrase
 * alone on the first line reads as a fragment. A role that is a sentence already stays as is.
 */
export function roleSentence(role: string, language: string): string {
  const text = role.trim();
  if (text === '' || isSentence(text)) return text;
  const youAre = (STRUCTURE_WORDS[language] ?? STRUCTURE_WORDS.en!).youAre;
  return `${youAre} ${rolePhrase(text, language)}`;
}

/** The role as a phrase inside a sentence of ours: "an HR generalist at a logistics company.". */
export function rolePhrase(role: string, language: string): string {
  const text = role.trim();
  // German nouns keep their capital; elsewhere the phrase sits inside the sentence.
  const phrase = language === 'de' || OWN_CAPITAL.test(text) ? text : lowerFirst(text);
  const article = language === 'en' && !DETERMINER.test(phrase) ? `${indefiniteArticle(phrase)} ` : '';
  return withPeriod(`${article}${phrase}`);
}

const lowerFirst = (t: string) => `${t.charAt(0).toLowerCase()}${t.slice(1)}`;

/** The role reads as a sentence of its own ("You are…", "I need you to…"), not a noun phrase. */
export function isSentence(role: string): boolean {
  const text = role.trim();
  return ROLE_OPENING.test(text) || SENTENCE_START.test(text);
}
