import { TODO } from '../i18n/scaffold/thin-forms-extra';
import { verdict, type Verdict } from './classify-context';

/**
 * "Kündigung Handyvertrag was muss ich machen", "gdpr for my small shop what do i need to do": a
 * noun that names a letter or an email ("Kündigung", "newsletter") made it look like a text to
 * write, but the user asks what to do, or names a data-protection law with no verb at all. Writing
 * the letter would be the wrong task; a request that says "write" or "draft" keeps its kind.
 */

/** An order to produce text, in any of the six languages, at the start. */
const WRITE_ORDER =
  /^(?:(?:please|pls|can you|could you|bitte|por favor|s'il (?:te|vous) pla[iî]t|per favore)\s+)?(?:write|draft|create|compose|generate|make|escrib\p{L}*|redact\p{L}*|[ée]cri[rst]\p{L}*|r[ée]dig\p{L}*|schreib\p{L}*|verfass\p{L}*|erstell\p{L}*|formulier\p{L}*|scriv\p{L}*|redig\p{L}*|escrev\p{L}*|redij\p{L}*)(?![\p{L}])/iu;
/** A data-protection law or duty named: a question about obligations, not a text. */
const PRIVACY_LAW =
  /(?<![\p{L}])(?:gdpr|rgpd|dsgvo|lgpd|ccpa|data protection|protecci[óo]n de datos|protection des donn[ée]es|datenschutz|protezione dei dati|prote[çc][ãa]o de dados)(?![\p{L}])/iu;

/** "gdpr compliant privacy policy for my shop": a document the law asks for, still to write. */
const PRIVACY_DOCUMENT =
  /(?<![\p{L}])(?:polic(?:y|ies)|notices?|banners?|templates?|clauses?|statements?|consent forms?|pol[íi]tica|aviso|cl[áa]usula|politique|mentions l[ée]gales|clause|datenschutzerkl[äa]rung|erkl[äa]rung|vorlage|informativa|modulo|termo|pol[íi]tica)(?![\p{L}])/iu;

export function asksWhatToDo(raw: string, language: string, v: Verdict, material: boolean): Verdict {
  if (v.kind !== 'write' || material) return v;
  const text = raw.trim();
  if (WRITE_ORDER.test(text) || text.includes('\n')) return v;
  if (TODO[language]?.test(text)) return verdict('question', 0.8);
  if (PRIVACY_LAW.test(text) && !PRIVACY_DOCUMENT.test(text) && text.split(/\s+/).length <= 16)
    return verdict('advice', 0.75);
  return v;
}

/** "…was muss ich machen", "…what do I need to do": steps asked, in any of the six languages. */
export function asksStepsToTake(request: string): boolean {
  return Object.values(TODO).some((re) => re.test(request));
}
