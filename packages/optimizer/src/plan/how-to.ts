/**
 * "how do I re-grout…", "what's the best way to strip wallpaper", "¿cómo cambio la rueda…?":
 * asking for a job done step by step, not for understanding or for a decision. The verb after
 * the question words is what tells: "how do I patch drywall" is a job, "how do I tell my boss",
 * "how should I invest" or "how do I decide" is advice about people, money or a choice, where
 * a list of tools and steps would be the wrong answer.
 */

import { unicodeWords } from '../grammar/unicode-words';

const fence = (verbs: string): string => `(?!(?:${verbs})(?![\\p{L}]))`;

// Verbs of understanding, choosing, talking to people, handling money and changing oneself
// ("how can I improve my credit score", "how do I stop procrastinating"): no tools or steps.
// Stems, so "asking", "saving" and "decides" are fenced too (see EN_FORMS).
const EN_NOT =
  'know|tell|understand|explain|deal|cop|feel|handl|decid|choos|pick|ask|talk|speak|approach|confront|negotiat|apologi[sz]|convinc|persuad|respond|repl(?:y|ie)|say|break|invest|sav|spend|pay|budget|forgiv|support|motivat|get over|get better|stop|make friends|be|becom|improv|overcom|los|gain|focus|sleep';
const EN_FORMS = '(?:e|es|s|ed|d|ing)?';
const EN_ASK =
  "how (?:do|can|should|would|could) (?:i|we|you|one) (?:go about |best |(?!go about |best ))|how to |(?:what(?:[’']s| is) the |the )?(?:best|easiest|right|proper|safest|quickest|simplest) way to ";

const ES_NOT =
  'saber|elegir|decidir|manejar|lidiar|pedir|decir|hablar|convencer|invertir|ahorrar|entender|explicar|afrontar|superar|funcionar|ser|estar|tener|s[ée]|elijo|decido|manejo|pido|digo|hablo|convenzo|invierto|ahorro|entiendo|explico|afronto|supero|soy|estoy|tengo|respondo|contesto';
const IT_NOT =
  'sapere|scegliere|decidere|gestire|chiedere|dire|parlare|convincere|investire|risparmiare|capire|spiegare|affrontare|superare|funzionare|essere|avere|stare|so|scelgo|decido|gestisco|chiedo|dico|parlo|convinco|investo|risparmio|capisco|spiego|affronto|supero|sono|ho|sto|rispondo|mai';
const PT_NOT =
  'saber|escolher|decidir|lidar|pedir|dizer|falar|convencer|investir|economizar|poupar|entender|explicar|enfrentar|superar|funcionar|ser|estar|ter';
const DE_NOT =
  'um|entscheiden|wissen|weiß|verstehen|umgehen|sagen|sage|fragen|frage|bitten|reden|rede|sprechen|spreche|überzeugen|erklären|verhandeln|anlegen|investieren|sparen|damit|sein|bin|ist|heißt|heiße|nennt|schreibt|umgeht|entscheidet|sagt|fragt|redet|spricht|versteht|erklärt|investiert|spart|überzeugt|verhandelt';

/**
 * "come si prepara", "cómo se hace", "como se faz", "comment on fait": the impersonal form of a
 * job. Only verbs of naming, saying and spelling are fenced ("come si dice…" is a translation,
 * "cómo se llama…" a name).
 */
