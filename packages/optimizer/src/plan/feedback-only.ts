import type { Analysis } from '../analysis/types';
import { scaffoldKey } from '../i18n/scaffold';
import { unicodeWords } from '../grammar/unicode-words';

/**
 * "Don't rewrite it, just tell me what's wrong", "feedback only", "only check the grammar, don't
 * change the style": the user has ruled out the edit's usual deliverable (a revised text). Our
 * editing lines ("return the revised text, then the changes") would flip that constraint, so the
 * plan swaps them for lines that say what the user does want.
 *
 * - feedback: no revised text at all; the problems, quoted, with why and a short suggestion.
 * - grammar-check: only grammar, spelling and punctuation, pointed out one by one.
 * - grammar-fix: a corrected text, but with those fixes only; style and wording untouched.
 */
export type FeedbackMode = 'feedback' | 'grammar-check' | 'grammar-fix';

// An object that makes "don't change …" mean the whole text, not one aspect of it ("don't change
// the meaning" is a normal editing constraint and says nothing against a revised text).
const WHOLE = String.raw`(?:\s+(?:it|this|that|them|anything|a (?:single )?(?:thing|word)|the (?:text|draft|wording|words|essay|letter|email|post|piece|paragraph|story|speech|toast|intro|bio)|my (?:text|draft|wording|words|\w+)))?`;
const NO_REWRITE = new RegExp(
  [
    String.raw`\b(?:don'?t|do not|dont|please don'?t|no need to|without)\s+(?:re-?writ(?:e|ing)|re-?do(?:ing)?|re-?phras(?:e|ing)|re-?word(?:ing)?)\b`,
    String.raw`\b(?:don'?t|do not|dont|without)\s+(?:edit(?:ing)?|chang(?:e|ing)|touch(?:ing)?|fix(?:ing)?|correct(?:ing)?)${WHOLE}\s*(?:[,.;!:)-]|$|\s+(?:just|only|but|pls|please|i)\b)`,
    String.raw`\b(?:no|not an?|don'?t want an?)\s+(?:re-?writes?|new version|edited version)\b`,
    String.raw`\b(?:feedback|critique|comments|notes|pointers)\s+only\b|\bonly\s+(?:feedback|critique|comments|notes|pointers)\b`,
    String.raw`\bjust\s+(?:give me\s+)?(?:feedback|a critique|comments|notes|pointers)\b`,
    String.raw`\bjust\s+(?:tell|show|point out|list)\b(?:\s+me)?\s+(?:what(?:'s| is)|where|the|which|how)\b`,
    // Spanish, French, German, Italian, Portuguese.
    String.raw`\bno\s+(?:lo\s+|la\s+)?(?:reescribas|reescriba|cambies|corrijas|edites|modifiques)\b|\bsin\s+reescribir|\bsolo\s+(?:dime|comentarios|feedback|señala|indica)\b`,
    String.raw`\bne\s+(?:le\s+|la\s+|les\s+|l['’])?(?:réécris|réécrivez|modifie|modifiez|change|changez|corrige|corrigez|retouche|retouchez)\s+(?:pas|rien)\b|\bsans\s+(?:le\s+|la\s+|l['’])?réécrire|\b(?:juste|seulement|uniquement)\s+(?:des\s+)?(?:retours|remarques|commentaires)\b`,
    String.raw`\b(?:nicht|nichts)\s+(?:um|neu\s*)?schreiben\b|\bschreib\w*\s+(?:es|ihn|sie|den text|das)\s+nicht\s+(?:um|neu)\b|\b(?:ändere|ändern sie|änder)\s+nichts\b|\bnur\s+(?:feedback|anmerkungen|kommentare|rückmeldung)\b`,
    String.raw`\bnon\s+(?:lo\s+|la\s+)?(?:riscrivere|riscriverlo|riscriverla)\b|\bnon\s+(?:cambiare|modificare|correggere|toccare)\s+(?:niente|nulla|il testo)\b|\bsenza\s+riscriver\w*|\bsolo\s+(?:feedback|commenti|osservazioni)\b|\bdimmi solo\b`,
    String.raw`\bnão\s+(?:o\s+|a\s+)?(?:reescrev[ae]|reescrever)\b|\bnão\s+(?:mude|mudes|altere|alteres|corrija|corrijas|mexa)\s+(?:nada|no texto)\b|\bsem\s+reescrever|\b(?:só|apenas)\s+(?:feedback|comentários|me diga|diz-me)\b`,
  ].join('|'),
  'i',
);

const GRAMMAR =
  /\b(?:grammar|spelling|typos?|punctuation|gram[aá]tica|ortograf[ií]a|grammaire|orthographe|grammatik|rechtschreibung|grammatica|ortografia)\b/i;
