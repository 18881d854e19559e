import type { Analysis } from '../analysis/types';
import { STATED_WORDS } from '../i18n/scaffold/stated-words';
import { unicodeWords } from '../grammar/unicode-words';
import { AGE, mentionsChild } from './jurisdiction';
import { statesAgeWord } from './stated';

/**
 * What the prompt already tells us about who goes, when and with whom, read once for every
 * question that would ask it: "with a 2-year-old", "my wife and I", "two kids aged 4 and 7" say
 * who is travelling; "a rainy weekend" says the time frame. A question is never asked for a fact
 * the prompt states, and an option that fights it ("Nightlife" with small children) is not offered.
 */

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';

/**
 * When and for how long: "5 days", "3 nights", "a rainy weekend", "in May", "over Christmas".
 * "may", "march" and "fall" are verbs too: they count only after "in", "this", "next"…
 */
export const STATED_WHEN = unicodeWords(
  /\b\d+\s*(?:-\s*)?(?:days?|nights?|weeks?|d[íi]as|noches|semanas?|jours|nuits|semaines?|tage?n?|n[äa]chte|wochen?|giorni|notti|settimane?|dias|noites)\b|\b(?:weekend|week-end|wochenende|fin de semana|fim de semana|january|february|april|june|july|august|september|october|november|december|spring|summer|autumn|winter|(?:in|this|next|last|early|late|mid)[- ]?(?:march|may|fall)|christmas|easter|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|verano|invierno|navidad|janvier|février|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|été|hiver|noël|januar|februar|märz|juni|juli|oktober|dezember|sommer|ostern|weihnachten|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|estate|inverno|natale|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|verão|natal)(?![\p{L}])/iu,
);

/** Who goes, in the words people use for a party: "solo", "date night", "hen do", "4 adults". */
const PARTY =
  /(?<![\p{L}])(?:solo|alone|by myself|on my own|couple|honeymoon|date night|date ideas|anniversary|family|kids|friends|girls'? (?:trip|weekend|holiday)|lads'? (?:trip|weekend|holiday)|hen (?:party|do|weekend)|stag (?:party|do|weekend)|bachelorette|bachelor party|sol[oa]|pareja|familia|niños|amigos|seul[e]?|famille|enfants|amis|allein|paar|familie|kinder|freunden?|da sol[oa]|coppia|famiglia|bambini|amici|sozinh[oa]|casal|fam[íi]lia|crian[çc]as|lua de mel|luna de miel|lune de miel|flitterwochen|luna di miele|(?:\d+|two|three|four|five|six|dos|tres|cuatro|deux|trois|quatre|zwei|drei|vier|due|tre|quattro|duas|dois|três|quatro)\s+(?:adults?|people|persons|of us|kids|children|adultos|personas|adultes|personnes|erwachsene|personen|adulti|persone|pessoas))(?![\p{L}])/iu;

/** A relation, from the gift lists ("my wife", "mon père"), without the bare pronouns. */
const RELATION = Object.values(STATED_WORDS)
  .flatMap((w) => w.recipients)
  .filter((r) => !r.startsWith('him|'))
  .join('|');
const POSSESSIVE =
  '(?:my|our|the|mi|mis|nuestr[oa]s?|ma|mon|mes|nos|notre|meine[mnr]?|unse?re[mnr]?|la mia|il mio|i miei|le mie|mia|mio|miei|mie|meu|minha|meus|minhas)';
/** "with my wife", "avec mes parents", "mit meiner Frau", "con mi novia", "com a minha mãe". */
const WITH_RELATION = new RegExp(
  `${L}(?:with|and|plus|avec|et|mit|und|con|y|e|com)\\s+(?:(?:a|o|as|os)\\s+)?(?:${POSSESSIVE}\\s+)?(?:\\w+\\s+)?(?:${RELATION})${R}`,
  'iu',
);
/** "my wife and I", "mi novia y yo", "ma femme et moi", "meine Frau und ich". */
const RELATION_AND_I = new RegExp(
  `(?:${RELATION})\\s+(?:and (?:i|me)|y yo|et moi|und ich|e io|e eu)${R}`,
  'iu',
);

/** Children or a baby are in the party: "with a 2-year-old", "small kids", "toddler", "mi hijo". */
export function withChildren(analysis: Analysis): boolean {
  return mentionsChild(analysis) || AGE.test(analysis.request) || statesAgeWord(analysis.request);
}

/** The prompt says who is going: a party word, a child, or a relation framed as company. */
export function statesCompany(analysis: Analysis): boolean {
  const text = analysis.request;
  return PARTY.test(text) || withChildren(analysis) || WITH_RELATION.test(text) || RELATION_AND_I.test(text);
}

export const statesWhen = (text: string): boolean => STATED_WHEN.test(text);

/** A command, a one-liner, the terminal: the shell is the language once the system is named. */
const SHELL_ASK = /(?<![\p{L}])(?:commands?|one-?liner|terminal|command line|cli)(?![\p{L}])/iu;
const SYSTEM =
  /(?<![\p{L}])(?:linux|ubuntu|debian|fedora|centos|mac|macos|os x|windows|wsl|raspberry pi|(?:my|a|the) server)(?![\p{L}])/iu;

/** "command to find large files on my ubuntu server": a shell command, no language to ask. */
export const statesShellPlatform = (text: string): boolean => SHELL_ASK.test(text) && SYSTEM.test(text);

/** What the ideas are for: a blog, a campaign, a brand. Its readers are not the party that goes. */
const CONTENT =
  /(?<![\p{L}])(?:blog|posts?|articles?|videos?|content|campaign|channel|newsletter|podcast|book|story|brand|business|marketing|product|shop|customers|clients|audience)(?![\p{L}])/iu;

/** "date night ideas in Manchester", "things to do with my parents": whom the ideas are for is told. */
export function statesPartyForIdeas(analysis: Analysis): boolean {
  return statesCompany(analysis) && !CONTENT.test(analysis.request);
}
