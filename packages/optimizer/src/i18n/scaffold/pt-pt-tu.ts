/**
 * The engine's instructions to the assistant in the European "tu" register. Our Brazilian lines
 * give orders in the "você" subjunctive ("Escreva…", "Não acrescente fatos"); a European reader
 * takes that form (and "você") as Brazilian, while Portuguese prompts written in Portugal speak to
 * the assistant as "tu": "Escreve…", "Não acrescentes factos". Only the verbs listed here change,
 * and only where a sentence opens with them (or they follow "não", "e", "ou", "depois"), so a
 * subjunctive inside a clause ("para que o leitor entenda") and the user's words stay as they are.
 * Questions to the user keep the formal form without "você" (pt-pt.ts): that is how a European
 * service asks its customer.
 */

/** Orders whose tu form does not follow the endings' rule: "você" subjunctive -> tu imperative. */
const IRREGULAR: Readonly<Record<string, string>> = {
  faça: 'faz',
  seja: 'sê',
  dê: 'dá',
  diga: 'diz',
  traga: 'traz',
  leia: 'lê',
  veja: 'vê',
  mantenha: 'mantém',
  obtenha: 'obtém',
  ponha: 'põe',
  proponha: 'propõe',
  exponha: 'expõe',
  tenha: 'tem',
  siga: 'segue',
  sirva: 'serve',
  sugira: 'sugere',
  cubra: 'cobre',
  peça: 'pede',
  ouça: 'ouve',
  esteja: 'está',
  vá: 'vai',
  aja: 'age',
  extraia: 'extrai',
  reúna: 'reúne',
  consiga: 'consegue',
  prefira: 'prefere',
  refira: 'refere',
  confira: 'confere',
  evite: 'evita',
};

/**
 * The "você" orders the engine's lines give (their subjunctive form). Listed rather than guessed
 * from the ending, because a sentence may open with a noun or a pronoun ending the same way
 * ("Uma", "Cada", "Nada", "Este").
 */
const ORDERS = new Set([
  ...Object.keys(IRREGULAR),
  ...(
    'acrescente adapte adicione agrupe ajude ajuste analise anote aponte apresente assinale atualize avalie ' +
    'baseie busque calcule classifique coloque combine comece compare complete comprove concentre confirme ' +
    'considere conte converta copie corrija crie cite deixe defina descreva destaque detalhe devolva divida ' +
    'elabore elimine encontre entregue enumere escolha escreva esqueça estruture examine explique exprima ' +
    'foque formate formule gere guarde identifique ignore imagine inclua indique informe inicie insira ' +
    'justifique leve liste limite marque melhore mencione mostre numere observe ofereça ordene organize ' +
    'pense percorra pergunte permaneça prepare preserve priorize procure produza reconheça recomende ' +
    'reescreva registe registre relacione releia remova repita reproduza resolva responda resuma retorne ' +
    'reveja revise respeite raciocine separe sinalize simplifique substitua sublinhe teste termine torne ' +
    'traduza transcreva transforme transmita trate troque use utilize valide verifique conclua atribua distribua ' +
    'facilite mude altere fale pare evite garanta explore omita tente espere aguarde'
  ).split(' '),
]);

/** "Use" -> "Usa", "Escreva" -> "Escreve": the tu imperative of a "você" order. */
function affirmative(order: string): string {
  const irregular = IRREGULAR[order];
  if (irregular !== undefined) return irregular;
  // -ar verbs end the subjunctive in -e, -er/-ir verbs in -a; the spelling follows the sound.
  const endings: ReadonlyArray<readonly [string, string]> = [
    ['que', 'ca'],
    ['gue', 'ga'],
    ['ce', 'ça'],
    ['ja', 'ge'],
    ['ça', 'ce'],
    ['ua', 'ui'],
    ['e', 'a'],
    ['a', 'e'],
  ];
  for (const [from, to] of endings) if (order.endsWith(from)) return order.slice(0, -from.length) + to;
  return order;
}

