import type { MaterialSplit } from './types';

/**
 * Output a program printed, as opposed to a letter or notes: system paths, URLs, IP addresses,
 * config files, ports, services. An official letter never holds these, so such a paste is never
 * read as one ("what does this mean" over a certbot failure is no letter from the council), and
 * with a failure in it, it is a log.
 */
// Branches that must start with a letter or digit say "no word character before" instead of `\b`
// (the same matches): a `\b` opening most branches of an `iu` pattern made V8 try the whole
// pattern at every offset (~2.8x slower on a 2 KB request).
const TECH_SIGN =
  /(?:^|[\s"'(=])\/(?:etc|var|usr|home|opt|tmp|srv|Users|mnt|dev|proc|root|bin|lib)\/|(?<!\w)(?:https?|ssh|ftp|wss?):\/\/\S|(?<!\w)\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b|(?:(?<!\w)(?=\w)|(?<=\w)(?=-))[\w-]+\.(?:conf|cfg|ya?ml|json|log|py|js|ts|sh|service|socket|ini|toml|env|lock|pem|crt|key|sock)\b|(?<!\w)(?:port \d{2,5}|(?:localhost|nginx|apache2?|systemd|certbot|dockerd?|kubelet|daemon|sshd|cron(?:tab)?|postgres(?:ql)?|mysqld?|redis|npm|pip|kernel)|(?:exit (?:code|status)|errno|segfault|stderr|stdout|pid \d+))\b/iu;
const FAILURE =
  /\b(?:fail(?:ed|ure|s)?|errors?|timed? ?out|timeout|denied|refused|unreachable|not found|no such|exception|fatal|panic|cannot|can't|unable to|invalid|expired|aborted|killed|crash\w*)\b/iu;

export function isTechnicalText(content: string): boolean {
  const lines = content.split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) return false;
  let signs = 0;
  for (const line of lines) if (TECH_SIGN.test(line)) signs++;
  return signs >= Math.max(1, Math.ceil(lines.length * 0.3));
}

/** Technical output that reports a failure: the paste is a log, whatever its line shapes. */
export const isFailureOutput = (content: string): boolean =>
  isTechnicalText(content) && FAILURE.test(content);

/**
 * Every detector that finds pasted prose calls it text; the one that reads its lines decides a
 * failure report is a log, but a paragraph found by position ("what does this mean?" then the
 * paste) never reaches it. One pass over the split, whichever detector found the block.
 */
export function failureTextAsLog(split: MaterialSplit): MaterialSplit {
  // Each paste is read once: the test runs a dozen patterns over every line.
  const failing = split.material.map((m) => m.kind === 'text' && isFailureOutput(m.content));
  if (!failing.includes(true)) return split;
  return {
    ...split,
    material: split.material.map((m, i) => (failing[i] ? { ...m, kind: 'log' } : m)),
  };
}
