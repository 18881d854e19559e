import type { Analysis } from '../analysis/types';
import type { AdviceSlot } from '../i18n/scaffold/advice-questions';
import { wordCount } from '../analysis/word-count';
import { GIVEN_WORK_KINDS } from './given-work-kinds';

/**
 * Recurrent advice asks whose answer turns on one or two facts of the user's situation, asked
 * first with the usual answers as options: travel papers (the passport, then the stay or the
 * transit), US health and retirement accounts (eligibility and expected costs or tax rate), a
 * refused connection or login (where to, the command, the system, the key set-up), a medicine
 * taken with "my pills" (which ones), the rules of a game (which part). One row per family, read
 * from the words of the ask; each question is dropped once the request states its answer.
 */
export type AdviceFamily =
  'db-login' | 'transit' | 'travel-papers' | 'health-account' | 'retirement' | 'login' | 'meds' | 'rules';

/** Only what the families themselves ask; age and conditions are the health gap's (missing-facts.ts). */
export type AdviceAsk = AdviceSlot | 'your-age' | 'health-conditions';

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const re = (source: string): RegExp => new RegExp(`${L}(?:${source})${R}`, 'iu');

/** A question, not a brief: past this many words the user has told what matters to them. */
const MAX_WORDS = 40;
/** "pickleball rules", "reglas del mus": a bare rules lookup, two to five words. */
const RULES_MAX_WORDS = 5;

const TRANSIT = re(
  'layovers?|stopovers?|transit(?: visa)?|connecting flights?|escala|tr[áa]nsito|correspondance|zwischenstopp|zwischenlandung|umstieg|transitvisum|scalo|transito|conex[ãa]o',
);
const VISA = re(
  "visas?(?! (?:card|debit|credit|gift))|visados?|visum|visto|(?:an|the) (?:esta|eta)|etias|e-?visa|entry requirements?|entry rules|need a passport|requisitos de entrada|conditions d[’']entr[ée]e|einreise\\p{L}*|requisiti (?:di|per l[’'])ingresso",
);
/** "Visa or Mastercard abroad": the card, not the border. */
const CARD = re(
  'mastercard|amex|american express|credit cards?|debit cards?|cashback|tarjeta|carte bancaire|kreditkarte|carta di credito|cart[ãa]o',
);
const HEALTH_ACCOUNT = re('hsa|fsa|health savings account|flexible spending account');
const RETIREMENT = re(
  'roth(?: ira| 401\\(?k\\)?)?|traditional ira|ira|401\\(?k\\)?|403\\(?b\\)?|backdoor roth',
);
/** A refused connection or login, told by its error words. */
const LOGIN_FAULT = re(
  "permission denied|publickey|authentication failed|access denied|host key verification failed|connection (?:refused|timed out|reset)|could not (?:read from remote repository|resolve host)|unauthori[sz]ed|(?:401|403)(?: forbidden| unauthorized)?|invalid credentials|ssl certificate problem|certificate verify failed|econnrefused|etimedout|too many authentication failures|permiso denegado|autenticaci[óo]n fallida|acceso denegado|permission refus[ée]e|[ée]chec (?:de l[’'])?authentification|zugriff verweigert|berechtigung verweigert|authentifizierung fehlgeschlagen|permesso negato|autenticazione fallita|accesso negato|permiss[ãa]o negada|falha (?:de|na) autentica[çc][ãa]o|acesso negado",
);
/** The tool or service that refused: without one, "access denied" may be a door or a website. */
const LOGIN_TOOL = re(
  'ssh|scp|sftp|rsync|git|github|gitlab|bitbucket|server|servidor|serveur|vps|ec2|rdp|ftp|psql|postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|redis|database|db',
);
const DB_TOOL = re('psql|postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|redis|sql server|database|db');
/** Medicines named by kind only: "my blood pressure meds", "mes médicaments", "meine Tabletten". */
const VAGUE_MEDS = re(
  '(?:my|our) (?:[\\p{L}-]+ ){0,2}(?:meds|medications?|medicines?|pills|tablets|prescriptions?|antidepressants|blood thinners|statins|antibiotics|painkillers|steroids|birth control)|(?:mis|mes|meine[nm]?|i miei|os meus|meus|minhas) (?:[\\p{L}-]+ ){0,2}(?:medicamentos|pastillas|m[ée]dicaments|cachets|antid[ée]presseurs|antidepresivos|\\p{L}*medikamente[n]?|\\p{L}*tabletten|farmaci|medicine|pastiglie|antidepressivi|rem[ée]dios|comprimidos|antidepressivos)(?: (?:para|pour|f[üu]r|gegen|per|contra) (?:la |le |el |a |o |den )?\\p{L}+)?',
);
/** Taking, mixing or combining: the medicine question is about what goes together. */
const TAKING = re(
  'take|taking|mix|mixing|combine|with|while on|tomar|tomo|con|prendre|avec|nehmen|mit|zusammen|prendere|insieme|junto|com',
);
const RULES = re('rules|reglas|r[èe]gles|regeln|regole|regras|reglamento|regelwerk|regolamento');
/** "rules for my newsletter", "GDPR rules": rules of law or of a text are no game. */
export const NOT_GAME = re(
  'gdpr|tax|law|legal|hoa|tenancy|lease|visa|style|grammar|naming|firewall|eslint|css|regex|email|newsletter|company|school|house|office|investing|money|dating|etiquette|writing|design|coding|road|traffic|driving|safety|golden|thumb|carry-on|baggage|luggage|airline|flight|parking|zoning|immigration|covid|dress code|uniform|gym|rental|airbnb|work|workplace|kitchen|fridge|pets?|cats?|dogs?|club|group|team|class|classroom|family|kids|our|my|mi|ma|mon|mein|meine|il mio|meu|nuestr[oa]|notre|unser\\p{L}*|nostr[oa]|noss[oa]',
);

