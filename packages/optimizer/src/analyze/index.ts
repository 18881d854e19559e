import { LOCALES, localeFor } from '../i18n';
import type { Intent, VerbatimBlock } from '../types';
import { extractBlocks } from './blocks';
import { extractConstraints, findRatingScale, findVagueTerms } from './constraints';
import { hasCotRequest, removeCotPhrases } from './cot';
import { extractExamples } from './examples';
import {
  detectAudience,
  detectDeliverable,
  detectLength,
  detectOutputFormat,
  detectProgrammingLanguage,
  detectSubject,
  detectTone,
} from './fields';
import { detectLanguage } from './language';
import { normalizeObjective } from './objective';
import { findMissingInputs, findPlaceholders } from './placeholders';
import { splitSentences } from './sentences';
import { detectImage, detectMath, detectNeedsReasoning } from './signals';
import { normalizeLine, parseStructure, type ParsedStructure } from './structure';
import { detectTaskKind } from './task-kind';

/** Lines every profile would generate for an intent; used to tell our scaffolding from user text. */
export type GeneratedLines = (intent: Intent) => ReadonlySet<string>;

interface Parts {
  role: string | null;
  objective: string;
  requirements: string[];
  background: string[];
  examples: string[];
  blocks: VerbatimBlock[];
  asksStepByStep: boolean;
  droppedFiller: string[];
  imageMarker: boolean;
}

const REASONING_CUES = new Set(Object.values(LOCALES).map((l) => normalizeLine(l.lines.workedThroughSteps)));
const EXAMPLE_NOTES = new Set(Object.values(LOCALES).map((l) => normalizeLine(l.lines.examplesUsage)));
const REASONING_TITLES = new Set(Object.values(LOCALES).map((l) => l.headings.reasoningSteps.toLowerCase()));

const IMAGE_MARKER = /^\s*(\[IMAGE\]|<\|image\|>)\s*$/i;
const OBJECTIVE_LABEL =
  /^\s*(?:\*\*)?(?:objective|task|goal|objetivo|tarea|objectif|tâche|ziel|aufgabe)(?:\*\*)?\s*:\s*(.+)$/i;

function plainParts(prose: string, blocks: VerbatimBlock[]): Parts {
  const imageMarker = prose.split('\n').some((l) => IMAGE_MARKER.test(l));
  const withoutMarker = prose
    .split('\n')
    .filter((l) => !IMAGE_MARKER.test(l))
    .join('\n');
  const { prose: rest, examples } = extractExamples(withoutMarker);
  const split = splitSentences(rest);
  return { ...split, examples, blocks, imageMarker };
}

function cleanItem(line: string): string {
  return line.replace(/^\s*(?:[-*•+]|\d{1,2}[.)])\s+/, '').trim();
}

function structuredParts(
  parsed: ParsedStructure,
  blocks: VerbatimBlock[],
): { parts: Parts; other: Array<{ line: string; title: string }> } {
  const head: string[] = [];
  let objective: string | null = null;
  for (const l of parsed.preamble) {
    const label = OBJECTIVE_LABEL.exec(l);
    if (label?.[1] && objective === null) objective = label[1].trim();
    else head.push(l);
  }
  const requirements: string[] = [];
  const background: string[] = [];
  const examples: string[] = [];
  const other: Array<{ line: string; title: string }> = [];
  for (const section of parsed.sections) {
    const body = section.lines.filter((l) => l.trim() !== '');
    if (section.id === 'role') {
      for (const l of body) {
        const label = OBJECTIVE_LABEL.exec(l);
        if (label?.[1]) objective ??= label[1].trim();
        else head.push(l);
      }
    } else if (section.id === 'task') {
      const text = body.map(cleanItem).join(' ').trim();
      if (text !== '') {
        if (objective === null) objective = text;
        else requirements.push(text);
      }
    } else if (section.id === 'requirements') {
      requirements.push(...body.map(cleanItem));
    } else if (section.id === 'background') {
      background.push(...body.map(cleanItem));
    } else if (section.id === 'example' || section.id === 'examples') {
      const text = section.lines.join('\n').trim();
      if (text !== '')
        examples.push(
          ...(section.id === 'example' ? [text] : body.map(cleanItem)).filter(
            (e) => !EXAMPLE_NOTES.has(normalizeLine(e)),
          ),
        );
    } else {
      for (const l of body) {
        const label = OBJECTIVE_LABEL.exec(l);
        if (label?.[1] && objective === null) objective = label[1].trim();
        else other.push({ line: l, title: section.title });
      }
    }
  }
  const fromHead = plainParts(head.join('\n'), []);
  // Our own reasoning cues mean the user (or a previous pass) asked for reasoning.
  const reasoningCue = other.some(
    ({ line, title }) =>
      hasCotRequest(line) ||
      /<thinking>/.test(line) ||
      REASONING_CUES.has(normalizeLine(line)) ||
      REASONING_TITLES.has(title.toLowerCase()),
  );
  const parts: Parts = {
    ...fromHead,
    asksStepByStep: fromHead.asksStepByStep || reasoningCue,
    blocks,
    objective: objective ?? fromHead.objective,
    requirements: [
      ...(objective !== null && fromHead.objective !== '' ? [fromHead.objective] : []),
      ...fromHead.requirements,
      ...requirements,
    ],
    background: [...fromHead.background, ...background],
    examples: [...fromHead.examples, ...examples],
  };
  if (parts.objective === '' && parts.requirements.length > 0)
    parts.objective = parts.requirements.shift() ?? '';
  return { parts, other };
}

