import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';

const ONLY_RESULT =
  /\b(?:just|only)\b.{0,20}\b(?:answer|result|number|code|command|query|regex|json|sql|output|prompt|list|table|text|translation)s?\b|\bno (?:explanations?|commentary|working)\b|\b(?:sin|sans|ohne|senza|sem) (?:explicaci[oó]n|explications?|erklärung(?:en)?|spiegazion[ei]|explica[cç][aã]o)\b|\b(?:solo|sólo|seulement|uniquement|nur|soltanto|só|somente|apenas)\b.{0,20}\b(?:c[oó]digo|code|codice|comando|commande|befehl|json|sql|resultado|résultat|ergebnis|risultato|respuesta|réponse|antwort|risposta|resposta)\b/i;

/** Kinds whose lines are about correctness, not presentation: they stay under "only the result". */
const KEEP_WHEN_ONLY = new Set(['extract', 'classify', 'translate', 'summarize']);

const WHICH_ONE =
  /\bwhich (?:one|is better|should i)\b|\bcu[aá]l (?:es mejor|elijo|me conviene)\b|\blequel\b|\bwelche[rs]? (?:ist besser|soll ich)\b|\bquale (?:è meglio|scegliere)\b|\bqual (?:é melhor|escolher)\b|\blohnt sich\b/i;
const OWN_MISSING =
  /\b(?:blank|empty|n\/a|unknown|not stated|vac[ií]o|en blanco|no se sabe|desconocido|no consta|vide|inconnu|non renseigné|leer lassen|leer|unbekannt|vuot[oa]|sconosciuto|non si sa|vazi[oa]|em branco|desconhecido|não se sabe)\b|\bnull\b/i;

const OWN_LAYOUT =
  /\b(?:one|an?|each)\s+(?:\w+\s+)?(?:object|row|record|line|entry)\s+(?:per|for each|for every)\b|\bper (?:email|message|invoice|candidate|row|order|customer|ticket)\b|\bcolumns?\b|\bkeys?:/i;

const NO_VERDICT =
  /\bnot (?:just |looking for )?(?:a )?(?:yes(?:\/| or )no|verdict|simple answer)|\bno (?:un )?s[ií] o no\b|\bpas (?:un )?oui ou non\b|\bkein (?:einfaches )?ja oder nein\b|\bnon (?:un )?s[iì] o no\b|\bn[aã]o (?:um )?sim ou n[aã]o\b|\bdon'?t (?:decide|tell me what to do)|\bno decidas\b|\bne décide pas\b|\bnão decida\b/i;

const ALSO_EXPLAIN =
  /\b(?:explain|explanation|why|explica\w*|expli\w*|erklär\w*|spiega\w*|porque|pourquoi|warum|perché)\b/i;

const CATCH_ALL =
  /\b(?:other|otros?|otras?|autres?|sonstige[sn]?|andere[sn]?|altr[oi]|outr[oa]s?|misc\w*|mixed|mixt[oa]s?)\b/i;

const VOICE_CHANGE =
  /\b(?:grammar|spelling|typos?|proofread|gram[aá]tica|ortograf[ií]a|grammaire|orthographe|grammatik|rechtschreibung|grammatica|ortografia|sound|professional|formal|casual|friendl\w*|freundlich\w*|höflich\w*|amable|cordial|aimable|poli|gentile|cortese|gentil|educad\w*|persuasive|confident|warmer|tone|profesional|formal|tono|professionnel|ton|professionell|förmlich|ton|professionale|tono|profissional|tom)\b/i;

/** The user wants the bare result ("return only the command", "just the JSON", "sin explicación"). */
export function wantsOnlyOutput(analysis: Analysis): boolean {
  return (
    analysis.slots.constraints.some((c) => c.topic === 'only-output') || ONLY_RESULT.test(analysis.request)
  );
}

/**
 * Drops engine lines that would contradict what the user asked: an explanation after
 * "return only the code", a recommendation after "do not recommend", worked steps after
 * "just the answer".
 */
export function consistent(lines: readonly string[], analysis: Analysis, scaffold: Scaffold): string[] {
  const onlyOutput = wantsOnlyOutput(analysis);
  // "Return only the command": every line about how to present or explain it goes.
  if (onlyOutput && !KEEP_WHEN_ONLY.has(analysis.classification.kind)) {
    return lines.filter((line) => !Object.values(scaffold.guidance).some((kind) => kind?.includes(line)));
  }
  // Either the user rules out a recommendation, or asks "which one?" in their own words already.
  const noRecommendation =
    analysis.slots.constraints.some((c) => c.topic === 'recommendation' && c.negated) ||
    WHICH_ONE.test(analysis.request);
  // "Leave blank if missing" beats our "use null".
  const ownMissingRule = analysis.classification.kind === 'extract' && OWN_MISSING.test(analysis.request);
  const nullLine = scaffold.guidance.extract?.[1];
  // "one object per email", "a row per candidate": the user's layout beats "one record per item".
  const ownLayout = analysis.classification.kind === 'extract' && OWN_LAYOUT.test(analysis.request);
  const recordLine = scaffold.guidance.extract?.[0];
  const wantsMore = ALSO_EXPLAIN.test(analysis.request);
  const noVerdict = NO_VERDICT.test(analysis.request);
  const verdictLines = [...(scaffold.guidance.question ?? []), ...scaffold.recommends];
  const onlyLines = [
    scaffold.guidance.translate?.[2],
    scaffold.guidance.extract?.[2],
    scaffold.guidance.image?.[1],
  ];
  const changesVoice =
    analysis.classification.kind === 'edit' &&
    (analysis.slots.tone !== null || VOICE_CHANGE.test(analysis.request));
  const voiceLine = scaffold.guidance.edit?.[0];
  const ownCatchAll = analysis.classification.kind === 'classify' && CATCH_ALL.test(analysis.request);
  const catchAllLine = scaffold.guidance.classify?.[1];
  return lines.filter((line) => {
    if (onlyOutput && (scaffold.explainAfter.includes(line) || scaffold.showsWork.includes(line)))
      return false;
    if (noRecommendation && scaffold.recommends.includes(line)) return false;
    if (ownMissingRule && line === nullLine) return false;
    if (ownLayout && line === recordLine) return false;
    // "Translate it and explain the tricky terms": "only the translation" would forbid that.
    if (wantsMore && onlyLines.includes(line)) return false;
    // "Not looking for a yes or no": no line of ours asks for a verdict or a final answer.
    if (noVerdict && (verdictLines.includes(line) || scaffold.showsWork.includes(line))) return false;
    // "Keep the author's voice" fights "make it sound more professional".
    if (changesVoice && line === voiceLine) return false;
    // The user's own catch-all label ("Other", "OTRO") already says what to do with misfits.
    if (ownCatchAll && line === catchAllLine) return false;
    return true;
  });
}
