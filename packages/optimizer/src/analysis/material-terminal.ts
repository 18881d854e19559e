import { isBlank } from './material-lines';
import { isShellCommandLine } from './shell-line';
import type { Found, Lines } from './material-scan';

/**
 * A terminal session pasted as it was on screen: a prompt and the command typed after it
 * ("$ kubectl get pods -n staging", "PS C:\Users\dana> Get-Service", ">>> df.head()"), then what
 * the tool printed. Everything up to the user's own words is one log block, byte for byte: read
 * line by line, a column header ("NAME READY STATUS RESTARTS AGE") became an instruction with a
 * full stop added, a pod name was recapitalised and the command was split from its output.
 */

// "$ ", "user@host:~/app$ ", "# " before a command, "PS C:\x> ", "C:\x>", ">>> ", "In [3]: ", "mysql> ".
// "$ 500 is my budget" is money, and ">>> On Monday Tom wrote:" a thrice-quoted email: a Python
// prompt needs code after it (a call, an assignment, an import).
const PROMPT =
  /^(?:\$ (?![\d.,]+\b)\S|[\w.-]+@[\w.-]+:[^\s$#]*[$#] \S|PS [A-Za-z]:\\[^>\n]*> ?\S|[A-Za-z]:\\[^>\n]*>\S|>>> (?=[^\n]*[(=[]|(?:import|from|print|help)\b)\S|In \[\d+\]: \S|(?:mysql|postgres|psql|sqlite|irb\([^)]*\)[:\d]*|redis[^>\s]*)[=#>]+ ?\S)/u;
/** "# " before a line is a root prompt only when a command follows (else a markdown heading). */
const ROOT_PROMPT = /^# (?=\S)/u;
/** The user asking about the session: "why is West NaN here?", "how do I fix it?" */
const USER_QUESTION =
  /^(?:why|how|what|which|where|when|who|can|could|should|would|is|are|does|do|did|any ?idea|so|help|pourquoi|comment|warum|wie|por ?qué|cómo|perché|come|なぜ|どう)\b.*[?？]\s*$/iu;

export function isPromptLine(line: string): boolean {
  if (PROMPT.test(line)) return true;
  return ROOT_PROMPT.test(line) && isShellCommandLine(line.slice(2));
}

/**
 * From a prompt line on: its output runs until a blank line that no further prompt follows,
 * or until the user's question. A lone prompt with nothing printed is left to the other
 * detectors (a single command to explain).
 */
export function terminalSession(doc: Lines, i: number): Found | null {
  if (!isPromptLine(doc.line(i))) return null;
  let last = i;
  for (let k = i + 1; k < doc.n; k++) {
    const t = doc.line(k);
    if (isBlank(t)) {
      const next = doc.nextNonBlank(k + 1);
      if (next < doc.n && isPromptLine(doc.line(next))) continue;
      break;
    }
    if (USER_QUESTION.test(t.trim()) && !isPromptLine(t)) break;
    last = k;
  }
  if (last === i) return null;
  return { block: doc.block(i, last, 'log', null), next: last + 1 };
}
