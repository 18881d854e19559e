/**
 * Where code must run and what it may use, typed as fragments: "python 3.9.", "Macos.", ", stdlib
 * only", "no external tools". Left as they are they read as broken instructions ("Macos."), so
 * they become full sentences (code-env-lines.ts), and a shell script on macOS gets the BSD line.
 */
import type { Analysis } from '../analysis/types';
import { CODE_ENV } from '../i18n/scaffold/code-env-lines';
import { capitalised } from './sentences';
import { unicodeWords } from '../grammar/unicode-words';

const RUNTIMES: Readonly<Record<string, string>> = {
  python: 'Python',
  python3: 'Python',
  py: 'Python',
  node: 'Node.js',
  nodejs: 'Node.js',
  'node.js': 'Node.js',
  java: 'Java',
  jdk: 'Java',
  php: 'PHP',
  ruby: 'Ruby',
  go: 'Go',
  golang: 'Go',
  typescript: 'TypeScript',
  bash: 'Bash',
  powershell: 'PowerShell',
  kotlin: 'Kotlin',
  swift: 'Swift',
  rust: 'Rust',
  perl: 'Perl',
};
const RUNTIME = new RegExp(
  `(?<![\\p{L}.])(${Object.keys(RUNTIMES).join('|')})\\s?v?(\\d+(?:\\.\\d+){0,2})(?![\\d.]*\\d)`,
  'iu',
);
const OS =
  /(?<![\p{L}])(mac ?os(?: ?x)?|os ?x|mac|macbook|windows(?: 1[01])?|win ?1[01]|linux|ubuntu(?: \d\d\.\d\d)?)(?![\p{L}])/iu;
/** "stdlib only", "no external libraries", "sin dependencias": the standard library only. */
const STDLIB =
  /(?<![\p{L}])(?:(?:stdlib|standard library|standard lib) only|only (?:the )?(?:stdlib|standard library)|no (?:external |third[- ]party )?(?:libs|libraries|packages|modules|dependencies|deps|pip installs?)|without (?:any )?(?:external |third[- ]party )?(?:libraries|packages|dependencies)|sin (?:librer[ií]as|bibliotecas|dependencias|paquetes)(?: externas| externos)?|solo (?:la )?biblioteca est[aá]ndar|sans (?:biblioth[eè]ques?|d[eé]pendances?|paquets?)(?: externes?)?|biblioth[eè]que standard uniquement|ohne (?:externe )?(?:bibliotheken|abh[aä]ngigkeiten|pakete)|nur (?:die )?standardbibliothek|senza (?:librerie|dipendenze|pacchetti)(?: esterne| esterni)?|solo (?:la )?libreria standard|sem (?:bibliotecas|depend[eê]ncias|pacotes)(?: externas| externos)?|s[oó] (?:a )?biblioteca padr[aã]o)(?![\p{L}])/iu;
/** "no external tools", "built-in tools only": nothing the system does not already have. */
const BUILT_IN =
  /(?<![\p{L}])(?:no (?:external|extra|additional|third[- ]party) (?:tools|programs|software|utilities)|(?:only )?built[- ]in tools(?: only)?|nothing (?:to|extra to) install|no installs?|without installing anything|sin herramientas externas|sin instalar nada|sans outils? externes?|sans rien installer|ohne externe (?:tools|werkzeuge|programme)|ohne (?:etwas )?(?:zu )?installieren|senza strumenti esterni|senza installare nulla|sem ferramentas externas|sem instalar nada)(?![\p{L}])/iu;
/** Words that may sit around the parts of a fragment ("on macos", "python 3.9 and stdlib only"). */
const GLUE =
  /^(?:on|for|in|with|and|using|target(?:ing)?|runs?|running|only|must|it|should|work|version|sur|sous|en|avec|et|auf|unter|mit|und|su|con|e|y|no|na|em|com|para|pour|f[uü]r)$/iu;

interface Env {
  runtime: string | null;
  os: string | null;
  stdlib: boolean;
  builtIn: boolean;
}

function osName(raw: string): string {
  const w = raw.toLowerCase();
  if (/^(?:mac|os ?x)/.test(w)) return 'macOS';
  if (/^win/.test(w)) return `Windows${/1[01]/.exec(w)?.[0] ? ` ${/1[01]/.exec(w)![0]}` : ''}`;
  if (w.startsWith('ubuntu')) return `Ubuntu${w.slice(6)}`;
  return 'Linux';
}

/** The parts of a fragment that says only where code runs and what it may use, or null. */
function fragment(text: string): Env | null {
  let rest = text.trim().replace(/[.!;:]+$/u, '');
  if (rest === '' || rest.length > 80) return null;
  const env: Env = { runtime: null, os: null, stdlib: false, builtIn: false };
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(rest);
    if (m) rest = rest.slice(0, m.index) + ' ' + rest.slice(m.index + m[0].length);
    return m;
  };
  env.stdlib = take(STDLIB) !== null;
  env.builtIn = take(BUILT_IN) !== null;
  const runtime = take(RUNTIME);
  if (runtime) env.runtime = `${RUNTIMES[runtime[1]!.toLowerCase()] ?? runtime[1]!} ${runtime[2]!}`;
  const os = take(OS);
  if (os) env.os = osName(os[1]!);
  const left = rest.split(/[\s,/+&-]+/u).filter((w) => w !== '');
  if (!left.every((w) => GLUE.test(w))) return null;
  return env.runtime || env.os || env.stdlib || env.builtIn ? env : null;
}