const FAMILIES: ReadonlyArray<{
  family: AdviceFamily;
  when: (text: string) => boolean;
  ask: readonly AdviceAsk[];
}> = [
  // A database refusing its user: a key set-up means nothing there, the command and system do.
  {
    family: 'db-login',
    when: (t) => LOGIN_FAULT.test(t) && DB_TOOL.test(t),
    ask: ['conn-command', 'conn-os'],
  },
  {
    family: 'login',
    when: (t) => LOGIN_FAULT.test(t) && LOGIN_TOOL.test(t),
    ask: ['conn-target', 'conn-command', 'conn-os', 'conn-key'],
  },
  {
    family: 'transit',
    when: (t) => TRANSIT.test(t) && VISA.test(t) && !CARD.test(t),
    ask: ['passport', 'transit-airside', 'permit-held'],
  },
  { family: 'travel-papers', when: (t) => VISA.test(t) && !CARD.test(t), ask: ['passport', 'stay-kind'] },
  { family: 'health-account', when: (t) => HEALTH_ACCOUNT.test(t), ask: ['health-plan', 'medical-costs'] },
  { family: 'retirement', when: (t) => RETIREMENT.test(t), ask: ['tax-bracket', 'workplace-plan'] },
  {
    family: 'meds',
    when: (t) => VAGUE_MEDS.test(t) && TAKING.test(t),
    ask: ['which-meds', 'health-conditions', 'your-age'],
  },
  {
    family: 'rules',
    when: (t) => RULES.test(t) && !NOT_GAME.test(t) && wordCount(t) <= RULES_MAX_WORDS,
    ask: ['rules-part'],
  },
];

/** Kinds that work on given text or make a picture or a persona: a visa letter is written, not asked. */
const OTHER_KINDS: ReadonlySet<string> = new Set([
  ...GIVEN_WORK_KINDS,
  'roleplay',
  'image',
  'system-prompt',
  'translate',
]);

/** The advice family of a short ask, or null when it is none of them or is a brief already. */
export function adviceFamilyOf(analysis: Analysis): AdviceFamily | null {
  if (analysis.alreadyStructured || analysis.material.length > 0) return null;
  if (OTHER_KINDS.has(analysis.classification.kind) && analysis.classification.kind !== 'debug') return null;
  const text = analysis.request;
  if (wordCount(text) > MAX_WORDS) return null;
  // "write a cover letter for a visa application" is a text to write, not a question of papers.
  if (analysis.classification.kind === 'write' && analysis.classification.confidence >= 0.5) return null;
  const family = FAMILIES.find((f) => f.when(text))?.family ?? null;
  // "a schedule for my meds and my vitamins" plans a routine; it asks nothing about mixing them.
  if (family === 'meds' && PLANNING.has(analysis.classification.kind)) return null;
  return family;
}

const PLANNING: ReadonlySet<string> = new Set(['plan', 'brainstorm', 'write']);

/**
 * "for Thailand", "en Ámsterdam", "para os Estados Unidos": the country whose entry rules apply is
 * named (case matters: the capital marks the name). "a visa to work remotely" names none.
 */
const DESTINATION =
  /(?<![\p{L}])(?:for|to|in|into|visit(?:ing)?|nach|f[üu]r|in|en|pour|au|aux|[àa]|para|per|a)\s+(?:(?:the|los|las|el|la|le|les|os|as|o|die|den|gli|i)\s+)?\p{Lu}/u;

