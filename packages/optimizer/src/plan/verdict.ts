import type { Analysis } from '../analysis/types';
import { scaffoldKey } from '../i18n/scaffold';
import { unicodeWords } from '../grammar/unicode-words';

/**
 * "Is this listing legit or a scam? Don't rewrite it, just tell me the red flags": the user rules
 * out a rewrite, but what they want is a judgement about the text, not notes on its writing. An
 * editor's "how to fix each problem" would answer another question.
 */
const VERDICT = unicodeWords(
  /\b(?:is (?:it|this|that|these|the \w+) (?:legit|legitimate|a scam|scam|real|genuine|fake|fair|normal|safe|true|accurate|enforceable|legal|reasonable|a good deal)|scam|legit|red flags?|phishing|estafa|timo|es (?:legal|real|de fiar|justo|fiable)|señales de alarma|arnaque|escroquerie|est-ce (?:légal|normal|fiable|vrai)|signaux d['’]alerte|betrug|abzocke|seriös|ist (?:das|es) (?:legal|normal|echt|fair)|warnsignale|truffa|è (?:legale|affidabile|vero|normale)|campanelli d['’]allarme|golpe|fraude|é (?:legal|confiável|verdade)|sinais de alerta)\b/i,
);

export interface VerdictText {
  lines: readonly string[];
  format: string;
}

const TEXTS: Readonly<Record<string, VerdictText>> = {
  en: {
    lines: [
      'Do not rewrite or edit the text.',
      'Give your verdict first, then each point in the text that supports it, quoting the words.',
    ],
    format: 'The verdict in one sentence, then the quoted points that support it, most telling first.',
  },
  es: {
    lines: [
      'No reescribas ni edites el texto.',
      'Da primero tu veredicto y después cada punto del texto que lo respalda, citando las palabras.',
    ],
    format:
      'El veredicto en una frase y después los puntos citados que lo respaldan, los más reveladores primero.',
  },
  fr: {
    lines: [
      'Ne réécrivez pas et ne modifiez pas le texte.',
      'Donnez d’abord votre verdict, puis chaque élément du texte qui l’appuie, en citant les mots.',
    ],
    format: 'Le verdict en une phrase, puis les éléments cités qui l’appuient, les plus parlants d’abord.',
  },
  'fr-tu': {
    lines: [
      'Ne réécris pas et ne modifie pas le texte.',
      'Donne d’abord ton verdict, puis chaque élément du texte qui l’appuie, en citant les mots.',
    ],
    format: 'Le verdict en une phrase, puis les éléments cités qui l’appuient, les plus parlants d’abord.',
  },
  de: {
    lines: [
      'Schreib den Text nicht um und ändere ihn nicht.',
      'Gib zuerst dein Urteil und dann jede Stelle im Text, die es stützt, mit den zitierten Worten.',
    ],
    format: 'Das Urteil in einem Satz, dann die zitierten Stellen, die es stützen, die deutlichsten zuerst.',
  },
  'de-sie': {
    lines: [
      'Schreiben Sie den Text nicht um und ändern Sie ihn nicht.',
      'Geben Sie zuerst Ihr Urteil und dann jede Stelle im Text, die es stützt, mit den zitierten Worten.',
    ],
    format: 'Das Urteil in einem Satz, dann die zitierten Stellen, die es stützen, die deutlichsten zuerst.',
  },
  it: {
    lines: [
      'Non riscrivere e non modificare il testo.',
      'Dai prima il tuo verdetto, poi ogni punto del testo che lo sostiene, citando le parole.',
    ],
    format: 'Il verdetto in una frase, poi i punti citati che lo sostengono, i più indicativi per primi.',
  },
  pt: {
    lines: [
      'Não reescreva nem edite o texto.',
      'Dê primeiro o seu veredito e depois cada ponto do texto que o sustenta, citando as palavras.',
    ],
    format:
      'O veredito em uma frase e depois os pontos citados que o sustentam, os mais reveladores primeiro.',
  },
};

/** The verdict's lines when the feedback-only request asks for a judgement; null otherwise. */
export function verdictText(analysis: Analysis): VerdictText | null {
  if (!VERDICT.test(analysis.request)) return null;
  return TEXTS[scaffoldKey(analysis)] ?? TEXTS[analysis.language] ?? null;
}
