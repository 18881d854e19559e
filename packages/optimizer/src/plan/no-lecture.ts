import { unicodeWords } from '../grammar/unicode-words';

/**
 * "dont lecture me", "keep it short", "just tell me", "sans blabla", "kurz bitte": the user wants
 * the answer without a method section, so lines asking to show the working would fight them.
 */
const NO_LECTURE = unicodeWords(
  /\b(?:do ?n[o']?t lecture|no lectures?|without (?:a |the )?lecture|spare me|keep it (?:short|brief|quick|simple)|just (?:tell|give) me|short answer|quick answer|tl;?dr|no essays?|nicht belehren|keine (?:belehrung|vorträge?|romane?)|kurz bitte|ohne (?:vortrag|roman|belehrung)|sans (?:blabla|leçon|sermon|faire la leçon)|pas de (?:leçon|sermon|blabla)|fais court|sin (?:rollo|sermones?|lecciones?)|no me (?:sermonees|des la lata|eches un sermón)|corto por favor|senza (?:prediche|lezioni|pippone)|niente prediche|in breve|sem (?:sermão|lição|palestra|enrolação)|resumidamente)\b/i,
);

/** The user asked not to be lectured or for the short version. */
export function noLecture(request: string): boolean {
  return NO_LECTURE.test(request);
}
