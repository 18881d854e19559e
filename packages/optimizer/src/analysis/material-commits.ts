import type { Found, Lines } from './material-scan';

/**
 * A pasted commit log or changelog: "a1b2c3d fix: handle empty cart", "- feat(api): add /v2".
 * Its "fix:" and "feat:" prefixes look like labels to the lead-in reader, which would cut the
 * first line in two and turn "fix" into an instruction; the run is claimed whole first.
 */

const TYPES =
  'feat|feature|fix|bugfix|hotfix|chore|docs|refactor|perf|test|tests|build|ci|style|revert|deps|security';
const CONVENTIONAL = new RegExp(
  `^\\s*(?:[-*•]\\s+)?(?:[0-9a-f]{7,40}\\s+)?(?:${TYPES})(?:\\([^)\\n]{1,40}\\))?!?:\\s+\\S`,
  'iu',
);
// "9f8e7d6 Merge pull request #12 from …": a hashed line without a type, inside the run.
const HASHED = /^\s*(?:[-*•]\s+)?[0-9a-f]{7,40}\s+\S/u;
const MIN_TYPED = 2;

export const isCommitLine = (line: string): boolean => CONVENTIONAL.test(line) || HASHED.test(line);

export function commitList(doc: Lines, i: number): Found | null {
  if (!isCommitLine(doc.line(i))) return null;
  let last = i;
  let typed = 0;
  for (let k = i; k < doc.n && isCommitLine(doc.line(k)); k++) {
    if (CONVENTIONAL.test(doc.line(k))) typed++;
    last = k;
  }
  if (last === i || typed < MIN_TYPED) return null;
  return { block: doc.block(i, last, 'list', null), next: last + 1 };
}
