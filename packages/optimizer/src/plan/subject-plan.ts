import { unicodeWords } from '../grammar/unicode-words';
import { asksQuestionsToAsk } from './asked-shapes';
import type { Analysis } from '../analysis/types';
import { fixTask } from './thin-tasks';
import { scaffoldKey } from '../i18n/scaffold';
import { deliverableFormat } from '../i18n/scaffold/deliverable-formats';
import { DOMAIN_ROLES, domainOf, type Domain } from '../i18n/scaffold/domains';
import { techFaultOf } from '../i18n/scaffold/tech-faults';
import { opening } from './opening';
import { SUBJECT_TEXTS, type SubjectLine, type SubjectTexts } from '../i18n/scaffold/subject-texts';
import { asksWhy, type Subject } from '../i18n/scaffold/subjects';
import { toolFirst } from '../i18n/scaffold/thin-shapes';
import type { Scaffold } from '../i18n/scaffold/types';
import { wantsOnlyOutput } from './consistency';
import { indefiniteArticle } from '../grammar/article';
import { oneLinerFormat } from './code-asks';
import { checksSum } from './role-fit';
import { noLecture } from './no-lecture';

/** What a recognised subject changes in the plan: its own role, lines and answer shape. */
export interface SubjectPlan {
  role: string | null;
  guidance: string[];
  /** undefined keeps the task kind's format; null drops it. */
  format?: string | null;
  /** English only: the thin request rewritten as a sentence ("regex uk postcode"). */
  task?: string;
  /** Lines that name criteria: dropped when the user names their own. */
  criteria?: string[];
  /** The kind's lines still fit (answer directly, make options differ): these are added, not swapped in. */
  adds?: boolean;
  /** Classified as maths by its numbers only: no worked steps, no boxed answer. */
  notMath?: boolean;
}

const TECH_LINE: Readonly<Record<string, SubjectLine>> = {
  'tech-cli': 'techCli',
  'tech-backend': 'techBackend',
  'tech-database': 'techDatabase',
  'tech-frontend': 'techFrontend',
  'tech-mobile': 'techMobile',
  'tech-general': 'techGeneral',
};

/** The user names the sections already ("decisions and action items"): ours would repeat them. */
const OWN_NOTES_SHAPE =
  /\b(?:decisions?|action items?|actions?|to-?dos?|next steps|owners?|decisiones|tareas|décisions|entscheidungen|aufgaben|decisioni|azioni|decisões|tarefas|bullets?|vi[ñn]etas|puces|stichpunkte|punti elenco|tópicos)\b/i;

/** Acronyms a regex subject is often written with in lower case ("uk postcode"). */
const ACRONYM =
  /\b(?:uk|us|usa|eu|iban|bic|swift|ip|ipv4|ipv6|url|uuid|isbn|vat|nhs|ssn|zip|mac|rgb|utc|iso|gb|de|fr)\b/gi;
/** Subjects of a regex that read as a plural ("matches UK postcodes"). */
const COUNTABLE =
  /(?:postcode|post code|postal code|zip code|email address|e-mail address|email|phone number|number|date|time|url|address|code|iban|uuid|isbn|plate|hashtag|mention|price|colou?r|word|name|id|key|tag|slug|version|domain)$/i;

/** "regex uk postcode" -> "Write a regular expression that matches UK postcodes." (English only). */
export function regexTask(request: string): string | undefined {
  const m =
    /^\s*(?:(?:can you |could you |please )?(?:write|make|give me|i need|need)\s+)?(?:an?\s+)?(?:regex(?:es|p)?|regular expression)\s+(?:(?:for|to match|that matches|matching|to validate|for validating|to find|of)\s+)?(?:an?\s+|the\s+)?([^?!.:;,]{2,40}?)\s*[?!.]*$/i.exec(
      request,
    );
  if (!m) return undefined;
  let what = m[1]!.trim();
  // "regex to match dates like 2024-03-15" is the user's own sentence; keep it.
  if (what.split(/\s+/).length > 4 || /\b(?:like|such as|e\.g|with|without|but|and|or|in)\b/i.test(what))
    return undefined;
  what = what.replace(ACRONYM, (a) => a.toUpperCase()).replace(/^e-?mails?$/i, 'email address');
  if (/address$/i.test(what)) what += 'es';
  else if (COUNTABLE.test(what) && !/s$/i.test(what)) what += 's';
  return `Write a regular expression that matches ${what}.`;
}

