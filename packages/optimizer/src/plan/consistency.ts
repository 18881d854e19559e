import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { FUNCTION_EXAMPLES } from '../i18n/scaffold/situation-lines';
import { overriddenLines } from './own-rules';
import { asksBrief } from './brief-ask';
import { unicodeWords } from '../grammar/unicode-words';
import { perPass } from '../analysis/pass-memo';

const ONLY_RESULT = unicodeWords(
  /\b(?:just|only)\b.{0,20}\b(?:answer|result|number|code|command|query|regex|json|sql|output|prompt|list|table|text|translation)s?\b|\bno (?:explanations?|commentary|working)\b|\b(?:sin|sans|ohne|senza|sem) (?:explicaci[oó]n|explications?|erklärung(?:en)?|spiegazion[ei]|explica[cç][aã]o)\b|\b(?:solo|sólo|seulement|uniquement|nur|soltanto|só|somente|apenas)\b.{0,20}\b(?:c[oó]digo|code|codice|comando|commande|befehl|json|sql|resultado|résultat|ergebnis|risultato|respuesta|réponse|antwort|risposta|resposta)\b/i,
);

/** Kinds whose lines are about correctness, not presentation: they stay under "only the result". */
const KEEP_WHEN_ONLY = new Set(['extract', 'classify', 'translate', 'summarize']);

const WHICH_ONE =
  /\bwhich (?:one|is better|should i)\b|\bcu[aá]l (?:es mejor|elijo|me conviene)\b|\blequel\b|\bwelche[rs]? (?:ist besser|soll ich)\b|\bquale (?:è meglio|scegliere)\b|\bqual (?:é melhor|escolher)\b|\blohnt sich\b/i;
const OWN_LAYOUT =
  /\b(?:one|an?|each)\s+(?:\w+\s+)?(?:object|row|record|line|entry)\s+(?:per|for each|for every)\b|\bper (?:email|message|invoice|candidate|row|order|customer|ticket)\b|\bcolumns?\b|\bkeys?:/i;

const NO_VERDICT =
  /\bnot (?:just |looking for )?(?:a )?(?:yes(?:\/| or )no|verdict|simple answer)|\bno (?:un )?s[ií] o no\b|\bpas (?:un )?oui ou non\b|\bkein (?:einfaches )?ja oder nein\b|\bnon (?:un )?s[iì] o no\b|\bn[aã]o (?:um )?sim ou n[aã]o\b|\bdon'?t (?:decide|tell me what to do)|\bno decidas\b|\bne décide pas\b|\bnão decida\b/i;

const ALSO_EXPLAIN = unicodeWords(
  /\b(?:explain|explanation|why|explica\w*|expli\w*|erklär\w*|spiega\w*|porque|pourquoi|warum|perché)\b/i,
);

const CATCH_ALL =
  /\b(?:other|otros?|otras?|autres?|sonstige[sn]?|andere[sn]?|altr[oi]|outr[oa]s?|misc\w*|mixed|mixt[oa]s?)\b/i;

const VOICE_CHANGE =
  /\b(?:grammar|spelling|typos?|proofread|gram[aá]tica|ortograf[ií]a|grammaire|orthographe|grammatik|rechtschreibung|grammatica|ortografia|sound|professional|formal|casual|friendl\w*|freundlich\w*|höflich\w*|amable|cordial|aimable|poli|gentile|cortese|gentil|educad\w*|persuasive|confident|warmer|tone|simpler|simplify|plain|easier|understand|kids?|child(?:ren)?|year[- ]olds?|beginners?|profesional|formal|tono|professionnel|ton|professionell|förmlich|ton|professionale|tono|profissional|tom)\b/i;

/** Things a stock line and the user may both say; the user's words win. */
const SAID_ALREADY: readonly RegExp[] = [
  /\bedge[- ]cases?\b|\bcasos? (?:límite|extremos?)\b|\bcas limites?\b|\brandfälle?\b|\bcasi limite\b/i,
  /\bwait for my (?:reply|answer|response)\b|\battends? ma réponse\b|\bespera (?:a )?mi respuesta\b|\bwarte auf meine antwort\b|\baspetta la mia risposta\b|\bespere (?:a )?minha resposta\b/i,
  // "No word character before" for the leading \b's (every branch starts with an ASCII letter, so
  // the same matches): V8 scanned this one at every offset, 33 -> 1.7 us on a 2 KB request. The
  // two above are fast as written, and slower in this form.
  /(?<!\w)(?:one (?:question )?at a time\b|une (?:question )?(?:à|par) une\b|una (?:pregunta )?(?:a la vez|por una)\b|eine (?:frage )?nach der anderen\b|una (?:domanda )?alla volta\b|uma (?:pergunta )?(?:de cada vez|por vez)\b)/i,
  unicodeWords(
    /\bstep[- ]by[- ]step\b|\bpaso a paso\b|\bétape par étape\b|\bschritt für schritt\b|\bpasso (?:a|dopo) passo\b/i,
  ),
];

