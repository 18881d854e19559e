/**
 * A pasted stack trace read the way a debugger reads it: which error was raised, and in which
 * frame of the user's own code (not a library's, not the runtime's). The root-cause line names
 * both, so the model starts where the error happened instead of listing generic causes.
 * Python, JavaScript/Node, Java/Kotlin, C# and Go traces; anything else gives null.
 */
import type { Analysis } from '../analysis/types';

export interface TraceFacts {
  /** `TypeError`, `NullPointerException`, `panic: runtime error` → `panic`. */
  error: string;
  /** The user's function where it was raised, or null when no frame of theirs is shown. */
  fn: string | null;
  /** `app.py:6`, `src/components/ProductList.jsx:12`: file and line, the same in every language. */
  place: string | null;
}

/** Library and runtime paths: a frame there is never where the user's bug is. */
const LIBRARY =
  /node_modules|site-packages|dist-packages|\/lib\/python|<frozen|node:internal|internal\/|(?:^|[\\/"])(?:manage|wsgi|asgi|runpy)\.py|^\s*at (?:java|javax|jakarta|jdk|sun|kotlin|org\.(?:junit|springframework|hibernate|apache|eclipse|postgresql)|com\.(?:zaxxer|mysql|fasterxml|google)|io\.(?:netty|micronaut|quarkus)|reactor|System|Microsoft)\.|\/usr\/(?:local\/)?go\/|runtime\/|^\s*(?:runtime|testing|net\/http|reflect)\./u;

const PY_FRAME = /^\s*File "([^"]+)", line (\d+), in (\S+)/u;
const PY_ERROR = /^([A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt|Warning|NotFound|Iteration))\b(?::|$)/u;
const JS_ERROR = /^(?:Uncaught\s+)?((?:[A-Z]\w*)?(?:Error|Exception))(?:\s*\[[\w_]+\])?:\s/u;
const JS_FRAME =
  /^\s*at (?:(?:async |new )?([\w$.<>]+) )?\(?((?:[A-Za-z]:)?[^():\s]+):(\d+)(?::\d+)?\)?\s*$/u;
const JAVA_ERROR =
  /(?:^Exception in thread "[^"]*"\s+|^Caused by:\s+|^(?:Unhandled exception\.\s+)?)((?:[A-Za-z]\w*\.)+([A-Z]\w*(?:Exception|Error)))\b/u;
const JAVA_FRAME = /^\s*at ([\w$.]+)\.([\w$<>]+)\(([\w$]+\.(?:java|kt|scala)):(\d+)\)/u;
const CS_FRAME = /^\s*at ([\w.`<>]+)\.([\w<>]+)\([^)]*\)(?: in (.+?):line (\d+))?/u;
const GO_PANIC = /^panic: (.*)$/mu;
const GO_FUNC = /^((?:[\w./-]+\.)+\w[\w.]*)\(.*\)\s*$/u;
const GO_PLACE = /^\s+(\S+\.go):(\d+)/u;

const base = (path: string) => path.split(/[\\/]/u).pop() ?? path;

function python(lines: readonly string[]): TraceFacts | null {
  const error = [...lines]
    .reverse()
    .map((l) => PY_ERROR.exec(l.trim())?.[1])
    .find(Boolean);
  if (!error || !lines.some((l) => PY_FRAME.test(l))) return null;
  // The last frame of the user's own code is where the error surfaced in it.
  const frame = [...lines]
    .reverse()
    .map((l) => PY_FRAME.exec(l))
    .find((m) => m && !LIBRARY.test(m[1] ?? ''));
  // "<module>", "<listcomp>", "<lambda>" name no function the user wrote: the place says more.
  const fn = frame?.[3] && !frame[3].startsWith('<') ? frame[3] : null;
  return {
    error: error.split('.').pop() ?? error,
    fn,
    place: frame ? `${base(frame[1] ?? '')}:${frame[2]}` : null,
  };
}

function java(lines: readonly string[]): TraceFacts | null {
  // The last "Caused by" is the root; without one, the first exception line.
  const errors = lines.map((l) => JAVA_ERROR.exec(l.trim())).filter((m) => m !== null);
  const root = errors.find((m) => m[0].startsWith('Caused by')) ? errors.at(-1) : errors[0];
  if (!root) return null;
  for (const line of lines) {
    const j = JAVA_FRAME.exec(line);
    if (j && !LIBRARY.test(line))
      return {
        error: root[2] ?? '',
        fn: `${base((j[1] ?? '').replace(/\./gu, '/'))}.${j[2]}`,
        place: `${j[3]}:${j[4]}`,
      };
    const c = CS_FRAME.exec(line);
    if (c && !LIBRARY.test(line))
      return {
        error: root[2] ?? '',
        fn: `${base((c[1] ?? '').replace(/\./gu, '/'))}.${c[2]}`,
        place: c[3] ? `${base(c[3])}:${c[4]}` : null,
      };
  }
  return { error: root[2] ?? '', fn: null, place: null };
}

function javascript(lines: readonly string[]): TraceFacts | null {
  const first = lines.findIndex((l) => JS_ERROR.test(l.trim()));
  if (first < 0) return null;
  const error = JS_ERROR.exec(lines[first]!.trim())?.[1] ?? '';
  const frames = lines.slice(first + 1).map((l) => JS_FRAME.exec(l));
  if (!frames.some(Boolean)) return null;
  const own = frames.find((m) => m && !LIBRARY.test(m[2] ?? ''));
  if (!own) return { error, fn: null, place: null };
  const fn = own[1] && !/^(?:Object\.<anonymous>|<anonymous>|process\.\w+)$/u.test(own[1]) ? own[1] : null;
  return { error, fn, place: `${(own[2] ?? '').replace(/^.*?(?=src\/|app\/|lib\/)/u, '')}:${own[3]}` };
}

function go(text: string, lines: readonly string[]): TraceFacts | null {
  if (!GO_PANIC.test(text)) return null;
  for (let i = 0; i < lines.length - 1; i++) {
    const fn = GO_FUNC.exec(lines[i]!.trim());
    const place = GO_PLACE.exec(lines[i + 1]!);
    if (fn && place && !LIBRARY.test(`${fn[1]} ${place[1]}`))
      return {
        error: 'panic',
        fn: (fn[1] ?? '').split('/').pop() ?? null,
        place: `${base(place[1] ?? '')}:${place[2]}`,
      };
  }
  return { error: 'panic', fn: null, place: null };
}

/** The error and the user's frame of a pasted trace, from the whole prompt (an error line may sit in the request). */
export function traceFacts(analysis: Analysis): TraceFacts | null {
  const text = analysis.rough;
  const lines = text.split('\n');
  return python(lines) ?? java(lines) ?? go(text, lines) ?? javascript(lines);
}
