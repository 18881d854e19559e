/**
 * The task line for a short request for a script in another language, typed as a noun phrase
 * ("script bash para renombrar archivos por fecha", "python skript zum umbenennen von dateien"):
 * one grammatical sentence in the request's language, the programming language named properly
 * ("Escribe un script en Bash para renombrar archivos por fecha."). The user's words after the
 * linking word stay as written.
 */

const NAMES: Readonly<Record<string, string>> = {
  bash: 'Bash',
  sh: 'Bash',
  shell: 'Bash',
  zsh: 'Zsh',
  powershell: 'PowerShell',
  python: 'Python',
  python3: 'Python',
  javascript: 'JavaScript',
  js: 'JavaScript',
  node: 'Node.js',
  typescript: 'TypeScript',
  php: 'PHP',
  ruby: 'Ruby',
  perl: 'Perl',
  vba: 'VBA',
  sql: 'SQL',
  go: 'Go',
  golang: 'Go',
  rust: 'Rust',
  java: 'Java',
};
const LANG = `(${Object.keys(NAMES).join('|')})`;

interface Shape {
  readonly pattern: RegExp;
  readonly render: (lang: string | null, link: string, rest: string) => string;
}

const SHAPES: Readonly<Record<string, Shape>> = {
  es: {
    pattern: new RegExp(`^(?:un )?(?:script|programa)(?: (?:en|de))? ?${LANG}? (para|que) (.+)$`, 'iu'),
    render: (lang, link, rest) => `Escribe un script${lang ? ` en ${lang}` : ''} ${link} ${rest}.`,
  },
  pt: {
    pattern: new RegExp(`^(?:um )?(?:script|programa)(?: (?:em|de))? ?${LANG}? (para|pra|que) (.+)$`, 'iu'),
    render: (lang, link, rest) => `Escreva um script${lang ? ` em ${lang}` : ''} ${link} ${rest}.`,
  },
  fr: {
    pattern: new RegExp(`^(?:un )?(?:script|programme)(?: en)? ?${LANG}? (pour|qui) (.+)$`, 'iu'),
    render: (lang, link, rest) => `Écrivez un script${lang ? ` ${lang}` : ''} ${link} ${rest}.`,
  },
  it: {
    pattern: new RegExp(`^(?:uno )?(?:script|programma)(?: in)? ?${LANG}? (per|che) (.+)$`, 'iu'),
    render: (lang, link, rest) => `Scrivi uno script${lang ? ` in ${lang}` : ''} ${link} ${rest}.`,
  },
  de: {
    pattern: new RegExp(
      `^(?:ein )?(?:${LANG}[- ]?)?(?:skript|script|programm)(?: in)? ?${LANG}? (zum|zur|um|für|fuer|das|der) (.+)$`,
      'iu',
    ),
    render: (lang, link, rest) => `Schreibe ein ${lang ? `${lang}-Skript` : 'Skript'} ${link} ${rest}.`,
  },
};

/** "Escribe un script en Bash para …", or null when the request is no bare script phrase. */
export function scriptTask(request: string, language: string): string | null {
  const shape = SHAPES[language];
  const words = request.trim().replace(/[.!]+$/, '');
  if (!shape || words.split(/\s+/).length > 16 || /[?:;\n]/.test(words)) return null;
  const m = shape.pattern.exec(words);
  if (!m) return null;
  // German names the language before or after "Skript"; the others after it.
  const [lang, link, rest] = language === 'de' ? [m[1] ?? m[2], m[3], m[4]] : [m[1], m[2], m[3]];
  // Without a programming language, "script para pedirle un aumento" may be words to say.
  if (!lang || !link || !rest) return null;
  const name = NAMES[lang.toLowerCase()] ?? lang;
  return shape.render(name, link.toLowerCase(), rest);
}
