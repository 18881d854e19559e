import { isToolLine } from './material-tool-lines';
import { isShellCommandLine } from './shell-line';
import { EMAIL_HEADER, END, GREETING, SIGN_OFF, SUBJECT_HEADER, THREAD_MARK, re } from './material-words';
import { isMathsLine } from './material-maths';

/**
 * Line-level shapes of pasted material: code, logs, CSV and markdown tables, email parts,
 * quotes, indentation. Each test looks at one line, so a scan stays linear.
 */

export const isBlank = (line: string): boolean => line.trim() === '';

export const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})[ \t]*([^`\n]*)$/u;

export function isFenceClose(line: string, fence: string): boolean {
  const t = line.trim();
  if (t.length < fence.length) return false;
  const ch = fence[0] ?? '`';
  for (const c of t) if (c !== ch) return false;
  return /^ {0,3}\S/u.test(line);
}

// --- code -------------------------------------------------------------------------------------
const STRONG_CODE =
  /^\s*(def |class \w|async def |function\b|const \w|let \w|var \w|import |from \S+ import|export |return\b|if\s*\(|for\s*\(|while\s*\(|public |private |protected |static |#include|package \w|func \w|fn \w|impl |struct |interface \w|SELECT\b|INSERT\b|UPDATE \w+ SET|DELETE FROM|CREATE (TABLE|INDEX|VIEW)|ALTER TABLE|print\(|console\.\w|System\.out|echo |\$ \w|<\/?[a-z][\w-]*(\s[^>]*)?>\s*$|@\w+\(?|<\?(?:php\b|=)|\?>\s*$|<%[=#-]?|%>\s*$|#!\/|<!(?:DOCTYPE|doctype)\b|\{%-?\s*(?:if|for|block|extends|include|macro|set|end\w*|else)\b|try:|except\b|elif |else:|with \w.* as \w+:|(FROM|JOIN|LEFT JOIN|RIGHT JOIN|INNER JOIN|WHERE|GROUP BY|ORDER BY|HAVING|LIMIT|UNION|VALUES|AND|OR|ON|SET|RETURNING)\b)/u;
/**
 * Config that is code to review: a crontab entry (five schedule fields, one a "*", then the
 * command) and a Dockerfile instruction with the argument only a Dockerfile gives it ("RUN npm
 * install", "EXPOSE 3000"); "RUN 5K ON SATURDAY" stays prose.
 */
// (Used with test() only: the schedule fields are matched first, in a lookahead, so a line of
// words fails at its first letter before the "a star among the first five fields" walk.)
const CRON_ENTRY = /^\s*(?=(?:[\d*/,-]+\s+){4}[\d*/,A-Za-z-]+\s+[~/.$\w])(?:\S+\s+){0,4}\S*\*/u;
/** A crontab entry ("0 3 * * * /bin/sync.sh"): its stars are no bullets and no comment marks. */
export const isCronEntry = (line: string): boolean => CRON_ENTRY.test(line);
const CONFIG_CODE =
  /^(?:RUN (?:apt-get|apt|apk|yum|dnf|pip3?|npm|npx|yarn|pnpm|go|cargo|mvn|gradle|mkdir|chmod|chown|curl|wget|useradd|adduser|addgroup|cd|echo|rm|cp|ln|python3?|node|bundle|gem|composer|dotnet|make|sh|bash|set)\b|(?:RUN|CMD|ENTRYPOINT) \[|CMD [a-z]|WORKDIR [/$]|EXPOSE \d|HEALTHCHECK (?:CMD|NONE|--\w)|(?:ENV|ARG) [A-Z_][A-Z0-9_]*(?:=|\s+\S|\s*$)|VOLUME [[/]|STOPSIGNAL [A-Z0-9]|COPY (?:--\w|\S+ \S+\s*$)|ENTRYPOINT [a-z/])/u;
// No trailing comma: prose lines end in commas too ("a dragon,\na princess,").
const TRAILING_CODE = /([;{}([]|\):|=>|\)\s*\{)\s*$/u;
const ASSIGNMENT = /^\s*[\w.[\]'"]+\s*(=|\+=|-=|:=)\s*\S/u;
const CALL = /^\s*[\w.]+\([^)]*\)\s*;?\s*$/u;
const CLOSING = /^\s*[}\])][;,)]*\s*$/u;
// "{items.map(item => <CartRow item={item} />)}": a component tag or an arrow function.
const JSX_OR_ARROW = /<[A-Z][\w.]*(?:\s[^<>]*)?\/?>|\b\w+\s*=>\s*[{(<\w]/u;
const COMMENT = /^\s*(#(?!#)|\/\/|\/\*|\*\/|--\s)/u;
/**
 * The words that close a block in Ruby, Lua, shell, VB and PHP's templates ("end", "fi", "done",
 * "esac", "End Sub"): alone on a line they end the code above, they are never a sentence.
 */
const BLOCK_END =
  /^\s*(?:end|fi|done|esac|endif|endfor|endforeach|endwhile|endfunction|endmodule|wend|End (?:Sub|Function|If|Class|Module|Select|Property|With))\b[;,)}\].]*\s*$/u;
/** Kotlin's and Swift's declarations: "data class User(…)", "override fun onCreate(…)", "val x = 1". */
const DECLARATION =
  /^\s*(?:(?:data|sealed|enum|abstract|open|inner)\s+class\s+\w|(?:(?:override|private|internal|suspend|inline)\s+)*fun\s+[\w.<>]+\s*\(|(?:private\s+)?val\s+\w+\s*[:=]|guard\s+let\s+\w)/u;
/**
 * A block opener or a branch with no brace to show it: shell's "while true; do", "if [ -f x ];
 * then", "case "$1" in", "else"; Lua's "local function clamp(x)", Ruby's "elsif x > 2".
 */
const BLOCK_OPEN =
  /^\s*(?:(?:if|elif|while|until|for)\s.*;\s*(?:then|do)|for [a-z_]\w*(?:, ?[a-z_]\w*)* in [\w.]+(?:\([^()]*\))?:|case\s+\S+\s+in|else|elsif\s\S.*|rescue(?:\s+[A-Z]\w*)?(?:\s+=>\s+\w+)?|ensure|local\s+(?:function\s+[\w.:]+\s*\(.*|[\w, ]+=\s*\S.*))\s*$/u;

/**
 * "'use client'", "\"use strict\";": a directive opens a JavaScript file, so it opens the pasted
 * code; read as prose it was pulled out of the code block into the task.
 */
const DIRECTIVE = /^\s*(["'])use (?:client|server|strict|asm)\1;?\s*$/u;

/** A file's first line: a shebang or a directive ("#!/usr/bin/env node", "'use client'"). */
export const isFileOpener = (line: string): boolean => /^#!\//u.test(line) || DIRECTIVE.test(line);

// "5  path = os.path.join(...)", "12 | return x", "7: }": code pasted from an editor or a diff
// viewer keeps its line numbers; the code is what follows them. "1." and "1)" stay list items.
const LINE_NUMBER = /^[ \t]*\d{1,4}(?:[ \t]*[:|][ \t]?|[ \t]+)(?=\S)/u;

/** The line without an editor's line number in front ("5  x = 1" → "x = 1"). */
export const withoutLineNumber = (line: string): string => line.replace(LINE_NUMBER, '');

/** Every non-blank line starts with a number: an editor's numbered listing, not prose. */
export const isNumberedListing = (text: string): boolean => {
  const lines = text.split('\n').filter((l) => !isBlank(l));
  return lines.length >= 2 && lines.every((l) => LINE_NUMBER.test(l) || /^[ \t]*\d{1,4}[ \t]*$/u.test(l));
};

/** A line that reads as code, not prose (prose ends in a full stop, code rarely does). */
export function isCodeLine(raw: string): boolean {
  if (isBlank(raw)) return false;
  const line = withoutLineNumber(raw);
  if (
    DIRECTIVE.test(line) ||
    STRONG_CODE.test(line) ||
    CONFIG_CODE.test(line) ||
    CRON_ENTRY.test(line) ||
    isShellCommandLine(line)
  )
    return true;
  if (/[.?!]\s*$/u.test(line) && !/\)\.\w/u.test(line)) return false;
  // A student's working ("u = x, dv = e^x dx") is the user's maths, not code to debug.
  if (isMathsLine(line)) return false;
  return (
    TRAILING_CODE.test(line) ||
    ASSIGNMENT.test(line) ||
    CALL.test(line) ||
    CLOSING.test(line) ||
    BLOCK_END.test(line) ||
    BLOCK_OPEN.test(line) ||
    DECLARATION.test(line) ||
    JSX_OR_ARROW.test(line)
  );
}

export const isStrongCodeLine = (line: string): boolean => {
  const bare = withoutLineNumber(line);
  return (
    DIRECTIVE.test(bare) ||
    STRONG_CODE.test(bare) ||
    CONFIG_CODE.test(bare) ||
    CRON_ENTRY.test(bare) ||
    isShellCommandLine(bare)
  );
};

// Marks prose almost never has: a call with no space before "(", code operators, code words,
// a statement's end, a variable sigil, a quoted argument.
const CODE_MARKS: readonly RegExp[] = [
  /[\w$][\w$.]*\(/u,
  /=>|===|!==|[=!<>]=|&&|\|\||\+=|-=|::|->/u,
  /\b(?:const|let|var|function|return|def|await|async|lambda|elif|null|undefined|None|nil|self\.|this\.)\b/u,
  /[;{}]\s*$/u,
  /(?:^|[\s(])\$\w+/u,
  /\(\s*["'`][^"'`]*["'`]\s*[,)]/u,
];

/**
 * One line pasted after "Review this route:" is code when it reads as code and carries at least
 * two marks of it (`app.get("/f", (req, res) => …);`); "Call me (after 5pm);" carries one.
 */
export function isClearCodeLine(line: string): boolean {
  if (isStrongCodeLine(line)) return true;
  if (!isCodeLine(line)) return false;
  return CODE_MARKS.filter((mark) => mark.test(line)).length >= 2;
}
export const isJsxOrArrow = (line: string): boolean => JSX_OR_ARROW.test(line);

/** Inside a code block: indented continuation lines and comments belong to it. */
export const isCodeContinuation = (line: string): boolean =>
  isCodeLine(line) ||
  COMMENT.test(withoutLineNumber(line)) ||
  /^(\s{2,}|\t)\S/u.test(line) ||
  // A numbered listing's empty line keeps only its number.
  /^[ \t]*\d{1,4}[ \t]*$/u.test(line);

// --- logs -------------------------------------------------------------------------------------
/** The day a chat app writes before a message's time: "03/09 ", "3/9/24, ", "03.09.2024 ". */
const CHAT_DAY = String.raw`(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?,?\s+)?`;
const LOG_LINE = new RegExp(
  [
    // 2024-05-01 12:00:00, [2024-05-01T12:00:00Z], 2024/05/01 12:00:00 [error]
    String.raw`^\s*\[?\d{4}[-/]\d{2}[-/]\d{2}[T ]\d{2}:\d{2}`,
    // syslog: May  1 12:00:01 host ...
    String.raw`^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d{1,2} \d{2}:\d{2}:\d{2}`,
    // nginx/apache access: 127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.1"
    String.raw`^\S+ \S+ \S+ \[\d{2}/\w{3}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}\]`,
    // apache error: [Wed Oct 11 14:32:52 2000] [error]
    String.raw`^\[(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \w{3} +\d{1,2} `,
    // 12:00:01.123 ERROR ..., [12:00:01] INFO
    String.raw`^\s*\[?\d{2}:\d{2}:\d{2}(\.\d+)?\]? +\[?(TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL)\b`,
    String.raw`^\s*\[?(TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL|PANIC)\]?[:\s]\s*\S`,
    // stack traces (Python, Java, JS, Go)
    String.raw`^Traceback \(most recent call last\):`,
    // IPython prints the exception's name before it: "KeyError      Traceback (most recent call last)".
    String.raw`^[\w.]*(Error|Exception)\s+Traceback \(most recent call last\)`,
    String.raw`^\s+File "[^"]+", line \d+`,
    String.raw`^\s+at [\w.$<>\[\]/ -]+(\(.*\)|:\d+:\d+)\s*$`,
    String.raw`^(Exception in thread|Caused by:|panic:|goroutine \d+)`,
    // .NET: "Unhandled exception. System.NullReferenceException: …", "   at Shop.Orders.Save(Order o) in C:\src\Orders.cs:line 42"
    String.raw`^Unhandled exception\. [\w.]+(Exception|Error)\b`,
    String.raw`^\s+at [\w.$<>\[\]\x60]+\(.*\) in .+:line \d+\s*$`,
    String.raw`^\s*\.\.\. \d+ more\s*$`,
    // "Uncaught TypeError: …" is how browsers print a thrown error; the prefix is part of the log.
    String.raw`^(Uncaught (\(in promise\) )?)?[\w.]*(Error|Exception)(: .*)?$`,
    String.raw`^npm (ERR!|error)`,
    // Compiler diagnostics: rustc "error[E0502]: …", tsc "src/a.ts(3,5): error TS2345: …" or
    // "src/a.ts:3:5 - error TS2345: …", gcc/clang/go "main.c:3:5: error: …".
    String.raw`^(error|warning)\[E\d{4}\]: \S`,
    String.raw`^\S+\(\d+,\d+\): (error|warning) [A-Z]+\d+: `,
    String.raw`^\S+:\d+:\d+ - (error|warning) [A-Z]+\d+: `,
    String.raw`^[\w./\\-]+\.\w+:\d+(:\d+)?: (fatal error|error|warning|note): `,
    // React's development warnings and the line that names the component.
    String.raw`^(Warning: (Each child in a list|Can't perform a React state update|A component is changing|Failed prop type|validateDOMNesting|Encountered two children|Cannot update a component|Maximum update depth)|Check the render method of \x60)`,
    // docker compose: "postgres-1  | FATAL: ...", "api_1 | listening"
    String.raw`^[\w.-]+[-_]\d+\s+\|\s`,
    String.raw`^[\w.-]+[-_]\d+ exited with code \d+`,
    // chat transcripts: "[10:02] Customer: hi", "10:02 AM - Ana: ok"
    // (bracketed or dashed, so an agenda's "9:00 Standup: …" is not a chat). WhatsApp and
    // friends put a day before the time: "[03/09 08:01] Ana:", "03/09/2024, 08:01 - Ben:".
    String.raw`^\s*(\[${CHAT_DAY}\d{1,2}:\d{2}(:\d{2})?(\s?[AaPp]\.?[Mm]\.?)?\]\s*|${CHAT_DAY}\d{1,2}:\d{2}(:\d{2})?(\s?[AaPp]\.?[Mm]\.?)?\s+[-–]\s+)\p{L}[\p{L}\p{N} .'’-]{0,30}:\s`,
    // "[11:40] Andrés (vecino 2ºB): …", "[13:10] Unknown +34 611 20 45 87: …": a bracketed time
    // is a chat line whatever the sender's name holds.
    String.raw`^\s*\[${CHAT_DAY}\d{1,2}:\d{2}(:\d{2})?(\s?[AaPp]\.?[Mm]\.?)?\]\s*[^:\n]{1,40}:\s`,
  ].join('|'),
  'u',
);
export const isLogLine = (line: string): boolean => LOG_LINE.test(line) || isToolLine(line);
/**
 * "==== build 4821 ====", "----- end of run -----", "*** job started ***": a banner a build or
 * test runner prints around its log. Alone it proves nothing; next to log lines it is part of
 * the paste and must stay in it byte for byte.
 */
const LOG_BANNER = /^\s*([=*#~+-])\1{2,}[ \t]*[^\s=*#~+-][^\n]{0,80}?[ \t]*\1{3,}\s*$/u;
export const isLogBanner = (line: string): boolean => LOG_BANNER.test(line);
/**
 * Lines that only continue a log already started: rustc's "  --> src/main.rs:9:5" and its
 * "8 |  let …" gutter, "= note:" hints and closing advice; Go's "main.f(...)" frames and
 * "exit status 2". Alone they are too weak to start one (a "|" line may be a table).
 */
const LOG_CONTINUATION = new RegExp(
  [
    String.raw`^\s*-->\s+\S+:\d+`,
    String.raw`^\s*\d*\s*\|(\s|$)`,
    String.raw`^\s*= (note|help|warning): `,
    String.raw`^(error|warning)(\[\w+\])?: \S`,
    String.raw`^(For more information about (this|an) error|Some errors have detailed explanations)`,
    String.raw`^[\w./*()-]+\.[\w*()]+\([^()]*\)(\s+\+0x[0-9a-f]+)?\s*$`,
    String.raw`^exit status \d+\s*$`,
    // IPython/Jupyter: "Cell In[7], line 24", "---> 24 total = …", "File ~/venv/…/frame.py:3893, in f(x)".
    String.raw`^(Cell In\[\d*\], line \d+|Input In \[\d*\], in )`,
    String.raw`^\s*-*> ?\d+\s`,
    String.raw`^File [^\n]+:\d+, in \S`,
  ].join('|'),
  'u',
);
export const isLogContinuation = (line: string): boolean => LOG_CONTINUATION.test(line);

/** One of these alone is already a log worth keeping whole. */
const STRONG_LOG =
  /^(Traceback \(most recent call last\):|[\w.]*(?:Error|Exception)\s+Traceback \(most recent call last\)|(error|warning)\[E\d{4}\]: |\S+\(\d+,\d+\): error [A-Z]+\d+: |panic: |\S+ \S+ \S+ \[\d{2}\/\w{3}\/\d{4}:|Exception in thread|\s*\[?\d{4}[-/]\d{2}[-/]\d{2}[T ]\d{2}:\d{2}.*\b(ERROR|WARN|INFO|DEBUG|FATAL|error|warn|crit|emerg|alert|notice)\b)/u;
export const isStrongLog = (line: string): boolean => STRONG_LOG.test(line) || isToolLine(line);

// --- tables -----------------------------------------------------------------------------------
export const isPipeRow = (line: string): boolean => /^\s*\|.*\|\s*$/u.test(line);
export const isPipeSeparator = (line: string): boolean =>
  /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/u.test(line);

/**
 * Separators outside double quotes; -1 when a cell is prose (long, or more than four words
 * between commas) or the row ends like a sentence.
 */
export function delimitedCells(line: string, sep: ',' | '\t' | ';'): number {
  // `/[.?!:]\s*$/u.test(line)`: `trimEnd` drops exactly what `\s` matches.
  if ('.?!:'.includes(line.trimEnd().slice(-1) || '-')) return -1;
  const maxWords = sep === '\t' ? 12 : 4;
  let n = 0;
  let quoted = false;
  let cell = 0;
  let words = 0;
  let inWord = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === sep && !quoted) {
      if (cell > 60 || words > maxWords) return -1;
      n++;
      cell = 0;
      words = 0;
      inWord = false;
      continue;
    }
    cell++;
    const space = ch === ' ' || ch === '\t';
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return cell > 60 || words > maxWords ? -1 : n;
}

// --- email ------------------------------------------------------------------------------------
const HEADER = re(`^\\s*${EMAIL_HEADER}\\s*:[ \\t]*\\S`);
const DATE_HEADER = /^\s*(date|fecha|datum|data)\s*:/iu;
export const isHeaderLine = (line: string): boolean => HEADER.test(line);
export const isDateHeader = (line: string): boolean => DATE_HEADER.test(line);
const SUBJECT = re(`^\\s*${SUBJECT_HEADER}\\s*:[ \\t]*\\S`);
export const isSubjectHeader = (line: string): boolean => SUBJECT.test(line);
// "-----Original Message-----", "---------- Forwarded message ---------", "Begin forwarded
// message:": a rule of dashes on either side, or a colon after, sets it apart from a sentence.
const THREAD = re(
  `^\\s*(?:(?:[-_=]{2,}[ \\t]*${THREAD_MARK}${END}[ \\t]*:?[ \\t]*[-_=]*)|(?:${THREAD_MARK}${END}[ \\t]*(?::[ \\t]*[-_=]*|[-_=]{2,})))[ \\t]*$`,
);
export const isThreadSeparator = (line: string): boolean => THREAD.test(line);

const NAME = "\\p{Lu}[\\p{L}.'’-]*";
// "Hi Mr. Hartley,", "Dear J. Okafor,": a title's or an initial's period does not end the greeting.
const GREETING_NAME = String.raw`(?:[^\n,!:;.?]|(?<=(?:^|[\s.])\p{Lu})\.|(?<=(?:^|\s)(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sr|Sra|Srta|Hr|Fr|St))\.)`;
const GREETING_LINE = re(`^\\s*${GREETING}${END}(?:[ \\t]+${GREETING_NAME}{1,50})?[ \\t]*[,:!]?[ \\t]*$`);
const SIGN_OFF_LINE = re(`^\\s*${SIGN_OFF}${END}[ \\t]*[,.!]?[ \\t]*$`);
const SIGN_OFF_THEN = re(`^\\s*${SIGN_OFF}${END}[ \\t]*[,-][ \\t]*`);
// Case-sensitive: the name after "Thanks," starts with a capital.
const NAMES = new RegExp(`^${NAME}(?:[ \\t]+${NAME}){0,2}[ \\t]*$`, 'u');
// "P. Olsen", "Dr. Amy Lee": an initial's or a title's period does not end a sentence.
const NAME_LINE =
  /^\s*\p{Lu}(?:[^\n.!?]|(?<=(?:^|[\s.])\p{Lu})\.|(?<=(?:^|\s)(?:Dr|Mr|Mrs|Ms|Prof|Jr|Sr|St))\.){0,60}$/u;

export const isGreetingLine = (line: string): boolean => line.length <= 70 && GREETING_LINE.test(line);
export const isSignOffLine = (line: string): boolean => SIGN_OFF_LINE.test(line);
export function isSignOffWithName(line: string): boolean {
  const m = SIGN_OFF_THEN.exec(line);
  return m !== null && NAMES.test(line.slice(m[0].length));
}
export const isNameLine = (line: string): boolean =>
  NAME_LINE.test(line) && line.trim().split(/\s+/u).length <= 8;

// --- quotes, indentation, lists ---------------------------------------------------------------
export const isQuoteLine = (line: string): boolean => /^ {0,3}>/u.test(line);
export const isIndented = (line: string): boolean => /^( {4}|\t)\s*\S/u.test(line);
// "* * * * * cd /srv && ./run.sh" is a crontab entry, not a bullet.
export const isListItem = (line: string): boolean =>
  /^\s*([-*+•]|\d+[.)])\s+\S/u.test(line) && !CRON_ENTRY.test(line);

/** A "---" / "***" / "===" rule the user typed between pasted pieces. */
export const isRuleLine = (line: string): boolean => /^ {0,3}([-*_=])(?:[ \t]*\1){2,}[ \t]*$/u.test(line);
