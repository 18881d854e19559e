import { PLACEHOLDER_PATTERN } from '@promptsmith/contract';
import type { Locale } from '../i18n';
import type { DetailKey } from '../i18n/types';
import type { TaskKind, VerbatimBlock } from '../types';
import { detectFixedForm } from './forms';

export function findPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[0]))];
}

const REFERS_TO_CODE =
  /\b(?:this|the following|below|my|attached|the|given|este|esta|el siguiente|ce|cette|le|mon|ma|diesen|dieses|den|meinen)\s+(?:\w+\s+)?(?:code|function|script|snippet|class|query|program|método|method|código|función|fonction|funktion)\b/i;
const REFERS_TO_DATA =
  /\b(?:this|the following|below|my|attached|the|given|these|este|estos|los|ces|les|mes|diese|die|meine)\s+(?:\w+\s+)?(?:data|dataset|csv|spreadsheet|table|numbers|figures|results|sales data|datos|tabla|données|tableau|daten|tabelle)\b/i;
const REFERS_TO_TEXT =
  /\b(?:this|the following|below|my|attached|the|given|este|el siguiente|ce|cet|cette|le|mon|ma|diesen|dieses|den|meinen|meine)\s+(?:\w+\s+){0,2}(?:description|text|article|essay|email|e-mail|paragraph|resume|cv|document|letter|transcript|draft|passage|post|review|texto|artículo|correo|texte|courriel|lettre|brouillon|aufsatz|brief|entwurf|lebenslauf)\b/i;
const PRODUCING =
  /^(?:write|create|draft|compose|generate|escribe|redacta|écris|rédige|schreibe|erstelle)\b/i;

export interface MissingInputContext {
  kind: TaskKind;
  objective: string;
  text: string;
  blocks: readonly VerbatimBlock[];
  audience: string | null;
  tone: string | null;
  length: string | null;
  subject: string;
  programmingLanguage: string | null;
  deliverable: string | null;
  existing: readonly string[];
}

interface DetailRule {
  key: DetailKey;
  kinds?: readonly TaskKind[];
  /** The request needs this detail. */
  when: RegExp;
  /** The request already gives it. */
  unless?: RegExp;
  /** Only when the user pasted nothing (pasted code or data usually answers it). */
  noBlocks?: boolean;
}

const SQL_TASK = /\b(?:sql|quer(?:y|ies))\b/i;

