import type { Analysis } from '../analysis/types';
import { scaffoldKey } from '../i18n/scaffold';
import {
  FIX_VERB,
  GRAMMAR,
  KEEP_STYLE,
  NO_REWRITE,
  ONLY_GRAMMAR,
  REFUSES_REWRITE,
  asksLookOver,
} from '../analysis/feedback-ask';
import { verdictText } from './verdict';
import { dataCheckText, onlyData } from './data-check';
import { assessText } from './assess';
import { asksAssessment } from '../analysis/assess-ask';
import { byLanguage } from '../i18n/scaffold/registers';

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
export type FeedbackMode = 'feedback' | 'grammar-check' | 'grammar-fix' | 'verdict' | 'data' | 'assess';

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
  // "Mark this essay out of 20": a mark and its reasons, never a revised text (assess.ts).
  if (asksAssessment(request)) return 'assess';
  const grammar = ONLY_GRAMMAR.test(request) || (GRAMMAR.test(request) && KEEP_STYLE.test(request));
  // "check this fixtures CSV for clashes, just list the problems": problems in data (a table, a
  // JSON export, a log) are its facts clashing, not its wording; an editor's notes answer another ask.
  if (onlyData(analysis))
    return !grammar && (NO_REWRITE.test(request) || asksLookOver(request)) ? 'data' : null;
  if (NO_REWRITE.test(request)) return grammar ? 'grammar-check' : 'feedback';
  if (!grammar) return analysis.classification.kind === 'edit' && asksLookOver(request) ? 'feedback' : null;
  return FIX_VERB.test(request) ? 'grammar-fix' : 'grammar-check';
}

interface ModeText {
  lines: readonly string[];
  /** Null keeps the edit's own format (a corrected text, then the changes). */
  format: string | null;
}
type Texts = Readonly<Record<Exclude<FeedbackMode, 'verdict' | 'data' | 'assess'>, ModeText>>;

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

const TEXTS = byLanguage({ en: EN, es: ES, fr, de, it: IT, pt: PT });

/**
 * The lines and format for the user's feedback-only request, in their language; null if none.
 * `kept` is the user's wording as the prompt will show it: where it already says "don't rewrite
 * it", our "Do not rewrite…" line would only repeat it, so just the deliverable line stays.
 */
export function feedbackText(
  analysis: Analysis,
  kept: readonly string[] = [],
): (ModeText & { mode: FeedbackMode; role?: string }) | null {
  const mode = feedbackMode(analysis);
  if (!mode) return null;
  if (mode === 'assess') {
    const assess = assessText(analysis);
    return assess ? { ...assess, mode } : null;
  }
  if (mode === 'data') {
    const data = dataCheckText(analysis);
    return data ? { ...data, mode } : null;
  }
  // A look asked for ("can you look at my deck") forbade nothing: no "Do not rewrite" of ours.
  const said =
    mode === 'feedback' && (kept.some((k) => REFUSES_REWRITE.test(k)) || !NO_REWRITE.test(analysis.request));
  // "Is it a scam? Don't rewrite it": a judgement of the text, not notes on its writing.
  const verdict = mode === 'feedback' ? verdictText(analysis) : null;
  if (verdict) return { ...verdict, lines: said ? verdict.lines.slice(1) : verdict.lines, mode: 'verdict' };
  const texts = TEXTS[scaffoldKey(analysis)] ?? TEXTS[analysis.language];
  if (!texts) return null;
  const text = texts[mode as Exclude<FeedbackMode, 'verdict' | 'data' | 'assess'>];
  return { ...text, lines: said ? text.lines.slice(1) : text.lines, mode };
}
