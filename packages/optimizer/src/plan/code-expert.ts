/**
 * The help an expert adds to a task over pasted code, read from the code itself: a refactor
 * keeps the names callers use and the edge cases the code decides, and returns only the code;
 * a debug of a stack trace starts from the error and the user's frame it names; tests use the
 * framework the language implies and cover the code's boundaries. The kind's stock lines
 * ("complete, runnable code", "how to run it") are what these replace; the user's own lines and
 * the situation's lines stay. When the code shows nothing to name, the lines stay general.
 */
import type { Analysis } from '../analysis/types';
import { CONFIDENT } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { scaffoldKey } from '../i18n/scaffold';
import { CODE_EXPERT, type CodeExpertText } from '../i18n/scaffold/code-expert-lines';
import { FUNCTION_EXAMPLES } from '../i18n/scaffold/situation-lines';
import { unicodeWords } from '../grammar/unicode-words';
import { codeFacts, type CodeFacts } from './code-facts';
import { traceFacts } from './code-trace';
import { wantsOnlyOutput } from './consistency';
import { reviewForDomain } from './code-review-domain';

interface Fitted {
  role: string | null;
  guidance: string[];
  format: string | null;
}

/** A change of form that must keep what the code does: refactor, clean up, simplify, convert, speed up. */
const REWRITE = unicodeWords(
  /\b(?:refactor\w*|clean (?:it |this |that |the \w+ )?up|cleanup|tidy (?:it |this )?(?:up)?|simplif\w*|rewrite|re-write|restructure|moderni[sz]e|more (?:readable|pythonic|idiomatic|maintainable)|pythonic|idiomatic|optimi[sz]e|speed (?:it |this )?up|(?:make|get) (?:it|this|that|the \w+) (?:run )?(?:faster|more efficient)|faster version|convert (?:it|this|that)|port (?:it|this)|vectori[sz]e|async\/await|refactoriz\w*|limpia\w*|simplific\w*|reescrib\w*|refactoris\w*|refactor\w*|simplifie\w*|nettoie\w*|réécri\w*|refaktor\w*|vereinfach\w*|aufräum\w*|umschreib\w*|schneller|rifattorizz\w*|semplific\w*|riscriv\w*|ripulisci|refator\w*|reescrev\w*|limpe|mais rápid\w*|más rápid\w*|plus rapide|più veloce)\b/i,
);
/** A named fault: then it is a bug hunt, not a behaviour-keeping rewrite. */
const FAULT = unicodeWords(
  /\b(?:bugs?|errors?|exceptions?|crash\w*|fails?|failing|broken|doesn[’']?t work|not working|wrong|traceback|fix|erreur|plante|corrige\w*|falla|fehler|absturz|funktioniert nicht|errore|non funziona|erro|não funciona)\b/i,
);
/** "don't rewrite it", "without changing it": no rewrite asked, whatever the verb. */
const NO_REWRITE = unicodeWords(
  /\b(?:do(?:n[’']?t| not)|without|no)\s+(?:rewrit\w*|refactor\w*|chang\w*|touch\w*)|\bne (?:réécri|modifi)\w*|\bno (?:reescrib|cambi)\w*|\bnicht (?:umschreib|änder)\w*|\bnon (?:riscriv|modific)\w*|\bnão (?:reescrev|mud)\w*/i,
);
/** The language a conversion goes to: "to TypeScript", "into Go", "en Python", "nach Java". */
const TARGET_LANG =
  /\b(?:to|into|in|en|a|nach|in|para|em)\s+(python|javascript|js|typescript|ts|java|c#|csharp|go|golang|rust|ruby|php|kotlin|swift)(?![\w#])/i;
/** The user wants the reasons too: then a short list of changes follows the code. */
const EXPLAIN_TOO = unicodeWords(
  /\b(?:explain|why|walk me through|what (?:you )?changed|list (?:the|your) changes|comment on|explica\w*|por qué|explique\w*|pourquoi|erklär\w*|warum|spiega\w*|perché|porque)\b/i,
);
/** "slow", "faster", "performance": a query to speed up needs its indexes named. */
const SPEED = unicodeWords(
  /\b(?:faster|slow|speed|performance|perf|optimi[sz]\w*|efficient|rápid\w*|lent[oa]|rapide|schneller|langsam|veloc\w*|lento)\b/i,
);
const STATED_FRAMEWORK =
  /\b(?:jest|vitest|pytest|unittest|junit|mocha|jasmine|rspec|minitest|phpunit|xunit|nunit|mstest|go test|testing package|xctest|kotest|testng)\b/i;

const LANG_NAMES: Readonly<Record<string, string>> = {
  python: 'Python',
  py: 'Python',
  javascript: 'JavaScript',
  js: 'JavaScript',
  jsx: 'JavaScript',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  tsx: 'TypeScript',
  java: 'Java',
  csharp: 'C#',
  cs: 'C#',
  go: 'Go',
  golang: 'Go',
  rust: 'Rust',
  ruby: 'Ruby',
  php: 'PHP',
  kotlin: 'Kotlin',
  swift: 'Swift',
  sql: 'SQL',
};

/** The framework the code's language (or the project's packages) implies, or null to ask. */
export function impliedFramework(analysis: Analysis, t: CodeExpertText, facts: CodeFacts): string | null {
  const text = analysis.rough;
  switch (LANG_NAMES[facts.lang ?? ''] ?? null) {
    case 'Python':
      return 'pytest';
    case 'JavaScript':
    case 'TypeScript':
      // Only the project's own packages say which: "vitest" or "jest" in an import or a config.
      if (/\bvitest\b/i.test(text)) return 'Vitest';
      if (/\bjest\b|@testing-library\//i.test(text)) return 'Jest';
      return null;
    case 'Java':
    case 'Kotlin':
      return 'JUnit 5';
    case 'C#':
      return 'xUnit';
    case 'Go':
      return t.goTesting;
    case 'PHP':
      return 'PHPUnit';
    case 'Swift':
      return 'XCTest';
    default:
      return null;
  }
}

/** The framework pasted code implies, in the prompt's language, or null. */
export function testFrameworkOf(analysis: Analysis): string | null {
  const t = CODE_EXPERT[scaffoldKey(analysis)] ?? CODE_EXPERT[analysis.language];
  const facts = codeFacts(analysis);
  return t && facts ? impliedFramework(analysis, t, facts) : null;
}

function joined(items: readonly string[], t: CodeExpertText): string {
  return items.join(t.sep);
}

function stockLines(scaffold: Scaffold): Set<string> {
  return new Set([
    ...Object.values(scaffold.guidance).flat(),
    ...scaffold.lines.troubleshoot,
    ...Object.values(FUNCTION_EXAMPLES),
  ]);
}

function withOwn(lines: readonly string[], plan: Fitted, stock: ReadonlySet<string>): string[] {
  return [...lines, ...plan.guidance.filter((line) => !stock.has(line))];
}

/** A role that only says "engineer" or "editor": one naming the code's language says more. */
function fittedRole(
  plan: Fitted,
  scaffold: Scaffold,
  t: CodeExpertText,
  facts: CodeFacts | null,
): string | null {
  const stock = [scaffold.roles.code, scaffold.roles.edit, scaffold.roles.debug, scaffold.roles.tests];
  if (plan.role !== null && !stock.includes(plan.role)) return plan.role;
  const name = LANG_NAMES[facts?.lang ?? ''];
  if (name === 'SQL') return scaffold.roles.sql ?? plan.role;
  if (name) return t.langRole(name);
  return plan.role === scaffold.roles.edit ? (scaffold.roles.code ?? null) : plan.role;
}

function edgeList(t: CodeExpertText, facts: CodeFacts): string[] {
  return [...facts.edges.map(t.edge), ...facts.raises.map(t.raised)];
}

/** Kinds a rewrite of pasted code gets misread as ("simplify this typescript" as plain words). */
const MISREAD = new Set(['write', 'debug']);

export function codeExpert(
  analysis: Analysis,
  scaffold: Scaffold,
  key: string,
  plan: Fitted,
  userFormat: boolean,
  review: boolean,
  /** The user typed their own role: it stays. */
  ownRole: boolean,
): Fitted {
  const t = CODE_EXPERT[key] ?? CODE_EXPERT[analysis.language];
  const { kind, confidence } = analysis.classification;
  if (!t || analysis.alreadyStructured) return plan;
  const confident = confidence >= CONFIDENT;
  if (review)
    return confident
      ? reviewForDomain(analysis, key, plan, ownRole, scaffold.lines.quotedMaterialNote)
      : plan;
  const request = analysis.request;
  const stock = stockLines(scaffold);
  const facts = codeFacts(analysis);
  const trace = kind === 'debug' ? traceFacts(analysis) : null;
  // "tidy up this C# method", "make this java more idiomatic": a rewrite of code pasted alone,
  // whatever kind the words were read as; its lines replace whatever that kind brought.
  const onlyCode = analysis.material.length > 0 && analysis.material.every((m) => m.kind === 'code');
  const rewrite =
    facts !== null && !trace && REWRITE.test(request) && !FAULT.test(request) && !NO_REWRITE.test(request);
  if (
    rewrite &&
    // A text pasted beside the code ("rewrite this email and the snippet") keeps the edit's lines.
    (((kind === 'code' || kind === 'sql') && confident) ||
      (onlyCode && (kind === 'code' || kind === 'edit' || MISREAD.has(kind))))
  )
    return rewritePlan(analysis, scaffold, t, facts, plan, userFormat, ownRole, stock);
  if (!confident) return plan;
  if (trace) {
    const where = t.where(trace.fn, trace.place);
    return {
      role: plan.role,
      guidance: withOwn([t.rootCause(trace.error, where), t.minimalFix, t.ifNot], plan, stock),
      format: userFormat ? plan.format : t.debugFormat,
    };
  }
  if (kind === 'tests' && facts) {
    const framework = STATED_FRAMEWORK.test(request) ? null : impliedFramework(analysis, t, facts);
    const edges = edgeList(t, facts);
    const lines = [
      framework ? t.framework(framework) : null,
      edges.length > 0
        ? t.testEdges(
            joined(edges, t),
            facts.edges.some((e) => e.kind === 'boundary'),
          )
        : null,
    ];
    return {
      role: ownRole ? plan.role : fittedRole(plan, scaffold, t, facts),
      guidance: [...plan.guidance, ...lines.filter((l): l is string => l !== null)],
      format: plan.format,
    };
  }
  return plan;
}

/** A refactor, clean-up, conversion or speed-up of pasted code: same behaviour, names and edge cases. */
function rewritePlan(
  analysis: Analysis,
  scaffold: Scaffold,
  t: CodeExpertText,
  facts: CodeFacts,
  plan: Fitted,
  userFormat: boolean,
  ownRole: boolean,
  stock: ReadonlySet<string>,
): Fitted {
  const { kind } = analysis.classification;
  const request = analysis.request;
  const sql = facts.lang === 'sql' || kind === 'sql';
  const edges = edgeList(t, facts);
  const names = facts.names.map((n) => `\`${n}\``).join(', ');
  // A faster query is worth little without the indexes it needs: that note follows the code.
  const indexes = sql && SPEED.test(request);
  const lines = [
    sql ? t.sameRows : t.keep(names || null),
    edges.length > 0 ? t.keepEdges(joined(edges, t)) : null,
    indexes ? t.indexes : null,
  ].filter((l): l is string => l !== null);
  // A misread kind's lines ("use everyday words", "find the root cause") all go; the note on
  // quoted instructions stays.
  const misread = kind !== 'code' && kind !== 'edit' && kind !== 'sql';
  const kept = misread
    ? plan.guidance.filter((line) => line === scaffold.lines.quotedMaterialNote)
    : plan.guidance.filter((line) => !stock.has(line));
  const stockRole = [scaffold.roles.code, scaffold.roles.edit, scaffold.roles.debug, scaffold.roles.tests];
  // "convert this to TypeScript": the pasted code's language is not the answer's, so no role names it.
  const target = TARGET_LANG.exec(request)?.[1]?.toLowerCase() ?? '';
  const ported = LANG_NAMES[target] !== undefined && LANG_NAMES[target] !== LANG_NAMES[facts.lang ?? ''];
  return {
    role: ownRole
      ? plan.role
      : misread || plan.role === null || stockRole.includes(plan.role)
        ? ported
          ? (scaffold.roles.code ?? null)
          : fittedRole({ ...plan, role: scaffold.roles.code ?? null }, scaffold, t, facts)
        : plan.role,
    guidance: [...lines, ...kept],
    format:
      userFormat || wantsOnlyOutput(analysis)
        ? misread
          ? null
          : plan.format
        : indexes || EXPLAIN_TOO.test(request)
          ? t.codeThenChanges
          : t.onlyCode,
  };
}