function buildIntent(raw: Parts, alreadyStructured: boolean): Intent {
  // The role is left out: generated roles ("a patient teacher") would skew kind, tone and language.
  const rawText = [raw.objective, ...raw.requirements, ...raw.background].join('\n');
  const language = detectLanguage(rawText);
  // Casual English ("hey so basically i need…") becomes a direct instruction; the rules are
  // English phrases, so other languages keep the user's wording.
  const normalized =
    language === 'en' && raw.objective !== '' ? normalizeObjective(raw.objective) : raw.objective;
  // "Summarize this article:" — the article now sits in its own input section, not after the colon.
  const objective = raw.blocks.length > 0 ? normalized.replace(/\s*:$/, '.') : normalized;
  const parts = { ...raw, objective };
  const userText = [parts.objective, ...parts.requirements, ...parts.background].join('\n');
  const allText = [userText, ...parts.examples].join('\n');
  const locale = localeFor(language);
  const hasCode = parts.blocks.some((b) => b.kind === 'code');
  const hasData = parts.blocks.some((b) => b.kind === 'data');
  const isMath = detectMath(allText);
  const asksStepByStep = parts.asksStepByStep || hasCotRequest(userText);
  const taskKind = detectTaskKind(parts.objective, userText, { hasCode, hasData, isMath });
  const deliverable = detectDeliverable(parts.objective, userText, taskKind);
  const subject = detectSubject(
    removeCotPhrases(parts.objective) || parts.objective,
    deliverable,
    userText,
    parts.blocks.length > 0,
  );
  const audience = detectAudience(userText);
  const tone = detectTone(userText);
  const length = detectLength(userText);
  const programmingLanguage = detectProgrammingLanguage(
    userText,
    parts.blocks.map((b) => b.lang),
    taskKind,
  );
  const placeholders = findPlaceholders(allText);
  return {
    taskKind,
    subject,
    audience,
    tone,
    length,
    outputFormat: detectOutputFormat(userText),
    constraints: extractConstraints(parts.objective, parts.requirements),
    missingInputs: findMissingInputs(
      {
        kind: taskKind,
        objective: parts.objective,
        text: userText,
        blocks: parts.blocks,
        audience,
        tone,
        length,
        subject,
        programmingLanguage,
        deliverable,
        existing: placeholders,
      },
      locale,
    ),
    language,
    hasCode,
    hasData,
    hasImage: parts.imageMarker || detectImage(allText),
    isMath,
    needsReasoning: detectNeedsReasoning(userText, isMath, asksStepByStep),
    placeholders,
    alreadyStructured,
    objective: parts.objective,
    requirements: parts.requirements,
    background: parts.background,
    blocks: parts.blocks,
    examples: parts.examples,
    role: parts.role,
    deliverable,
    programmingLanguage,
    asksStepByStep,
    vagueTerms: findVagueTerms([parts.objective, ...parts.requirements].join('\n')),
    ratingScale: findRatingScale(userText),
    droppedFiller: parts.droppedFiller,
  };
}

// Foreign sections like "## Audience" lose their meaning without the title.
const LABELLED_TITLES =
  /^(audience|tone|style|length|format|output format|output|público|tono|extensión|public|ton|longueur|zielgruppe|tonfall|länge)$/i;

/**
 * Turns a rough prompt into an Intent. `generatedLines`, when given, lets a structured
 * prompt's scaffolding be recognised as ours (and regenerated) while every line the user
 * wrote is kept.
 */
export function analyzePrompt(rough: string, generatedLines?: GeneratedLines): Intent {
  const text = rough.replace(/\r\n?/g, '\n');
  const { prose, blocks } = extractBlocks(text);
  const parsed = parseStructure(prose);
  if (!parsed) return buildIntent(plainParts(prose, blocks), false);
  const { parts, other } = structuredParts(parsed, blocks);
  const first = buildIntent(parts, true);
  if (other.length === 0) return first;
  const known = generatedLines?.(first) ?? new Set<string>();
  const extras = other
    .filter(({ line }) => !known.has(normalizeLine(line)) && normalizeLine(line) !== '')
    .map(({ line, title }) => {
      const item = cleanItem(line);
      return LABELLED_TITLES.test(title.replace(/[_:]/g, ' ').trim()) && !item.includes(':')
        ? `${title.replace(/_/g, ' ')}: ${item}`
        : item;
    });
  if (extras.length === 0) return first;
  return buildIntent({ ...parts, requirements: [...parts.requirements, ...extras] }, true);
}

export { normalizeLine } from './structure';
