/**
 * English grammar terms that teachers everywhere use as names ("Arbeitsblatt Past Simple",
 * "fiche present perfect"): they are the subject of the request, not evidence of its language.
 * Lower case, whole words; read by analysis/language.ts.
 */
export const ENGLISH_GRAMMAR_TERMS: readonly string[] = [
  '(?:simple|present|past|future) (?:simple|perfect|continuous|progressive)(?: (?:simple|continuous|progressive))?',
  'will[- ]future',
  'going[- ]to(?:[- ]future)?',
  '(?:irregular|regular|modal|phrasal|auxiliary) verbs?',
  'passive voice',
  'reported speech',
  'indirect speech',
  'question tags?',
  'if[- ]clauses?',
  '(?:zero|first|second|third|mixed) conditionals?',
  'conditionals?',
  'relative clauses?',
  'comparatives?(?: and superlatives?)?',
  'some and any',
  'much and many',
  'gerunds?(?: and infinitives?)?',
  'countable and uncountable(?: nouns)?',
];