// Details a competent engineer or writer would ask for before starting. Each rule is
// deliberately narrow: a placeholder the user does not need is noise.
const DETAILS: readonly DetailRule[] = [
  {
    key: 'renamingRule',
    kinds: ['coding'],
    when: /\brenam(?:e|es|ing)\b/i,
    unless:
      /\b(?:prefix|suffix|pattern|lower ?case|upper ?case|date|timestamp|number(?:ed|ing|s)?|replac\w*|sequential|extension|regex|according to|based on)\b/i,
  },
  {
    key: 'folder',
    kinds: ['coding'],
    when: /\b(?:renam|mov|delet|organi[sz]|sort|cop|clean)\w*\b.*\bfiles?\b/i,
    unless: /\b(?:folders?|director(?:y|ies)|dir|path)\b|[~/\\]\w/i,
  },
  {
    key: 'backupDestination',
    kinds: ['coding'],
    when: /\bback(?:s|ing)? ?up\b|\bbackups?\b/i,
    unless:
      /\bto (?:an? |my |the )?(?:external|usb|s3|cloud|drive|disk|server|nas|dropbox|google drive|remote|bucket)|\bto [~/]|\bs3:\/\//i,
  },
  {
    key: 'tableSchema',
    kinds: ['coding'],
    when: SQL_TASK,
    unless: /\b(?:tables?|columns?|schema|fields?)\b/i,
    noBlocks: true,
  },
  {
    key: 'sqlDialect',
    kinds: ['coding'],
    when: SQL_TASK,
    unless:
      /\b(?:postgres(?:ql)?|mysql|sqlite|sql server|mssql|t-sql|oracle|bigquery|snowflake|mariadb|redshift|duckdb)\b/i,
    noBlocks: true,
  },
  {
    key: 'matchExamples',
    kinds: ['coding'],
    when: /\b(?:regex(?:es)?|regexp|regular expressions?)\b/i,
    unless: /\be\.g\.|\bfor example\b|\bsuch as\b|\blike\s+["'`]|["'`][^"'`\s]+["'`]/i,
  },
  {
    key: 'targetLanguage',
    when: /^translate\b/i,
    unless:
      /\b(?:to|into|in)\s+(?:english|french|spanish|german|italian|portuguese|chinese|mandarin|japanese|korean|arabic|russian|dutch|hindi|polish|turkish|swedish|greek|hebrew)\b/i,
  },
  {
    key: 'experience',
    kinds: ['writing'],
    when: /\b(?:cover letter|motivation letter|personal statement)\b/i,
    unless: /\b(?:experience|skills?|worked|years?|degree|background|i am an?|i'm an?)\b/i,
  },
  {
    key: 'anecdotes',
    kinds: ['writing'],
    when: /\b(?:speech|toast|eulogy)\b/i,
    unless: /[.!?]\s+\S/,
  },
  {
    key: 'targetUrl',
    kinds: ['coding'],
    when: /\bscrap(?:e|er|ing)\b/i,
    unless: /https?:\/\/|www\.|\.(?:com|org|net|io)\b/i,
  },
];

// Transformations of supplied text: the reader and the register come from the original.
const TRANSFORMED = /^(?:summary|translation|rewritten text|corrected text)$/;
// Deliverables whose reader is implied (the hiring manager, the guests).
const IMPLIED_READER =
  /\b(?:cover letter|motivation letter|speech|toast|eulogy|rewritten text|resumes?|cvs?)\b/;
// A resume is measured in pages and written in one register; neither needs asking.
const NO_LENGTH_OR_TONE = /^(?:resumes?|cvs?)$/;
// Slogans and names are short by nature; a word count adds nothing.
const SHORT_BY_NATURE = /^(?:slogans?|taglines?|headlines?|titles?|names?)$/;

/**
 * Inputs the target model would otherwise have to guess. Each becomes a bracketed
 * placeholder so the user fills it in rather than the model inventing it.
 */
export function findMissingInputs(ctx: MissingInputContext, locale: Locale): string[] {
  const p = locale.placeholders;
  const missing: string[] = [];
  const hasKind = (k: VerbatimBlock['kind']) => ctx.blocks.some((b) => b.kind === k);
  const producing = PRODUCING.test(ctx.objective);
  if (ctx.subject === '') missing.push(p.topic);
  if (!hasKind('code') && REFERS_TO_CODE.test(ctx.text) && !producing) missing.push(p.pasteCode);
  if (!hasKind('data') && REFERS_TO_DATA.test(ctx.text) && !producing) missing.push(p.pasteData);
  if (ctx.blocks.length === 0 && REFERS_TO_TEXT.test(ctx.text) && !producing) missing.push(p.pasteText);
  // "why am I getting TypeError…": nobody can debug code they cannot see.
  if (
    ctx.kind === 'coding' &&
    !hasKind('code') &&
    !producing &&
    !missing.includes(p.pasteCode) &&
    /\b(?:error|exception|traceback|stack trace|crash(?:es|ing)?|bug|not working|doesn't work)\b|\w+Error\b/i.test(
      ctx.text,
    )
  )
    missing.push(p.pasteCode);
  // Code still to be pasted shows its own language.
  if (
    ctx.kind === 'coding' &&
    ctx.programmingLanguage === null &&
    !hasKind('code') &&
    !missing.includes(p.pasteCode)
  )
    missing.push(p.programmingLanguage);
  for (const rule of DETAILS) {
    if (rule.kinds && !rule.kinds.includes(ctx.kind)) continue;
    if (rule.noBlocks && ctx.blocks.length > 0) continue;
    const target = rule.key === 'targetLanguage' ? ctx.objective : ctx.text;
    if (rule.when.test(target) && !(rule.unless?.test(ctx.text) ?? false))
      missing.push(locale.details[rule.key].placeholder);
  }
  // A question ("what should I do first?") asks for an answer, not a text with a reader and a register.
  const question = ctx.objective.trim().endsWith('?') && ctx.deliverable === null;
  const deliverable = ctx.deliverable ?? '';
  const transformed = TRANSFORMED.test(deliverable);
  if (ctx.audience === null && !question && !transformed && !IMPLIED_READER.test(deliverable)) {
    if (ctx.kind === 'education') missing.push(p.learnerLevel);
    else if (ctx.kind === 'writing' || ctx.kind === 'business') missing.push(p.audience);
  }
  if (
    ctx.length === null &&
    (ctx.kind === 'writing' || ctx.kind === 'creative') &&
    detectFixedForm(ctx.deliverable, ctx.text) === null &&
    !NO_LENGTH_OR_TONE.test(deliverable) &&
    !SHORT_BY_NATURE.test(deliverable) &&
    !/^(?:translation|rewritten text|corrected text)$/.test(deliverable) &&
    !/\b(summary|resumen|résumé|zusammenfassung)\b/i.test(ctx.objective)
  ) {
    missing.push(p.wordCount);
  }
  if (
    ctx.tone === null &&
    (ctx.kind === 'writing' || ctx.kind === 'business') &&
    !question &&
    !NO_LENGTH_OR_TONE.test(deliverable) &&
    !(transformed && deliverable !== 'rewritten text')
  )
    missing.push(p.tone);
  // A placeholder the user already wrote is theirs to fill; do not add a second one.
  return missing.filter((m) => !ctx.existing.includes(m));
}
