/**
 * European Portuguese (pt-PT) from our Brazilian lines, for requests written the European way
 * (see analysis/portuguese-variant.ts). Only the engine's own sentences pass through here, never
 * the user's words: the words the two spell or say otherwise, and no "você" (European writing
 * leaves the formal pronoun out, "O que já tentou?", and a role reads "Aja como…").
 */

/** Brazilian word -> European word, matched whole and in either case of the first letter. */
const WORDS: ReadonlyArray<readonly [string, string]> = [
  ['planejador', 'planeador'],
  ['planejadora', 'planeadora'],
  ['planejamento', 'planeamento'],
  ['planejar', 'planear'],
  ['planeje', 'planeie'],
  ['registro', 'registo'],
  ['registros', 'registos'],
  ['contato', 'contacto'],
  ['contatos', 'contactos'],
  ['fato', 'facto'],
  ['fatos', 'factos'],
  ['celular', 'telemóvel'],
  ['celulares', 'telemóveis'],
  ['arquivo', 'ficheiro'],
  ['arquivos', 'ficheiros'],
  ['tela', 'ecrã'],
  ['telas', 'ecrãs'],
  ['usuário', 'utilizador'],
  ['usuários', 'utilizadores'],
  ['usuária', 'utilizadora'],
  ['equipe', 'equipa'],
  ['equipes', 'equipas'],
  ['ônibus', 'autocarro'],
  ['trem', 'comboio'],
  ['café da manhã', 'pequeno-almoço'],
  ['esporte', 'desporto'],
  ['esportes', 'desportos'],
  ['geladeira', 'frigorífico'],
  ['banheiro', 'casa de banho'],
  ['cardápio', 'ementa'],
  ['cardápios', 'ementas'],
  ['gerenciar', 'gerir'],
  ['gerencie', 'gira'],
  ['aluguel', 'renda'],
  ['bebê', 'bebé'],
  ['câmera', 'câmara'],
  ['suco', 'sumo'],
  ['sorvete', 'gelado'],
  ['xícara', 'chávena'],
  ['xícaras', 'chávenas'],
  ['revisado', 'revisto'],
  ['clichê', 'cliché'],
  ['clichês', 'clichés'],
  ['revisada', 'revista'],
];

const WORD_EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const WORD_EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const WORD_PATTERN = new RegExp(
  `${WORD_EDGE_BEFORE}(${WORDS.map(([br]) => br).join('|')})${WORD_EDGE_AFTER}`,
  'giu',
);
const WORD_MAP = new Map(WORDS.map(([br, pt]) => [br, pt]));

/** "econômico", "gênero", "tênis": Brazil closes the vowel before m/n, Portugal opens it. */
const CLOSED_VOWEL = /([êô])(?=[mn][aeiouáéíóú])/gu;
const OPEN: Readonly<Record<string, string>> = { ê: 'é', ô: 'ó' };

const PROGRESSIVE =
  /(?<![\p{L}])((?:estou|está|estás|estamos|estão|esteja|estava|estar|ficar|fica|continua|continue)\s+)(\p{L}+)([aeio])ndo(?![\p{L}])/giu;

/** An engine sentence in European Portuguese. */
export function toEuropean(text: string): string {
  return (
    text
      // A role: "Você é um planejador…" -> "Aja como um planeador…".
      .replace(/(?<![\p{L}])Você é(?![\p{L}])/gu, 'Aja como')
      .replace(/(?<![\p{L}])você é(?![\p{L}])/gu, 'aja como')
      // Elsewhere the pronoun goes and the verb, already in the third person, stays.
      .replace(/(?<![\p{L}])Você\s+(\p{Ll})/gu, (_m, c: string) => c.toUpperCase())
      .replace(/\s+você(?![\p{L}])/gu, '')
      .replace(WORD_PATTERN, (word) => {
        const pt = WORD_MAP.get(word.toLowerCase()) ?? word;
        return word[0] === word[0]!.toUpperCase() ? pt[0]!.toUpperCase() + pt.slice(1) : pt;
      })
      .replace(CLOSED_VOWEL, (v) => OPEN[v] ?? v)
      // "estou pedindo" -> "estou a pedir": Portugal says the progressive with "a" + infinitive.
      .replace(PROGRESSIVE, (_m, be: string, stem: string, vowel: string) =>
        stem.toLowerCase() === 'p' && vowel === 'o' ? `${be}a pôr` : `${be}a ${stem}${vowel}r`,
      )
  );
}

/**
 * `value` with every string in it made European: objects and arrays are copied, a function's
 * string result is converted, patterns (the detectors' RegExps) stay as they are.
 */
export function europeanCopy<T>(value: T): T {
  if (typeof value === 'string') return toEuropean(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => europeanCopy(v)) as T;
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => europeanCopy(fn(...args))) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = europeanCopy(v);
    return out as T;
  }
  return value;
}
