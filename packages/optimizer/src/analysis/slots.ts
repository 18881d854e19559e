import { SLOT_WORDS } from '../i18n/words/slot-words';
import { compileAudience } from './slot-readers/audience';
import { compileConstraints } from './slot-readers/constraints';
import { compileFormat } from './slot-readers/format';
import { compileOutputLanguage } from './slot-readers/language';
import { compileLength, primaryLength } from './slot-readers/length';
import { overlaps, type Span } from './slot-readers/text';
import { compileTone } from './slot-readers/tone';
import type { Constraint, Slots, WordLanguage } from './types';
import { unicodeWords } from '../grammar/unicode-words';

/** Every language's detectors, built once when the module loads. */
const READERS = Object.fromEntries(
  Object.entries(SLOT_WORDS).map(([lang, words]) => [
    lang,
    {
      audience: compileAudience(words),
      tone: compileTone(words),
      length: compileLength(words),
      format: compileFormat(words),
      language: compileOutputLanguage(words),
      constraints: compileConstraints(words),
    },
  ]),
) as Record<
  WordLanguage,
  {
    audience: ReturnType<typeof compileAudience>;
    tone: ReturnType<typeof compileTone>;
    length: ReturnType<typeof compileLength>;
    format: ReturnType<typeof compileFormat>;
    language: ReturnType<typeof compileOutputLanguage>;
    constraints: ReturnType<typeof compileConstraints>;
  }
>;

/**
 * The slots of a request (the user's own words, material already cut out): who it is for, the
 * tone and length with their negation and scope kept, the format, the answer's language, and
 * every other rule verbatim. A slot the request does not state is null, never a guess.
 */
const SPOKEN = unicodeWords(
  /\b(?:speech|talk|toast|presentation|pitch|podcast|video|reel|tiktok|youtube|script|sermon|eulogy|homily|read(?:ing)? aloud|bedtime story|story to read|monologue|voice-?over|radio|discurso|charla|brindis|presentación|guion|guión|vídeo|discours|exposé|présentation|vidéo|rede|vortrag|präsentation|ansprache|skript|discorso|presentazione|copione|apresentação|roteiro|palestra|minute (?:speech|talk|video|read))\b/i,
);

/**
 * The answer's language named with any of the six languages' words: "Traducir al alemán" over a
 * short English-looking quote is still read, whatever language the request was taken for.
 */
export function outputLanguageInAnyWords(request: string): string | null {
  const text = request.replace(/[’‘]/g, "'");
  for (const r of Object.values(READERS)) {
    const hit = r.language.read(text);
    if (hit) return hit.code;
  }
  return null;
}

export function readSlots(request: string, language: WordLanguage): Slots {
  const r = READERS[language] ?? READERS.en;
  // Same length as the request, so offsets found in `text` slice the request as written.
  const text = request.replace(/[’‘]/g, "'");
  const cut = (s: Span): string => request.slice(s.start, s.end).trim();

  // "they lose it in 5 min", "practice is 1 hr": minutes measure an answer only when it is spoken.
  const lengths = r.length.read(text).filter((hit) => hit.spec.kind !== 'minutes' || SPOKEN.test(text));
  const primary = primaryLength(lengths);
  // "short and sweet" is a length, not a sweet tone.
  const tones = r.tone.read(text).filter((t) => !lengths.some((l) => l.start <= t.start && t.end <= l.end));
  const formats = r.format.read(text, lengths);
  const chosenFormat = formats.find((f) => !f.negated) ?? null;
  const outputLanguage = r.language.read(text);
  const audience = r.audience.read(text);

  const captured: Span[] = [...lengths, ...tones, ...formats.filter((f) => !f.negated && !f.only)];
  if (outputLanguage) captured.push(outputLanguage);
  if (audience) captured.push(audience);
  const rules: Array<Constraint & Span> = r.constraints.read(text, captured);

  // Counts and formats found inside a clause that is not itself a rule ("I'd like 5 tweets,
  // each under 280 characters"; "I don't want a table") still bind the answer.
  const extra = (span: Span, topic: Constraint['topic'], negated: boolean): void => {
    if (rules.some((c) => overlaps(c, span))) return;
    rules.push({ ...span, text: '', topic, negated });
  };
  for (const hit of lengths) {
    if (hit === primary) continue;
    // A second count carries more; a second "short" next to "under 100 words" does not.
    if (!hit.numeric && (primary?.numeric || primary?.spec.kind === hit.spec.kind)) continue;
    extra(hit, 'length', hit.spec.kind.startsWith('not-'));
  }
  for (const hit of formats)
    if (hit !== chosenFormat) extra(hit, hit.only ? 'only-output' : 'format', hit.negated);
  rules.sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  const constraints = rules
    .filter((rule) => {
      // A rule said twice is one rule.
      const key = request.slice(rule.start, rule.end).trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ start, end, topic, negated }) => ({
      text: cut({ start, end }),
      topic,
      negated,
    }));

  return {
    audience: audience ? cut(audience) : null,
    tone: tones.length
      ? [...new Set(tones.map((t) => (t.not ? `${t.not} ` : '') + cut(t)))].join(', ')
      : null,
    length: primary ? { ...primary.spec, text: cut(primary) } : null,
    format: chosenFormat ? cut(chosenFormat) : null,
    outputLanguage: outputLanguage?.code ?? null,
    constraints,
  };
}