function sentencesFor(env: Env, language: string): string[] {
  const t = CODE_ENV[language];
  if (!t) return [];
  return [
    env.runtime ? t.target(env.runtime) : null,
    env.os && env.builtIn ? t.runsOnBuiltIn(env.os) : env.os ? t.runsOn(env.os) : null,
    env.stdlib ? t.stdlib : null,
    env.builtIn && !env.os ? t.builtIn : null,
  ].filter((s): s is string => s !== null);
}

/** The unit with its fragment sentences and trailing ", fragment" clauses cut out, and what they said. */
function split(unit: string): { kept: string; envs: Env[] } {
  const envs: Env[] = [];
  const sentences = unit.split(/(?<=[.!?])\s+/u);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const whole = fragment(sentence);
    if (whole) {
      envs.push(whole);
      continue;
    }
    // "…from a webpage, stdlib only." / "…chaque soir, sur mac.": the clause after the last comma.
    const comma = sentence.lastIndexOf(',');
    const tail = comma > 0 ? fragment(sentence.slice(comma + 1)) : null;
    if (tail && sentence.slice(0, comma).trim().split(/\s+/).length >= 3) {
      envs.push(tail);
      kept.push(sentence.slice(0, comma).trimEnd() + (/[?!]\s*$/.test(sentence) ? '?' : '.'));
      continue;
    }
    kept.push(sentence);
  }
  return { kept: kept.join(' '), envs };
}

/** A shell script or command (folded words of the request). */
const SHELL =
  /(?<![\p{L}])(?:bash|zsh|sh|shell|terminal|one[- ]?liners?|sed|awk|grep|xargs|find command|commande|comando|befehl|kommandozeile)(?![\p{L}])/iu;
/** A script that deletes, renames or moves files (verb), and the files it works on (object). */
const CHANGES_FILES = unicodeWords(
  /\b(?:delet\w*|remov\w*|clean(?:s|ing)? up|purg\w*|wip\w*|overwrit\w*|renam\w*|mov(?:e|es|ing)|borr\w*|elimin\w*|renombr\w*|muev\w*|mover|supprim\w*|effac\w*|renomm\w*|déplac\w*|lösch\w*|entfern\w*|umbenenn\w*|benennt|verschieb\w*|cancell\w*|rinomin\w*|spost\w*|apag\w*|exclu\w*|renome\w*)\b/i,
);
const FILES = unicodeWords(
  /\b(?:files?|folders?|director(?:y|ies)|images|photos|pictures|logs?|backups?|archivos|ficheros|carpetas|fotos|fichiers|dossiers|images|dateien|ordner|bilder|fotos|cartelle|immagini|arquivos|pastas|imagens)\b|\.(?:jpe?g|png|heic|pdf|txt|csv|log|tmp|mp3|mp4)\b/i,
);
const MAC = /(?<![\p{L}])(?:mac ?os(?: ?x)?|os ?x|mac|macbook)(?![\p{L}])/iu;

export interface Sorted {
  task: string;
  context: string[];
  requirements: string[];
}

/**
 * For code to write: fragments about runtime, platform and allowed tools become sentences at the
 * head of the requirements (cut from where they were typed). Returns the lines for the guidance:
 * the BSD line for a shell script on macOS, a dry run for a script that changes files.
 */
export function codeEnvironment(analysis: Analysis, sorted: Sorted, command: boolean): string[] {
  const { kind, confidence } = analysis.classification;
  const t = CODE_ENV[analysis.language];
  if (!t || !(command || ((kind === 'code' || kind === 'tests') && confidence >= 0.6))) return [];
  const envs: Env[] = [];
  const task = split(sorted.task);
  if (task.envs.length > 0 && task.kept.trim() !== '') {
    envs.push(...task.envs);
    sorted.task = capitalised(task.kept.trim());
  }
  for (const list of [sorted.requirements, sorted.context]) {
    for (let i = list.length - 1; i >= 0; i--) {
      const unit = split(list[i]!);
      if (unit.envs.length === 0) continue;
      envs.unshift(...unit.envs);
      if (unit.kept.trim() === '') list.splice(i, 1);
      else list[i] = unit.kept;
    }
  }
  if (envs.length > 0) {
    const merged: Env = {
      runtime: envs.find((e) => e.runtime)?.runtime ?? null,
      os: envs.find((e) => e.os)?.os ?? null,
      stdlib: envs.some((e) => e.stdlib),
      builtIn: envs.some((e) => e.builtIn),
    };
    const lines = sentencesFor(merged, analysis.language).filter((l) => !sorted.requirements.includes(l));
    sorted.requirements.unshift(...lines);
  }
  const request = analysis.request;
  return [
    MAC.test(request) && SHELL.test(request) ? t.bsd : null,
    // A one-liner's format asks for its own dry run (code-asks.ts); a script needs the line.
    !command && kind === 'code' && CHANGES_FILES.test(request) && FILES.test(request) ? t.dryRun : null,
  ].filter((l): l is string => l !== null);
}