/** Keeps the case of the first letter of `like`. */
function cased(word: string, like: string): string {
  return like[0] === like[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** "você" + verb in the third person -> the verb in the second ("Você é" -> "És"). */
const SECOND_PERSON: Readonly<Record<string, string>> = {
  é: 'és',
  está: 'estás',
  tem: 'tens',
  vem: 'vens',
  vai: 'vais',
  dá: 'dás',
  vê: 'vês',
  lê: 'lês',
  põe: 'pões',
  faz: 'fazes',
  diz: 'dizes',
  traz: 'trazes',
  quer: 'queres',
  fizer: 'fizeres',
  tiver: 'tiveres',
  puder: 'puderes',
  estiver: 'estiveres',
  for: 'fores',
};

const LETTER = '\\p{L}';
// Where an order can stand: the line's or a sentence's start, or after a word that joins orders.
// A comma joins orders too ("Vá direto ao ponto, facilite a leitura"); only listed verbs change.
const OPENING = `(?:^|(?<=[.:;,!?]\\s+)|(?<=\\n\\s*)|(?<=(?<![${LETTER}])(?:e|ou|depois|então|e depois)\\s+))`;
// "não acrescente nem omita", "nunca tente": a negative order takes the tu subjunctive.
const NEGATIVE = new RegExp(
  `(?<![${LETTER}])([Nn]ão|[Nn]em|[Nn]unca)\\s+(se\\s+)?([${LETTER}]+)(?![${LETTER}-])`,
  'gu',
);
const ENCLITIC = new RegExp(`${OPENING}([${LETTER}]+)-se(?![${LETTER}])`, 'gu');
const ORDER = new RegExp(`${OPENING}([${LETTER}]+)(?![${LETTER}])`, 'gu');
const VOCE_VERB = new RegExp(`(?<![${LETTER}])([Vv]ocê)\\s+(?:(se)\\s+)?([${LETTER}]+)(?![${LETTER}])`, 'gu');

/** An engine instruction to the assistant in European Portuguese, "tu" register. */
export function toEuropeanTu(text: string): string {
  return (
    text
      // "Não acrescente" -> "Não acrescentes", "Não se esqueça" -> "Não te esqueças".
      .replace(NEGATIVE, (whole, no: string, reflexive: string | undefined, verb: string) =>
        ORDERS.has(verb.toLowerCase()) ? `${no} ${reflexive ? 'te ' : ''}${verb}s` : whole,
      )
      // "Baseie-se" -> "Baseia-te".
      .replace(ENCLITIC, (whole, verb: string) =>
        ORDERS.has(verb.toLowerCase()) ? `${cased(affirmative(verb.toLowerCase()), verb)}-te` : whole,
      )
      .replace(ORDER, (whole, verb: string) =>
        ORDERS.has(verb.toLowerCase()) ? cased(affirmative(verb.toLowerCase()), verb) : whole,
      )
      // "Você é um redator" -> "És um redator"; "em que você se apoia" -> "em que te apoias".
      .replace(VOCE_VERB, (whole, voce: string, reflexive: string | undefined, verb: string) => {
        const lower = verb.toLowerCase();
        const second = SECOND_PERSON[lower] ?? (/[ae]$/u.test(lower) ? `${lower}s` : null);
        if (second === null) return whole;
        return cased(`${reflexive ? 'te ' : ''}${second}`, voce);
      })
      .replace(
        /(?<![\p{L}])(?:[Ss]ua|[Ss]eu|[Ss]uas|[Ss]eus)(?=\s+(?:resposta|respostas|raciocínio|texto|análise)\b)/gu,
        (w) => cased(w.toLowerCase().replace('su', 'tu').replace('se', 'te'), w),
      )
      // "espera minha resposta" -> "espera pela minha resposta": Portugal waits "for" it.
      .replace(
        /(?<![\p{L}])([Ee]spera|[Aa]guarda)\s+(minha|tua)\s+resposta/gu,
        (_m, verb: string, own: string) =>
          verb.toLowerCase() === 'espera' ? `${verb} pela ${own} resposta` : `${verb} a ${own} resposta`,
      )
      // "Escreve minha resposta" -> "Escreve a minha resposta": Portugal puts the article first.
      .replace(
        /^(\p{L}+\s+)(minhas?|meus?)(?=\s)/u,
        (_m, verb: string, own: string) => `${verb}${MY[own] ?? ''} ${own}`,
      )
  );
}

const MY: Readonly<Record<string, string>> = { minha: 'a', minhas: 'as', meu: 'o', meus: 'os' };