/** "only check the grammar", "grammar only", "solo la gramática". */
const ONLY_GRAMMAR = unicodeWords(
  new RegExp(
    String.raw`\b(?:only|just|solo|sólo|seulement|uniquement|juste|nur|soltanto|só|apenas)\b[^.!?\n]{0,30}${GRAMMAR.source.slice(2, -2)}|${GRAMMAR.source.slice(2, -2)}\s+(?:only|solamente|seulement|uniquement)\b`,
    'i',
  ),
);
/** "don't change the style / my voice / the wording": the text stays the user's own. */
const KEEP_STYLE =
  /\b(?:don'?t|do not|dont|without)\s+(?:chang(?:e|ing)|touch(?:ing)?)\s+(?:the\s+|my\s+|its\s+)?(?:style|voice|wording|tone|words)\b|\bno\s+(?:cambies|toques)\s+(?:el\s+)?(?:estilo|tono)\b|\bne\s+change[zs]?\s+pas\s+(?:le\s+|mon\s+)?(?:style|ton)\b|\b(?:stil|ton)\s+nicht\s+ändern\b|\bnon\s+cambiare\s+(?:lo\s+)?(?:stile|tono)\b|\bnão\s+mud[ea]s?\s+o\s+(?:estilo|tom)\b/i;
/** A verb that asks for corrections made, not only found. */
const FIX_VERB = /\b(?:fix|correct|clean up|tidy|corrige|corrija|corrigez|korrigier\w*|correggi|arregla)\b/i;

/**
 * Prose the user wrote: "just tell me what's wrong" over pasted code is a debugging request,
 * which keeps its own lines (the cause, then the fix).
 */
const PROSE_KINDS = new Set(['edit', 'write', 'question', 'advice', 'explain', 'summarize']);

export function feedbackMode(analysis: Analysis): FeedbackMode | null {
  const { request } = analysis;
  // A finished prompt has chosen its own lines and format: nothing of ours replaces them.
  if (analysis.alreadyStructured || !PROSE_KINDS.has(analysis.classification.kind)) return null;
  if (analysis.material.some((m) => m.kind === 'code')) return null;
  const grammar = ONLY_GRAMMAR.test(request) || (GRAMMAR.test(request) && KEEP_STYLE.test(request));
  if (NO_REWRITE.test(request)) return grammar ? 'grammar-check' : 'feedback';
  if (!grammar) return null;
  return FIX_VERB.test(request) ? 'grammar-fix' : 'grammar-check';
}

interface ModeText {
  lines: readonly string[];
  /** Null keeps the edit's own format (a corrected text, then the changes). */
  format: string | null;
}
type Texts = Readonly<Record<FeedbackMode, ModeText>>;

const EN: Texts = {
  feedback: {
    lines: [
      'Do not rewrite or edit the text: give feedback only.',
      'For each problem, quote the words it concerns, say why it is a problem, and suggest in a few words how to fix it.',
    ],
    format:
      'A list of problems, most important first: the quoted words, what is wrong, and a short suggestion.',
  },
  'grammar-check': {
    lines: [
      'Check only grammar, spelling and punctuation; do not change the wording, style or tone.',
      'Quote each mistake and give its correction.',
    ],
    format: 'A list of the mistakes: each one quoted, with its correction.',
  },
  'grammar-fix': {
    lines: [
      'Correct only grammar, spelling and punctuation; leave the wording, style and tone exactly as they are.',
    ],
    format: null,
  },
};

const ES: Texts = {
  feedback: {
    lines: [
      'No reescribas ni edites el texto: da solo comentarios.',
      'Para cada problema, cita las palabras afectadas, explica por qué es un problema y sugiere en pocas palabras cómo arreglarlo.',
    ],
    format:
      'Una lista de problemas, del más importante al menor: las palabras citadas, qué falla y una sugerencia breve.',
  },
  'grammar-check': {
    lines: [
      'Revisa solo la gramática, la ortografía y la puntuación; no cambies la redacción, el estilo ni el tono.',
      'Cita cada error y da su corrección.',
    ],
    format: 'Una lista de los errores: cada uno citado, con su corrección.',
  },
  'grammar-fix': {
    lines: [
      'Corrige solo la gramática, la ortografía y la puntuación; deja la redacción, el estilo y el tono tal como están.',
    ],
    format: null,
  },
};

const fr = (tu: boolean): Texts => ({
  feedback: {
    lines: [
      tu
        ? 'Ne réécris pas et ne modifie pas le texte : donne seulement des remarques.'
        : 'Ne réécrivez pas et ne modifiez pas le texte : donnez seulement des remarques.',
      tu
        ? 'Pour chaque problème, cite les mots concernés, explique pourquoi c’est un problème et propose en quelques mots comment le corriger.'
        : 'Pour chaque problème, citez les mots concernés, expliquez pourquoi c’est un problème et proposez en quelques mots comment le corriger.',
    ],
    format:
      'Une liste des problèmes, du plus important au moins important : les mots cités, ce qui ne va pas et une courte suggestion.',
  },
  'grammar-check': {
    lines: [
      tu
        ? 'Vérifie seulement la grammaire, l’orthographe et la ponctuation ; ne change ni la formulation, ni le style, ni le ton.'
        : 'Vérifiez seulement la grammaire, l’orthographe et la ponctuation ; ne changez ni la formulation, ni le style, ni le ton.',
      tu ? 'Cite chaque faute et donne sa correction.' : 'Citez chaque faute et donnez sa correction.',
    ],
    format: 'Une liste des fautes : chacune citée, avec sa correction.',
  },
  'grammar-fix': {
    lines: [
      tu
        ? 'Corrige seulement la grammaire, l’orthographe et la ponctuation ; laisse la formulation, le style et le ton tels quels.'
        : 'Corrigez seulement la grammaire, l’orthographe et la ponctuation ; laissez la formulation, le style et le ton tels quels.',
    ],
    format: null,
  },
});

const de = (sie: boolean): Texts => ({
  feedback: {
    lines: [
      sie
        ? 'Schreiben Sie den Text nicht um und bearbeiten Sie ihn nicht: Geben Sie nur Rückmeldung.'
        : 'Schreib den Text nicht um und bearbeite ihn nicht: Gib nur Rückmeldung.',
      sie
        ? 'Zitieren Sie bei jedem Problem die betroffenen Wörter, sagen Sie, warum es ein Problem ist, und schlagen Sie kurz vor, wie es sich beheben lässt.'
        : 'Zitiere bei jedem Problem die betroffenen Wörter, sag, warum es ein Problem ist, und schlag kurz vor, wie es sich beheben lässt.',
    ],
    format:
      'Eine Liste der Probleme, das wichtigste zuerst: die zitierten Wörter, was nicht stimmt, und ein kurzer Vorschlag.',
  },
  'grammar-check': {
    lines: [
      sie
        ? 'Prüfen Sie nur Grammatik, Rechtschreibung und Zeichensetzung; ändern Sie weder Formulierung noch Stil noch Ton.'
        : 'Prüfe nur Grammatik, Rechtschreibung und Zeichensetzung; ändere weder Formulierung noch Stil noch Ton.',
      sie
        ? 'Zitieren Sie jeden Fehler und geben Sie die Korrektur an.'
        : 'Zitiere jeden Fehler und gib die Korrektur an.',
    ],
    format: 'Eine Liste der Fehler: jeder zitiert, mit seiner Korrektur.',
  },
  'grammar-fix': {
    lines: [
      sie
        ? 'Korrigieren Sie nur Grammatik, Rechtschreibung und Zeichensetzung; lassen Sie Formulierung, Stil und Ton, wie sie sind.'
        : 'Korrigiere nur Grammatik, Rechtschreibung und Zeichensetzung; lass Formulierung, Stil und Ton, wie sie sind.',
    ],
    format: null,
  },
});

const IT: Texts = {
  feedback: {
    lines: [
      'Non riscrivere e non modificare il testo: dai solo un riscontro.',
      'Per ogni problema, cita le parole interessate, spiega perché è un problema e suggerisci in poche parole come correggerlo.',
    ],
    format:
      'Un elenco dei problemi, dal più importante: le parole citate, cosa non va e un breve suggerimento.',
  },
  'grammar-check': {
    lines: [
      'Controlla solo grammatica, ortografia e punteggiatura; non cambiare la formulazione, lo stile o il tono.',
      'Cita ogni errore e indica la correzione.',
    ],
    format: 'Un elenco degli errori: ciascuno citato, con la sua correzione.',
  },
  'grammar-fix': {
    lines: [
      'Correggi solo grammatica, ortografia e punteggiatura; lascia formulazione, stile e tono come sono.',
    ],
    format: null,
  },
};

const PT: Texts = {
  feedback: {
    lines: [
      'Não reescreva nem edite o texto: dê apenas comentários.',
      'Para cada problema, cite as palavras em causa, diga por que é um problema e sugira em poucas palavras como corrigi-lo.',
    ],
    format:
      'Uma lista dos problemas, do mais importante ao menos: as palavras citadas, o que está errado e uma sugestão curta.',
  },
  'grammar-check': {
    lines: [
      'Verifique apenas gramática, ortografia e pontuação; não mude a redação, o estilo nem o tom.',
      'Cite cada erro e dê a correção.',
    ],
    format: 'Uma lista dos erros: cada um citado, com a sua correção.',
  },
  'grammar-fix': {
    lines: [
      'Corrija apenas gramática, ortografia e pontuação; deixe a redação, o estilo e o tom como estão.',
    ],
    format: null,
  },
};

const TEXTS: Readonly<Record<string, Texts>> = {
  en: EN,
  es: ES,
  fr: fr(false),
  'fr-tu': fr(true),
  de: de(false),
  'de-sie': de(true),
  it: IT,
  pt: PT,
};

/** The lines and format for the user's feedback-only request, in their language; null if none. */
export function feedbackText(analysis: Analysis): (ModeText & { mode: FeedbackMode }) | null {
  const mode = feedbackMode(analysis);
  if (!mode) return null;
  const texts = TEXTS[scaffoldKey(analysis)] ?? TEXTS[analysis.language];
  return texts ? { ...texts[mode], mode } : null;
}