// A bracketed run of short words ("(camera, battery, price)"), not a bracket of facts with figures.
const OWN_CRITERIA =
  /\((?:\s*[^\s(),\d]+(?:\s+[^\s(),\d]+){0,2}\s*,){2,}\s*[^\s(),\d]+(?:\s+[^\s(),\d]+){0,2}\s*\)|\b(?:criteria|criterios|critères|kriterien|criteri|critérios)\b|\b(?:in terms of|en termes de|en términos de|in termini di|em termos de|hinsichtlich)\b/i;

// "niente tabella", "ninguna tabla", "nenhuma tabela", "nicht als Tabelle", "not in a table" too.
const NO_TABLE =
  /\b(?:don'?t|do not|no|not|without|sin|sans|ohne|senza|sem|pas de|kein(?:e|en)?|niente|nessuna|ninguna|nenhuma|nicht)\s+(?:just\s+|only\s+|give me\s+|want\s+|need\s+|una?\s+|de\s+|a\s+|an\s+|simplemente\s+|juste\s+|nur\s+|solo\s+|in an?\s+|in einer\s+|as an?\s+|als\s+|en (?:una?\s+)?|em (?:uma\s+)?|como\s+|come\s+|sous forme de\s+|in forma di\s+)*(?:(?:a|the|une?|eine?n?)\s+)?(?:pros?\s*(?:\/|and|&)\s*cons?\s+)?(?:table|tabla|tableau|tabelle|tabella|tabela)s?\b/i;

/** A shape with no room for a line per item: "comma separated", "in one sentence", "one paragraph". */
const INLINE_SHAPE =
  /\b(?:comma[- ]separated|separated by commas|on (?:one|a single) line|in (?:one|a single) (?:line|sentence|paragraph)|one (?:short )?paragraph|separados por comas|en una (?:l[íi]nea|frase)|en un (?:solo )?p[áa]rrafo|s[ée]par[ée]s par des virgules|en une (?:ligne|phrase)|en un (?:seul )?paragraphe|durch kommas getrennt|in einem (?:satz|absatz)|separat[ei] da virgol[ae]|in un(?: solo)? paragrafo|separados por v[íi]rgulas|em um (?:s[óo] )?par[áa]grafo)\b/i;

/** "In one sentence", "on one line": no room even for a closing verdict. */
const ONE_LINE_SHAPE =
  /\b(?:on (?:one|a single) line|in (?:one|a single) (?:line|sentence)|en una (?:l[íi]nea|frase)|en une (?:ligne|phrase)|in einem satz|in una (?:riga|frase)|em uma (?:linha|frase))\b/i;

/**
 * How much of a multi-part comparison fits the user's limit: "in one paragraph" or "under 100
 * words" has no room to name four or five criteria and go through each; "in one sentence" not
 * even for a closing verdict. 'full' keeps our lines as they are.
 */
export function roomFor(analysis: Analysis): 'full' | 'verdict' | 'none' {
  const length = analysis.slots.length;
  const tiny =
    ONE_LINE_SHAPE.test(analysis.request) ||
    (length !== null &&
      ((length.kind === 'sentences' && (length.max ?? length.exact ?? 99) <= 2) ||
        (length.kind === 'words' && (length.max ?? length.exact ?? 999) <= 50) ||
        length.kind === 'characters'));
  if (tiny) return 'none';
  const tight =
    INLINE_SHAPE.test(analysis.request) ||
    (length !== null &&
      (length.kind === 'short' ||
        length.kind === 'not-long' ||
        (length.kind === 'paragraphs' && (length.max ?? length.exact ?? 99) <= 1) ||
        (length.kind === 'sentences' && (length.max ?? length.exact ?? 99) <= 5) ||
        (length.kind === 'words' && (length.max ?? length.exact ?? 999) <= 150)));
  return tight ? 'verdict' : 'full';
}

/**
 * "No bullet points, a couple of paragraphs", "en prose": the user wants running text, which
 * rules out our comparison table as surely as "no table" does.
 */
const PROSE_ONLY = unicodeWords(
  /\b(?:no|without|not in|sin|sans|pas de|ohne|keine|senza|niente|sem)\s+(?:bullets?|bullet[- ]points?|lists?|viñetas|listas?|puces|listes?|aufzählung\w*|stichpunkte\w*|listen|elenchi(?: puntati)?|punti elenco|tópicos|marcadores)\b|\b(?:in|as|a (?:couple|few) of|two|three|a few|un par de|en|dos|tres|deux|trois|quelques|zwei|drei|ein paar|in|due|tre|un paio di|dois|três|alguns|em)\s+(?:short\s+)?(?:paragraphs|prose|párrafos|prosa|paragraphes|absätze\w*|absätzen|paragrafi|parágrafos)\b/i,
);

/**
 * "Don't tell me which one to pick", "no me digas cuál elegir": the user wants the trade-offs laid
 * out and the choice left to them, so no line of ours may name a winner.
 */
export const NO_PICK = unicodeWords(
  /\b(?:don['’]?t|do not|never)\s+(?:tell me|say|pick|choose|recommend|decide)\b[^.!?\n]{0,20}\b(?:which|what|one|for me)\b|\bno me (?:digas|diga|recomiendes)\b[^.!?\n]{0,12}\bcu[aá]l\b|\bne (?:me )?(?:dis|dites)(?: moi)? pas\b[^.!?\n]{0,12}\b(?:lequel|laquelle|quel(?:le)?)\b|\bsag(?:en sie)? mir nicht\b[^.!?\n]{0,12}\bwelche[rsn]?\b|\bnon (?:dirmi|mi dire|consigliarmi)\b[^.!?\n]{0,12}\bquale\b|\bn[aã]o me (?:diga|digas|recomende)\b[^.!?\n]{0,12}\bqual\b/i,
);

/** The user rules out a table ("don't just give me a pros/cons table", "no bullets, in paragraphs"). */
export function refusesTable(analysis: Analysis): boolean {
  return NO_TABLE.test(analysis.request) || PROSE_ONLY.test(analysis.request);
}

/** The user wants the bare result ("return only the command", "just the JSON", "sin explicación"). */
export function wantsOnlyOutput(analysis: Analysis): boolean {
  return (
    analysis.slots.constraints.some((c) => c.topic === 'only-output') || asksOnlyResult(analysis.request)
  );
}

// Five plan steps ask this of the same request; ONLY_RESULT's word edges are tried at every offset.
const asksOnlyResult = perPass((request: string) => ONLY_RESULT.test(request));

/**
 * Drops engine lines that would contradict what the user asked: an explanation after
 * "return only the code", a recommendation after "do not recommend", worked steps after
 * "just the answer".
 */
export function consistent(
  lines: readonly string[],
  analysis: Analysis,
  scaffold: Scaffold,
  /** Subject lines that name criteria of their own (a tech choice's), dropped like the generic one. */
  extraCriteriaLines?: readonly string[],
): string[] {
  const onlyOutput = wantsOnlyOutput(analysis);
  // "Return only the command": every line about how to present or explain it goes.
  if (onlyOutput && !KEEP_WHEN_ONLY.has(analysis.classification.kind)) {
    // "Solo el código": example calls after the function are more than the code, too.
    const examples = new Set(Object.values(FUNCTION_EXAMPLES));
    return lines.filter(
      (line) => !examples.has(line) && !Object.values(scaffold.guidance).some((kind) => kind?.includes(line)),
    );
  }
  // Each reading of the request below is made only when a line it can drop is among `lines`: a
  // rule for a line that is not there changes nothing, and each reading scans the whole request.
  const present = new Set(lines);
  const anyPresent = (candidates: readonly (string | undefined)[]): boolean =>
    candidates.some((line) => line !== undefined && present.has(line));
  // Either the user rules out a recommendation, or asks "which one?" in their own words already.
  const noRecommendation =
    anyPresent(scaffold.recommends) &&
    (analysis.slots.constraints.some((c) => c.topic === 'recommendation' && c.negated) ||
      WHICH_ONE.test(analysis.request) ||
      NO_PICK.test(analysis.request));
  // "Leave blank if missing", "no questions, just write it": the user's rule beats ours.
  const overridden = overriddenLines(analysis, scaffold, present);
  // "one object per email", "a row per candidate": the user's layout beats "one record per item".
  const recordLine = scaffold.guidance.extract?.[0];
  const ownLayout =
    analysis.classification.kind === 'extract' &&
    anyPresent([recordLine]) &&
    OWN_LAYOUT.test(analysis.request);
  const onlyLines = [
    scaffold.guidance.translate?.[2],
    scaffold.guidance.extract?.[2],
    scaffold.guidance.image?.[1],
  ];
  const wantsMore = anyPresent(onlyLines) && ALSO_EXPLAIN.test(analysis.request);
  const verdictLines = [...(scaffold.guidance.question ?? []), ...scaffold.recommends];
  const noVerdict = anyPresent([...verdictLines, ...scaffold.showsWork]) && NO_VERDICT.test(analysis.request);
  const voiceLine = scaffold.guidance.edit?.[0];
  const changesVoice =
    analysis.classification.kind === 'edit' &&
    anyPresent([voiceLine]) &&
    (analysis.slots.tone !== null || VOICE_CHANGE.test(analysis.request));
  const catchAllLine = scaffold.guidance.classify?.[1];
  const ownCatchAll =
    analysis.classification.kind === 'classify' &&
    anyPresent([catchAllLine]) &&
    CATCH_ALL.test(analysis.request);
  const criteriaLines = [scaffold.guidance.compare?.[0], ...(extraCriteriaLines ?? [])];
  const bestFitLine = scaffold.guidance.compare?.[1];
  const criteriaPresent = anyPresent(criteriaLines);
  const bestFitPresent = anyPresent([bestFitLine]);
  // "a table (tax, depreciation, resale, fees)": the user has named the criteria already.
  const ownCriteria = criteriaPresent && OWN_CRITERIA.test(analysis.request);
  // A comparison in one paragraph or under 100 words: our multi-part lines are trimmed to fit.
  const room = criteriaPresent || bestFitPresent ? roomFor(analysis) : 'full';
  const noPick = bestFitPresent && NO_PICK.test(analysis.request);
  // "Ten names, comma separated": a reason line under each option would break that shape.
  const itemLine = scaffold.guidance.brainstorm?.[1];
  const perItemLine = anyPresent([itemLine]) && INLINE_SHAPE.test(analysis.request) ? itemLine : undefined;
  // "Keep it tight", "in a nutshell": "build up with a concrete example or analogy" builds length.
  const explainLine = scaffold.guidance.explain?.[0];
  const buildUpLine = anyPresent([explainLine]) && asksBrief(analysis) ? explainLine : undefined;
  // Each "said already" rule reads the request at most once, not once per line.
  const saidInRequest = SAID_ALREADY.map(() => null as boolean | null);
  const said = (i: number, phrase: RegExp): boolean => (saidInRequest[i] ??= phrase.test(analysis.request));
  return lines.filter((line) => {
    if (line === buildUpLine) return false;
    // The user already said it ("cover edge cases", "wait for my answer"): ours would repeat it.
    if (SAID_ALREADY.some((phrase, i) => phrase.test(line) && said(i, phrase))) return false;
    if (onlyOutput && (scaffold.explainAfter.includes(line) || scaffold.showsWork.includes(line)))
      return false;
    if (noRecommendation && scaffold.recommends.includes(line)) return false;
    if (overridden.has(line)) return false;
    if (ownLayout && line === recordLine) return false;
    // "Translate it and explain the tricky terms": "only the translation" would forbid that.
    if (wantsMore && onlyLines.includes(line)) return false;
    // "Not looking for a yes or no": no line of ours asks for a verdict or a final answer.
    if (noVerdict && (verdictLines.includes(line) || scaffold.showsWork.includes(line))) return false;
    // "Keep the author's voice" fights "make it sound more professional".
    if (changesVoice && line === voiceLine) return false;
    // The user's own catch-all label ("Other", "OTRO") already says what to do with misfits.
    if (ownCatchAll && line === catchAllLine) return false;
    if ((ownCriteria || room !== 'full') && criteriaLines.includes(line)) return false;
    if ((room === 'none' || noPick) && line === bestFitLine) return false;
    if (line === perItemLine) return false;
    return true;
  });
}
