/**
 * A review of a shell script, a cron job, a CI workflow, a Dockerfile or a SQL query: the
 * reviewer who knows that environment, and the checks its failures come from (a cron job's bare
 * PATH, an unpinned image). A generic "software engineer" or, worse, "an editor" misses them.
 * "Be harsh" gets minor problems too and no praise. A security reviewer or the user's own role
 * stays; only the checklist is added then.
 */
import type { Analysis } from '../analysis/types';
import { REVIEW_DOMAIN, type ReviewDomain } from '../i18n/scaffold/code-review-lines';
import { unicodeWords } from '../grammar/unicode-words';

interface Fitted {
  role: string | null;
  guidance: string[];
  format: string | null;
}

/** A crontab entry: five schedule fields or an @-schedule, then the command. */
const CRON_LINE =
  /^\s*(?:@(?:reboot|yearly|annually|monthly|weekly|daily|hourly)|(?:[\d*/,-]+\s+){4}[\d*/,A-Za-z-]+)\s+[~/.$\w]/mu;
const CRON_WORD = /\bcron(?:tab|job)?s?\b/iu;
const SHELL_LANG = /^(?:bash|sh|shell|zsh|ksh)$/u;
const SHELL_WORD = /\b(?:bash|zsh|shell script|sh script)\b/iu;
const CI =
  /\b(?:github actions?|gitlab[- ]ci|jenkinsfile|circleci|azure pipelines?|bitbucket pipelines?|ci (?:workflow|pipeline|config))\b|^\s*runs-on:|^\s*-?\s*uses:\s*[\w-]+\/[\w-]+@/imu;
const COMPOSE = /\bdocker-compose\b|\bcompose (?:file|yaml|yml)\b|\bcompose\.ya?ml\b/iu;
const DOCKER = /\bdockerfile\b|^FROM\s+\S+(?:\s+AS\s+\w+)?\s*$/imu;
const HARSH = unicodeWords(
  /\b(?:harsh\w*|brutal\w*|blunt\w*|ruthless\w*|don'?t hold back|no mercy|tear it apart|nitpick\w*|sé duro|sin piedad|sois sévère|soyez sévère|sans pitié|sei streng|seien sie streng|schonungslos|sii severo|sem piedade|seja duro)\b/i,
);
/** Roles kept as they are: a security reviewer's. */
const SECURITY_ROLE = /security|sécurité|seguridad|sicherheit|sicurezza|segurança/iu;

/** The environments the pasted code (or the request) shows, most specific first. */
export function reviewDomains(analysis: Analysis): ReviewDomain[] {
  const code = analysis.material.filter((m) => m.kind === 'code');
  const text = code.map((m) => m.content).join('\n');
  const shell =
    code.some((m) => SHELL_LANG.test(m.lang ?? '')) || (code.length > 0 && SHELL_WORD.test(analysis.request));
  const cron = CRON_LINE.test(text) || (CRON_WORD.test(analysis.rough) && (shell || code.length > 0));
  const domains: ReviewDomain[] = [];
  if (shell) domains.push('shell');
  if (cron) domains.push('cron');
  if (domains.length > 0) return domains;
  if (CI.test(analysis.request) || CI.test(text)) return ['ci'];
  if (COMPOSE.test(analysis.request) || /^services:\s*$/mu.test(text)) return ['compose'];
  if (DOCKER.test(analysis.request) || DOCKER.test(text)) return ['docker'];
  if (code.some((m) => m.lang === 'sql')) return ['sql'];
  return [];
}

/** The review's role and checks fitted to the code's environment, in the prompt's language. */
export function reviewForDomain(
  analysis: Analysis,
  key: string,
  plan: Fitted,
  ownRole: boolean,
  /** The note on quoted instructions, which stays the last line. */
  note: string,
): Fitted {
  const t = REVIEW_DOMAIN[key] ?? REVIEW_DOMAIN[analysis.language];
  if (!t) return plan;
  const domains = reviewDomains(analysis);
  const checks = domains.map((d) => t.check[d]);
  const last = domains.at(-1);
  const keepRole = ownRole || !last || (plan.role !== null && SECURITY_ROLE.test(plan.role));
  const harsh = HARSH.test(analysis.request) ? [t.blunt] : [];
  return {
    role: keepRole ? plan.role : t.role[last === 'compose' ? 'docker' : last],
    guidance:
      plan.guidance.at(-1) === note
        ? [...checks, ...plan.guidance.slice(0, -1), ...harsh, note]
        : [...checks, ...plan.guidance, ...harsh],
    format: plan.format,
  };
}