/** The ask's country is set: entry rules name the destination; these accounts are American. */
export function countrySet(family: AdviceFamily, analysis: Analysis): boolean {
  if (family === 'health-account' || family === 'retirement') return true;
  return (family === 'transit' || family === 'travel-papers') && DESTINATION.test(analysis.request);
}

export function adviceAsks(family: AdviceFamily): AdviceAsk[] {
  return [...FAMILIES.find((f) => f.family === family)!.ask];
}

/** Nationality told: "on a US passport", "I'm Indian", "als Deutscher", "soy mexicano". */
const PASSPORT_TOLD = re(
  [
    'passports?|pasaportes?|passeports?|reisepass|pass|passaporto|passaporte|citizens?|citizenship|nationals?|ciudadan[oa]s?|nacionalidad|citoyen(?:ne)?|nationalit[ée]|staatsb[üu]rger\\p{L}*|staatsangeh[öo]rigkeit|cittadin[oa]|cittadinanza|cidad[ãa]o|cidad[ãa]|nacionalidade|green card holder',
    "(?:i['’]?m|i am|we['’]re|we are|as an?|soy|somos|je suis|nous sommes|ich bin|wir sind|als|sono|siamo|sou|somos) (?:an? )?(?:american|british|canadian|australian|indian|pakistani|bangladeshi|nigerian|ghanaian|kenyan|south african|chinese|japanese|korean|filipino|vietnamese|indonesian|thai|mexican|brazilian|argentin(?:e|ian)|colombian|peruvian|chilean|venezuelan|german|french|spanish|italian|portuguese|dutch|polish|irish|turkish|russian|ukrainian|egyptian|moroccan|iranian|saudi|emirati|israeli|mexican[oa]|argentin[oa]|colombian[oa]|venezolan[oa]|peruan[oa]|chilen[oa]|espa[ñn]ol[a]?|cuban[oa]|fran[çc]ais[e]?|marocain[e]?|alg[ée]rien(?:ne)?|tunisien(?:ne)?|belge|suisse|canadien(?:ne)?|deutsche[r]?|t[üu]rk(?:e|in)|österreicher(?:in)?|schweizer(?:in)?|italian[oa]|albanese|brasileir[oa]|portugu[êe]s[a]?|angolan[oa])",
    "(?:i[’']?m|i am) from|vengo de|je viens d|ich komme aus|vengo da|sou d[eo]|sou da",
  ].join('|'),
);
const STAY_TOLD = re(
  'touris[mt]\\p{L}*|holidays?|vacations?|business|conference|study|studying|work(?:ing)?|\\d+\\s*(?:days?|nights?|weeks?|months?)|a (?:week|month|weekend)|turismo|vacaciones|negocios|estudiar|trabajar|d[íi]as|semanas|tourisme|vacances|affaires|[ée]tudes|jours|semaines|urlaub|gesch[äa]ft\\p{L}*|studium|tage|wochen|vacanza|lavoro|studio|giorni|settimane|f[ée]rias|neg[óo]cios|estudo|trabalho|dias',
);
const AIRSIDE_TOLD = re(
  "airside|landside|leave the airport|leaving the airport|stay in the airport|staying in the airport|change airports|changing airports|same terminal|overnight|hotel|salir del aeropuerto|cambiar de aeropuerto|sortir de l[’']a[ée]roport|changer d[’']a[ée]roport|flughafen verlassen|flughafen wechseln|transitbereich|uscire dall[’']aeroporto|cambiare aeroporto|sair do aeroporto|trocar de aeroporto",
);
const PERMIT_TOLD = re(
  'green card|residence permit|resident|schengen visa|us visa|uk visa|canadian visa|valid visa|brp|permiso de residencia|residente|titre de s[ée]jour|r[ée]sident\\p{L}*|aufenthaltstitel|aufenthaltserlaubnis|permesso di soggiorno|residente|autoriza[çc][ãa]o de resid[êe]ncia',
);
const PLAN_TOLD = re(
  'high[- ]deductible|hdhp|deductible|ppo|hmo|epo|bronze|silver|gold plan|medicare|medicaid|marketplace plan',
);
const COSTS_TOLD = re(
  'surgery|pregnan\\p{L}*|baby|braces|prescriptions?|chronic|therapy|glasses|contacts|rarely|healthy|never (?:see|go to) (?:a|the) doctor|medical (?:bills|costs|expenses)|\\$\\s?\\d',
);
// "45k" is an income; "401k" and "403b" are plans.
const BRACKET_TOLD = re(
  'bracket|\\d+\\s?%|income|earn\\p{L}*|salary|make \\$?\\d|\\$\\s?\\d|(?!40[13])\\d{2,3}k',
);
const WORKPLACE_TOLD = re(
  '401\\(?k\\)?|403\\(?b\\)?|employer|match(?:ing)?|workplace|self-employed|freelanc\\p{L}*|contractor|1099',
);
const TARGET_TOLD = re(
  'psql|postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|redis|github|gitlab|bitbucket|azure devops|aws|ec2|lightsail|gcp|google cloud|azure|digitalocean|droplet|linode|hetzner|heroku|raspberry(?: pi)?|pi|vps|localhost|nas|synology|\\p{L}+@[\\p{L}\\d.-]+|\\d{1,3}(?:\\.\\d{1,3}){3}|[\\p{L}\\d-]+\\.(?:com|org|net|io|dev|cloud)',
);
const COMMAND_TOLD =
  /`[^`]+`|^\s*\$\s|\b(?:ssh|scp|git|psql|mysql|docker|kubectl|curl)\s+(?:-\S+\s+)*\S*[@:/.]\S*/imu;
const OS_TOLD = re(
  'mac|macos|macbook|os x|linux|ubuntu|debian|fedora|arch|mint|windows|win10|win11|wsl|powershell|putty|chromebook',
);
const KEY_TOLD = re(
  'ssh-keygen|ssh-add|ssh-agent|id_rsa|id_ed25519|id_ecdsa|authorized_keys|\\.pem|key ?pair|added (?:my|the) (?:ssh )?key|deploy key|password|token|pat|personal access token|pg_hba|contrase[ñn]a|mot de passe|passwort|kennwort|senha',
);
/** Two medicines named, or the user takes none other: "ibuprofen with sertraline". */
const DRUG = re(
  "ibuprofen|paracetamol|acetaminophen|tylenol|advil|aspirin|naproxen|aleve|codeine|tramadol|amoxicillin|metronidazole|doxycycline|sertraline|fluoxetine|citalopram|escitalopram|venlafaxine|bupropion|warfarin|apixaban|rivaroxaban|clopidogrel|metformin|insulin|lisinopril|ramipril|enalapril|losartan|valsartan|amlodipine|bisoprolol|metoprolol|atenolol|hydrochlorothiazide|furosemide|atorvastatin|simvastatin|rosuvastatin|levothyroxine|omeprazole|pantoprazole|prednisone|prednisolone|cetirizine|loratadine|melatonin|st\\.? john[’']?s wort|ibuprofeno|paracetamol|ibuprof[èe]ne|parac[ée]tamol|aspirina|aspirine",
);
/** "for beginners", "scoring", "how to play": which part of the rules is wanted is told. */
const RULES_PART_TOLD = re(
  'beginners?|basics?|scoring|score|serv(?:e|ing)|how to play|official|principiantes?|b[áa]sic[oa]s?|puntuaci[óo]n|d[ée]butants?|bases|points|anf[äa]nger\\p{L}*|grundlagen|z[äa]hl\\p{L}*|principianti|punteggio|iniciantes?|pontua[çc][ãa]o',
);
const NO_OTHER = re('no other (?:meds|medicines?|medications?)|nothing else|only (?:this|that) one');

/** The request already states the slot's answer. */
export function adviceFilled(slot: AdviceSlot, analysis: Analysis): boolean {
  const text = analysis.request;
  switch (slot) {
    case 'passport':
      return PASSPORT_TOLD.test(text);
    case 'stay-kind':
      return STAY_TOLD.test(text);
    case 'transit-airside':
      return AIRSIDE_TOLD.test(text);
    case 'permit-held':
      return PERMIT_TOLD.test(text);
    case 'health-plan':
      return PLAN_TOLD.test(text);
    case 'medical-costs':
      return COSTS_TOLD.test(text);
    case 'tax-bracket':
      return BRACKET_TOLD.test(text);
    case 'workplace-plan':
      return WORKPLACE_TOLD.test(text);
    case 'conn-target':
      return TARGET_TOLD.test(text);
    case 'conn-command':
      return COMMAND_TOLD.test(text);
    case 'conn-os':
      return OS_TOLD.test(text);
    case 'conn-key':
      return KEY_TOLD.test(text);
    case 'which-meds':
      return NO_OTHER.test(text) || (text.match(new RegExp(DRUG.source, 'giu'))?.length ?? 0) >= 2;
    case 'rules-part':
      return RULES_PART_TOLD.test(text);
  }
}
