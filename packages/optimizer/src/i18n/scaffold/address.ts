/**
 * Whether a French request speaks to the assistant with "tu" or "vous", so the lines we write
 * around it ("Tu es…" / "Vous êtes…") use the same register. Judges mark a mix down.
 *
 * Each marker scores for its side; an imperative at the start of a clause says the most. Quoted
 * text is left out: "écris « merci pour votre confiance »" is a tu request about a vous text.
 * Unclear or tied: "vous", the register of fr.ts and the safe choice with a stranger.
 */

const QUOTED = /«[^»]*»|“[^”]*”|"[^"\n]*"/g;

/** Where an imperative can open a clause: the start, after punctuation or a linking word. */
const CLAUSE_START =
  '(?<=(?:^|[.!?;:,\\n(])\\s*(?:[-*•]\\s+)?|(?<![\\p{L}])(?:et|puis|ensuite|alors|aussi|enfin|mais|ou|stp|svp|bonjour|salut|hello|coucou)\\s+)';
const END = '(?![\\p{L}\\p{N}])';

/** Second-person singular imperatives that are only verbs ("rédige", never a noun). */
const TU_VERBS = [
  '[ée]cris',
  'r[ée][ée]cris',
  'r[ée]dige',
  'fais',
  'donne',
  'explique',
  'tradui[st]',
  'corrige',
  'résume',
  'propose',
  'compare',
  'cr[ée]e',
  'trouve',
  'reformule',
  'am[ée]liore',
  'pr[ée]pare',
  'calcule',
  'imagine',
  'invente',
  'relis',
  'v[ée]rifie',
  'raconte',
  'dis',
  'g[ée]n[èe]re',
  'compl[èe]te',
  'conseille',
  'sugg[èe]re',
  'recommande',
  'organise',
  'planifie',
  'transforme',
  'convertis',
  'simplifie',
  'd[ée]veloppe',
  'd[ée]cris',
  'choisis',
  'agis',
  'sois',
  'rends',
  'mets',
  'prends',
  'envoie',
  'ajoute',
  'supprime',
  'extrais',
  'r[ée]ponds',
  'cherche',
  'r[ée]vise',
  'optimise',
];

/**
 * Words that are also nouns at the start of a title ("Analyse des ventes", "Liste de courses",
 * "Montre connectée", "Resume du chapitre" without its accents): a verb only before an object.
 */
const AMBIGUOUS = ['analyse', 'liste', 'classe', 'resume', 'trie', 'aide', 'montre'];
const OBJECT =
  "(?:\\s*-?\\s*(?:moi|nous|le|la|les|lui|leur|en)|\\s+(?:l['’]|un|une|ce|cet|cette|ces|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leurs?|\\d|quel|comment|pourquoi))";

const TU_IMPERATIVE = new RegExp(`${CLAUSE_START}(?:${TU_VERBS.join('|')})${END}`, 'giu');
const TU_AMBIGUOUS = new RegExp(`${CLAUSE_START}(?:${AMBIGUOUS.join('|')})(?=${OBJECT})`, 'giu');
/** "aide-moi", "donne-m’en", "vas-y": a verb without -ez joined to its pronoun (not "dites-moi"). */
const TU_HYPHEN =
  /(?<![\p{L}-])(?!(?:dites|faites|\p{L}*ez)-)\p{L}+-(?:moi|m['’]|nous|le|la|les|lui|leur|en|y)(?![\p{L}])/giu;
/** "peux-tu", "pourrais-tu", "sais-tu". */
const TU_INVERSION = /(?<![\p{L}-])\p{L}+-tu(?![\p{L}])/giu;
const TU_SUBJECT = /(?<![\p{L}])tu(?![\p{L}])/giu;
/** "toi", "te", "t’", "ta", "tes", "stp". */
const TU_OTHER = /(?<![\p{L}])(?:(?:toi|te|ta|tes|stp)(?![\p{L}])|t['’](?=\p{L}))/giu;
/** "ton" the possessive, not "le ton"/"un ton" the tone, nor a "Ton :" label or "ton neutre". */
const TU_TON =
  /(?<![\p{L}])(?<!(?:le|un|du|au|ce|de|bon|même|quel|son|mon|d['’]un)\s+)ton(?![\p{L}])(?!\s*:|\s+(?:professionnel|formel|neutre|amical|chaleureux|décontracté|sérieux|léger|humoristique|familier|convivial|enjoué|direct|positif|soutenu|courtois|poli|détendu|persuasif|drôle)(?![\p{L}]))/giu;

/** "Rédigez", "Expliquez-moi", "Faites" (not "chez", "assez"). */
const VOUS_IMPERATIVE = new RegExp(
  `${CLAUSE_START}(?!(?:chez|assez|nez|rez)${END})(?:\\p{L}+ez|faites|dites)${END}`,
  'giu',
);
/** "pouvez-vous", "pourriez-vous". */
const VOUS_INVERSION = /(?<![\p{L}-])\p{L}+-vous(?![\p{L}])/giu;
const VOUS_SUBJECT = /(?<![\p{L}])vous(?![\p{L}])/giu;
const VOUS_OTHER = /(?<![\p{L}])(?:votre|vos|svp)(?![\p{L}])/giu;

type Side = 'tu' | 'vous';

/**
 * Opening verbs and subject pronouns weigh 2, the other words 1 ("svp" is a habit of many users
 * who otherwise write "tu"). The verb that opens the request breaks a tie: in "écris un mot pour
 * mes voisins : venez nombreux", the second imperative belongs to the text to write.
 */
const MARKERS: readonly { pattern: RegExp; side: Side; weight: number; opening: boolean }[] = [
  { pattern: TU_IMPERATIVE, side: 'tu', weight: 2, opening: true },
  { pattern: TU_AMBIGUOUS, side: 'tu', weight: 2, opening: true },
  { pattern: TU_HYPHEN, side: 'tu', weight: 2, opening: true },
  { pattern: TU_INVERSION, side: 'tu', weight: 2, opening: true },
  { pattern: TU_SUBJECT, side: 'tu', weight: 2, opening: false },
  { pattern: TU_OTHER, side: 'tu', weight: 1, opening: false },
  { pattern: TU_TON, side: 'tu', weight: 1, opening: false },
  { pattern: VOUS_IMPERATIVE, side: 'vous', weight: 2, opening: true },
  { pattern: VOUS_INVERSION, side: 'vous', weight: 2, opening: true },
  { pattern: VOUS_SUBJECT, side: 'vous', weight: 2, opening: false },
  { pattern: VOUS_OTHER, side: 'vous', weight: 1, opening: false },
];

/** The register the user addresses the assistant with in a French request. */
export function frenchAddress(request: string): Side {
  const text = request
    .replace(QUOTED, ' ')
    // "svp" and "stp" count the same written out (the analysis expands them); a rendez-vous
    // addresses no one.
    .replace(/s['’]il vous pla[iî]t/giu, 'svp')
    .replace(/s['’]il te pla[iî]t/giu, 'stp')
    .replace(/rendez-vous/giu, 'rdv');
  const score = { tu: 0, vous: 0 };
  let first: { side: Side; at: number } | null = null;
  for (const { pattern, side, weight, opening } of MARKERS) {
    for (const match of text.matchAll(pattern)) {
      score[side] += weight;
      if (opening && (!first || match.index < first.at)) first = { side, at: match.index };
    }
  }
  if (first) score[first.side] += 1;
  return score.tu > score.vous ? 'tu' : 'vous';
}
