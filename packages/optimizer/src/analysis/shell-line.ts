/**
 * One shell command as people paste it ("find . -name '*.log' -mtime +7 | xargs rm -f", "git
 * rebase -i HEAD~3", "awk -F, '{s+=$3} END {print s}' sales.csv"): code, never a sentence of
 * the request. Read as prose, "explain what this does: find …" went to the letter explainer and
 * the command lost its meaning to a full stop added after it.
 */

// Commands that are only ever commands: their name and one argument say shell.
const TOOLS =
  'grep|egrep|rg|awk|gawk|sed|xargs|ls|rm|cp|mv|tar|curl|wget|git|docker|docker-compose|kubectl|helm|npm|npx|yarn|pnpm|pip3?|chmod|chown|chgrp|ssh|scp|rsync|uniq|wc|pkill|killall|systemctl|journalctl|crontab|ffmpeg|magick|brew|apt|apt-get|yum|dnf|pacman|mkdir|rmdir|gzip|gunzip|unzip|python3?|perl|jq|yq|openssl|certbot|psql|mysql|mysqldump|pg_dump|sqlite3|sudo|nohup|tee|ping|dig|nslookup|netstat|lsof|aws|gcloud|az|terraform|ansible|cargo|rustc|gcc|clang|javac|mvn|gradle|pandoc|exiftool|sips|launchctl|robocopy|xcopy|chmod|ssh-keygen|scp|nc|nmap|tmux|screen|vim|nano|cron|sh|bash|zsh';
// Everyday words that are also commands ("find", "sort", "cat"): they need a flag, a pipe, a
// glob or a path before they count.
const WORDS =
  'find|sort|cut|head|tail|cat|kill|make|touch|convert|tr|ps|ln|du|df|zip|top|history|export|source|alias|go|less|diff|mount|node|java|open|echo|defaults|date|cd|env|test|watch|time|yes|file|which|man|kubectl';

const TOOL_START = new RegExp(String.raw`^\s*(?:\$\s+)?(?:sudo\s+)?(?:${TOOLS})(?:\s+\S|\s*$)`, 'u');
const WORD_START = new RegExp(String.raw`^\s*(?:\$\s+)?(?:sudo\s+)?(?:${WORDS})\s+\S`, 'u');
// A flag, a pipe, a redirection, a substitution, a glob, a path, find's "{}" or git's "HEAD~3".
const SHELL_SIGN =
  /\s--?[A-Za-z][\w-]*(?=[\s=]|$)|\s\|\s*\S|\s>>?\s?\S|\$\(|\s&&\s|'\{|\{\}|\*\.\w+|(?:^|\s)(?:~|\.{1,2})?\/[\w.*-]|HEAD[~^]\d*/u;
const STRONG_SIGN = /\s--?[A-Za-z][\w-]*(?=[\s=]|$)|\s\|\s*\S|\{\}|\*\.\w+|\$\(/u;
// Prose that starts with a command word ("find the best flight…"): two of these and it's a sentence.
const PROSE_WORDS =
  /\b(?:the|my|is|are|how|what|why|can|should|would|i|you|me|please|to|a|an|of|for|and|with)\b/giu;
const QUOTED = /"[^"\n]*"|'[^'\n]*'|`[^`\n]*`/gu;

export function isShellCommandLine(line: string): boolean {
  if (line.length > 400 || /[.?!]["')\]]?\s*$/u.test(line.replace(QUOTED, '""'))) return false;
  const tool = TOOL_START.test(line);
  if (!tool && !WORD_START.test(line)) return false;
  const bare = line.replace(QUOTED, '""');
  if ((bare.match(PROSE_WORDS) ?? []).length >= 2) return false;
  return tool ? SHELL_SIGN.test(bare) || /\s'\S/u.test(line) : STRONG_SIGN.test(bare);
}