/** "sql for monthly revenue per product" -> "Write a SQL query for monthly revenue per product." */
function sqlTask(request: string): string | undefined {
  const m = /^\s*(?:an?\s+)?sql(?:\s+query)?\s+((?:for|to|that)\b[^?\n]{3,120}?)\s*[.!]*$/i.exec(
    request.trim(),
  );
  if (m) return `Write a SQL query ${m[1]}.`;
  // "Need top 5 customers by total spend in 2024 …": what the query must return.
  const need =
    /^\s*(?:i\s+)?need\s+(?:the\s+)?((?:top|all|every|each|the number of|\d+)\b[^?\n]{3,160}?)\s*[.!]*$/i.exec(
      request.trim(),
    );
  return need ? `Write a SQL query that returns ${withDeterminer(need[1]!)}.` : undefined;
}

/** A phrase that opens with its own determiner ("each customer", "all orders") takes no "the". */
const DETERMINER = /^(?:the|a|an|all|every|each|any|some|no|this|that|these|those|my|our|its|their)\b/i;

/** "top 5 customers" -> "the top 5 customers"; "each customer…" stays (never "the each"). */
function withDeterminer(phrase: string): string {
  return DETERMINER.test(phrase) ? phrase : `the ${phrase}`;
}

/** "Write an Excel formula sum if column b is yes." -> "…formula for this: sum if column b is yes." */
function formulaTask(task: string): string | undefined {
  const m =
    /^((?:write|give me|i need|need)\s+)?(an?\s+)?((?:excel|google sheets|sheets|spreadsheet)\s+formula)\s+([^?]{3,120}?)[.!]*$/i.exec(
      task.trim(),
    );
  if (!m) return undefined;
  const tool = m[3]!.replace(/^excel/i, 'Excel').replace(/^(?:google )?sheets/i, 'Google Sheets');
  const article = indefiniteArticle(tool);
  // "…formula to get the last value" reads on; "…formula sum if column b is yes" needs a joint.
  const joint = /^(?:to|that|which|for|in|where|so)\b/i.test(m[4]!) ? ' ' : ' for this: ';
  return `Write ${article} ${tool}${joint}${m[4]}.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const COMMAND_VERB =
  /^(?:undo|remove|delete|list|show|revert|reset|rename|create|start|stop|restart|install|uninstall|update|upgrade|clean|prune|squash|merge|rebase|convert|compress|extract|download|upload|copy|move|change|set|add|push|pull|clone|check|see|get|kill|build|run|tag|cherry-pick|stash|amend|view|count|split|trim|cut|resize|discard|unstage|switch|rollback|roll back|export|import|backup|back up|restore|schedule|mount|open|close|free|clear)\b/i;

/** A command that deletes, overwrites or rewrites history (any of the six languages). */
const DESTRUCTIVE = unicodeWords(
  /\b(?:delet\w*|remov\w*|rm|erase|wipe|purge|prune|clean\w*|clear|drop|truncate|overwrit\w*|replac\w*|mov(?:e|es|ing)|mv|renam\w*|reset|rebase|squash\w*|amend|force|filter-branch|discard|undo|revert|kill|uninstall|shred|borr\w*|elimin\w*|supprim\w*|effac\w*|écras\w*|lösch\w*|entfern\w*|überschreib\w*|cancell\w*|rimuov\w*|sovrascriv\w*|apag\w*|sobrescrev\w*)\b/i,
);

/** "git push fails with …" reports a fault: it asks why, not for a command. */
const FAULT =
  /\b(?:fails?|failed|failing|errors?|rejected|denied|broken|crash\w*|hangs?|stuck|not working|doesn'?t work|won'?t|can'?t|cannot)\b/i;

/** "Git undo last commit." -> "Give the git command to undo the last commit." */
function commandTask(task: string): string | undefined {
  const m =
    /^(git|docker|kubectl|npm|yarn|pnpm|pip|brew|apt(?:-get)?|ffmpeg|curl|ssh|tar|find|grep|sed|awk|rsync|systemctl|crontab|cron|powershell|bash|zsh)\s+([a-z][^?:;]{2,80}?)[.!]*$/i.exec(
      task.trim(),
    );
  // "find files bigger than 1gb" is already an instruction: only a verb after the tool reads on.
  if (!m || !COMMAND_VERB.test(m[2]!) || FAULT.test(m[2]!)) return undefined;
  const tool = m[1]!.toLowerCase() === 'powershell' ? 'PowerShell' : m[1]!.toLowerCase();
  const rest = m[2]!.replace(/^(\w+) (last|first|latest|previous|current|newest|oldest) /i, '$1 the $2 ');
  return `Give the ${tool} command to ${rest}.`;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  python: 'Python',
  javascript: 'JavaScript',
  js: 'JavaScript',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  java: 'Java',
  go: 'Go',
  golang: 'Go',
  rust: 'Rust',
  'c#': 'C#',
  ruby: 'Ruby',
  php: 'PHP',
  kotlin: 'Kotlin',
  swift: 'Swift',
  node: 'Node.js',
  'node.js': 'Node.js',
  nodejs: 'Node.js',
};

/** "Python read csv into list of dicts." -> "Write Python code to read csv into list of dicts." */
function snippetTask(task: string): string | undefined {
  const m = /^(\S+)\s+([a-z][^?:;]{2,100}?)[.!]*$/i.exec(task.trim());
  const name = m ? LANGUAGE_NAMES[m[1]!.toLowerCase()] : undefined;
  return name ? `Write ${name} code to ${m![2]}.` : undefined;
}

/** "3 days in rome." -> "Plan 3 days in Rome." */
function tripTask(task: string): string | undefined {
  const m =
    /^(\d+|one|two|three|four|five|six|seven|ten)([- ](?:days?|nights?|weeks?) (?:in|around|across|through|on) )([^?:;,]{2,60}?)[.!]*$/i.exec(
      task.trim(),
    );
  if (!m) return undefined;
  const place = m[3]!.replace(/(^|\s)(\p{Ll})/gu, (_x, sp: string, c: string) => sp + c.toUpperCase());
  return `Plan ${m[1]!.toLowerCase()}${m[2]}${place}.`;
}

function anyDomainRole(analysis: Analysis): string | null {
  const domain = domainOf(opening(analysis.request));
  return domain ? domainRole(analysis, domain) : null;
}

/** "My cat has been vomiting", "is it safe to give my dog ibuprofen": the animal's doctor is the vet. */
function bodyRole(analysis: Analysis): string | null {
  return domainRole(analysis, domainOf(opening(analysis.request)) === 'pets' ? 'pets' : 'health');
}

function domainRole(analysis: Analysis, domain: Domain): string | null {
  return (DOMAIN_ROLES[scaffoldKey(analysis)] ?? DOMAIN_ROLES[analysis.language])?.[domain] ?? null;
}

/**
 * The role, lines and format a subject brings, or null when the language has no texts for it
 * (the kind's generic lines then stay).
 */
export function subjectPlan(
  subject: Subject,
  analysis: Analysis,
  scaffold: Scaffold,
  kindGuidance: readonly string[],
  /** The task as sorted so far (the user's main sentence). */
  task: string,
): SubjectPlan | null {
  const texts: SubjectTexts | undefined =
    SUBJECT_TEXTS[scaffoldKey(analysis)] ?? SUBJECT_TEXTS[analysis.language];
  if (!texts) return null;
  const t = texts.lines;
  const english = analysis.language === 'en';
  switch (subject) {
    case 'symptom':
    case 'symptom-other':
      return {
        role: bodyRole(analysis),
        guidance: [t.symptomCauses, t.symptomDoctor],
        format: null,
      };
    case 'fix-sourdough':
    case 'fix-baking':
      return { role: texts.roles.baker, guidance: [t.fixCauses, t.fixPrevent], format: null };
    case 'fix-plant':
      return { role: texts.roles.plants, guidance: [t.fixCauses, t.fixPrevent], format: null };
    case 'fix-appliance':
      return { role: texts.roles.appliance, guidance: [t.fixSafety, t.fixCauses], format: null };
    case 'fix-tech':
      // A link that drops is often the line's fault: the provider, not a repairer, is the one to call.
      return {
        role: domainRole(analysis, 'tech-support'),
        guidance: [t.fixCauses, techFaultOf(analysis.request) === 'connection' ? t.fixProvider : t.fixPro],
        format: null,
        task: english ? fixTask(task) : undefined,
      };
    case 'fix-other':
      // The subject's expert when there is one (tech support for a laptop), else the kind's role.
      return {
        role: anyDomainRole(analysis),
        guidance: [t.fixCauses, t.fixPro],
        format: null,
        task: english ? fixTask(task) : undefined,
      };
    case 'when-to-visit':
      return { role: domainRole(analysis, 'travel'), guidance: [t.visitSeasons, t.visitAvoid], format: null };
    case 'regex': {
      const only = wantsOnlyOutput(analysis);
      // The format line names the parts and the test strings; the lines would say it twice.
      const shape = only ? null : oneLinerFormat('regex', analysis.language);
      return {
        role: scaffold.roles.code ?? null,
        guidance: only || shape ? [] : [t.regexParts, t.regexTests],
        format: shape,
        task: english ? regexTask(task) : undefined,
      };
    }
    case 'meeting-notes': {
      const own = OWN_NOTES_SHAPE.test(analysis.request) || analysis.slots.format !== null;
      const kind = analysis.classification.kind;
      // The meeting-summary shape of deliverable-formats.ts, when it applies, already names the sections.
      const shaped =
        kind === 'summarize' &&
        deliverableFormat('summarize', analysis.language, analysis.request, false) !== null;
      // "Use only what the text says" stays; "keep the key points" is what the sections replace.
      const faithful = kind === 'summarize' ? (scaffold.guidance.summarize?.[1] ?? null) : null;
      return {
        role: null,
        guidance: [
          ...(kind === 'summarize' ? [] : kindGuidance),
          ...(own || shaped ? [] : [t.notesSections]),
          // "otherwise write 'not stated'" suits minutes, not an email to the board.
          ...(kind === 'write' ? [] : [t.notesNoGuess]),
          ...(faithful ? [faithful] : []),
        ],
        format:
          kind === 'summarize' && !own && !shaped && analysis.slots.length === null
            ? texts.notesFormat
            : undefined,
      };
    }
    case 'plain-language':
      // The goal is to change the voice: "keep the author's voice" would fight it.
      return { role: texts.roles.plain, guidance: [t.plainWords, t.plainFacts] };
    case 'data-analysis': {
      // "three quotes… what questions should I ask the roofers?": the figures are context for a
      // list of questions; "base every statement on the data" would forbid half the answer.
      if (asksQuestionsToAsk(analysis.request)) return { role: null, guidance: [] };
      const [based, limits] = kindGuidance;
      return {
        role: null,
        guidance: [
          ...(based ? [based] : []),
          // "which of my 3 is slacking? dont lecture me": the figures, without a method section.
          ...(noLecture(analysis.request)
            ? []
            : [t.dataMethod, ...(asksWhy(analysis.request) ? [t.dataWhy] : limits ? [limits] : [])]),
        ],
      };
    }
    case 'formula':
      return {
        role: texts.roles.spreadsheet,
        guidance: wantsOnlyOutput(analysis) ? [] : [t.formulaCells],
        format: null,
        task: english ? formulaTask(task) : undefined,
      };
    case 'command': {
      const only = wantsOnlyOutput(analysis);
      // "If it deletes data or rewrites history" and a dry run only for a command that does.
      const destructive = DESTRUCTIVE.test(analysis.request);
      const shape = only ? null : oneLinerFormat('command', analysis.language, destructive);
      const careful = destructive ? [t.commandCareful] : [];
      return {
        role: scaffold.roles.code ?? null,
        guidance: only ? [] : shape ? careful : [t.commandFirst, ...careful],
        format: shape,
        task: english ? commandTask(toolFirst(task) ?? task) : undefined,
      };
    }
    case 'snippet':
      return {
        role: scaffold.roles.code ?? null,
        guidance: wantsOnlyOutput(analysis) ? [] : [t.snippetShort],
        format: null,
        task: english ? snippetTask(task) : undefined,
      };
    case 'substitute': {
      // "substitute for buttermilk" -> "What can I use instead of buttermilk?"
      const what = /^(?:(?:a|good|best|the best)\s+)?substitutes?\s+for\s+([^?.!:;,]{2,40}?)[.!?]*$/i.exec(
        task.trim(),
      );
      return {
        role: texts.roles.cook,
        guidance: [t.substituteAmounts],
        format: null,
        task: english && what ? `What can I use instead of ${what[1]}?` : undefined,
      };
    }
    case 'trip-days': {
      // "itinerary for 4 days in lisbon": the itinerary shape (deliverable-formats.ts) says it already.
      const shaped = deliverableFormat('plan', analysis.language, analysis.request, false) !== null;
      return {
        role: domainRole(analysis, 'travel'),
        guidance: shaped ? [t.tripPace] : [t.tripDays, t.tripPace],
        format: shaped ? undefined : null,
        task: english ? tripTask(task) : undefined,
      };
    }
    case 'packing':
      return {
        role: domainRole(analysis, 'travel'),
        guidance: [t.packingGroups],
        format: null,
        task:
          english && /^packing list\b/i.test(task)
            ? `Write a ${lowerFirst(task.replace(/[.!]+$/, ''))}.`
            : undefined,
      };
    case 'naming':
      return { role: null, guidance: [t.namingShort], adds: true };
    case 'health-question': {
      // "Is 130/85 bad at 40?" reads as maths by its numbers: answered as a question, not worked.
      const maths = analysis.classification.kind === 'math';
      const direct = scaffold.guidance.question?.[0];
      return {
        role: bodyRole(analysis),
        guidance: maths ? [...(direct ? [direct] : []), t.healthDiffers] : [t.healthDiffers],
        adds: !maths,
        notMath: maths,
      };
    }
    case 'savings-goal':
      // "…is that right?": a sum to check, not a planner's advice.
      return {
        role: checksSum(analysis.request) ? null : domainRole(analysis, 'money'),
        guidance: [t.savingsMath],
        adds: true,
      };
    case 'sql-rows':
      return {
        role: scaffold.roles.sql ?? null,
        // The format line already asks for the explanation after the query.
        guidance: [
          ...(scaffold.guidance.sql ?? []).filter((l) => !scaffold.explainAfter.includes(l)),
          t.sqlRows,
        ],
        format: scaffold.formats.sql ?? null,
        task: english ? sqlTask(task) : undefined,
      };
    default: {
      const line = TECH_LINE[subject];
      if (!line) return null;
      // The kind's "which fits best under which conditions" line stays (the consistency pass knows it).
      const verdict = scaffold.guidance.compare?.[1];
      return {
        role: texts.roles.tech,
        guidance: [t[line], ...(verdict ? [verdict] : [])],
        criteria: [t[line]],
        format: scaffold.formats.compare ?? null,
      };
    }
  }
}