const IMPERSONAL_NOT: Readonly<Record<string, string>> = {
  it: 'dice|dicono|chiama|chiamano|scrive|pronuncia|sente|sta|stanno|comporta|vive|trova',
  es: 'dice|llama|llaman|escribe|pronuncia|siente|sabe|vive|encuentra',
  // "como se eu tivesse 12 anos", "como se fosse uma criança": "as if", no job at all.
  pt: 'diz|chama|chamam|escreve|pronuncia|sente|sabe|vive|encontra|eu|tu|ele|ela|nós|você|vocês|eles|elas|\\p{L}+ssem?',
  fr: 'dit|appelle|écrit|prononce|sait|sent|va|vit|trouve',
};
const IMPERSONAL_LEAD: Readonly<Record<string, string>> = {
  it: 'come si',
  es: 'c[óo]mo se',
  pt: 'como se',
  fr: "comment (?:on|est-ce qu['’]on|fait-on)",
};
/** "Come si prepara il pane?", "¿Cómo se hace el gazpacho?": a job told impersonally. */
const IMPERSONAL: Readonly<Record<string, RegExp>> = Object.fromEntries(
  Object.entries(IMPERSONAL_LEAD).map(([lang, lead]) => [
    lang,
    // "comment fait-on" has its verb in the lead already.
    new RegExp(
      `(?<![\\p{L}])${lead}(?:(?<=fait-on)|\\s+${fence(IMPERSONAL_NOT[lang]!)}\\p{L}+)(?![\\p{L}])`,
      'iu',
    ),
  ]),
);

const HOW_TO: Readonly<Record<string, RegExp>> = {
  en: new RegExp(
    `\\b(?:(?:${EN_ASK})${fence(`(?:${EN_NOT})${EN_FORMS}`)}\\p{L}+|steps to|step[- ]by[- ]step (?:guide|instructions))`,
    'iu',
  ),
  fr: unicodeWords(
    /\bcomment (?:je (?:peux |dois )?|on |puis-je |dois-je |peut-on |faut-il )?(?!fonctionne|marche|savoir|choisir|g[ée]rer)\p{L}+(?:er|ir|re)\b|\b[ée]tapes pour\b/iu,
  ),
  // "cómo cambiar / cómo puedo quitar / cómo hago para limpiar" (an infinitive), "cómo cambio".
  es: new RegExp(
    `\\bc[óo]mo (?:(?:puedo|debo|podemos|tengo que|hay que|hago para|se puede) )?(?:(?:lo|la|los|las|le|les) )?${fence(ES_NOT)}(?:\\p{L}+(?:ar|er|ir)(?:l[oa]s?|se|me)?|\\p{L}{3,}o)\\b|\\bpasos para\\b`,
    'iu',
  ),
  // "Wie entlüfte ich…", "wie kann man … wechseln": the verb of the job ends the clause.
  de: new RegExp(
    `\\bwie (?:(?:kann|soll|muss|könnte|sollte) (?:ich|man|wir)|${fence(DE_NOT)}\\p{L}+ (?:ich|man)|(?:ich|man))\\b(?![^?.!\\n]*(?<![\\p{L}])(?:${DE_NOT})(?![\\p{L}]))|\\banleitung (?:für|zum|zur)\\b`,
    'iu',
  ),
  it: new RegExp(
    `\\bcome (?:(?:posso|devo|possiamo|si fa a|faccio a|fare a) )?${fence(IT_NOT)}\\p{L}+(?:are|ere|ire)(?:l[oaie]|si|mi)?\\b|\\b(?:passaggi|istruzioni) per\\b|(?:^|[.!?,;]\\s*)come (?:(?:lo|la|li|le|gli) )?${fence(IT_NOT)}\\p{L}{3,}o\\b[^.!?]*\\?`,
    'iu',
  ),
  pt: new RegExp(
    `\\bcomo (?:(?:posso|devo|podemos|faço para|fazer para|eu) )?${fence(PT_NOT)}\\p{L}+(?:ar|er|ir)(?:-?l[oa]s?|-?se|-?me)?\\b|\\bpassos para\\b`,
    'iu',
  ),
};

const WORKS = /\b(?:works?|working|fonctionne|marche|funciona|funktioniert|funziona)\b/i;

export function isHowTo(request: string, language: string): boolean {
  const howTo = HOW_TO[language];
  return (
    (Boolean(howTo?.test(request)) || Boolean(IMPERSONAL[language]?.test(request))) && !WORKS.test(request)
  );
}
