import type { Analysis } from '../analysis/types';
import type { ThinAskSlot } from '../i18n/scaffold/thin-ask-questions';
import { namesDevice, techFaultOf } from '../i18n/scaffold/tech-faults';
import { GIVEN_WORK_KINDS } from './given-work-kinds';
import { unicodeWords } from '../grammar/unicode-words';
import { isAdviceSlot } from '../i18n/scaffold/advice-questions';
import { adviceFilled } from './advice-families';
import { wordCount } from '../analysis/word-count';
import { ALT_TEXT } from '../i18n/scaffold/forms';
import { statesOwnLevel, statesSchoolYear } from './stated-audience';

/**
 * The one to three questions that decide a thin everyday ask, read from what KIND of ask it is,
 * not from its subject: a gadget or a link that fails (troubleshooting: one device or all, which
 * router or model, since when, what was tried), "how do I set up a VPN" (steps: on which device),
 * "how do I start running" (steps: from where), "gdpr for my shop" (rules: where the business
 * and its customers are, what data it keeps). Each question is dropped once the request says its
 * answer, so "my fritzbox wifi drops on every device" asks only what was tried.
 */

/** A question, not a brief: past this many words the user has chosen what to say. */
const MAX_WORDS = 16;

const OTHER_KINDS: ReadonlySet<string> = new Set([...GIVEN_WORK_KINDS, 'roleplay', 'image', 'system-prompt']);

/** "how do I set up a VPN", "comment installer une imprimante": a setup whose steps differ by system. */
const SETUP = unicodeWords(
  new RegExp(
    [
      '^(?:how (?:do|can|should) i|how to) (?:set ?up|install|configure|connect|back ?up|reset|update)\\b',
      '^comment (?:faire pour |je peux |on )?(?:mettre en place|installer|configurer|connecter|sauvegarder|réinitialiser)\\b',
      '^c[óo]mo (?:puedo |hago para |se )?(?:configur|instal|conect|respald|restablec)\\p{L}*',
      // German puts the verb last: "wie kann ich ein VPN einrichten", "wie richte ich … ein".
      '^wie (?:(?:kann|muss|soll) (?:ich|man)(?: \\p{L}+){1,4} (?:einrichten|installieren|verbinden|sichern)|(?:richte|installiere|verbinde|sichere) ich)\\b',
      '^come (?:posso |faccio a |si fa a )?(?:configur|install|colleg|ripristin)\\p{L}*',
      '^como (?:posso |faço para |eu )?(?:configur|instal|conect|restaur)\\p{L}*',
    ].join('|'),
    'iu',
  ),
);
/** The setup's subject is a gadget's or an account's: a VPN, a printer, a backup, an email account. */
const SETUP_THING = unicodeWords(
  /\b(?:vpn|printer|imprimante|impresora|drucker|stampante|impressora|backup|sauvegarde|copia de seguridad|datensicherung|email|e-mail|e-?mail account|correo|courriel|posteingang|outlook|gmail|whatsapp|two[- ]factor|2fa|authenticator|password manager|ad ?blocker|parental controls?|contr[ôo]le parental|controles? parentales?|kindersicherung|controllo parentale|controle parental|hotspot|bluetooth|vpn|dual boot|screen ?mirroring|chromecast)\b/iu,
);
/** Any device or system named: the setup's starting point is told. German nouns take "-" ("Windows-PC"). */
const SYSTEM = unicodeWords(
  /\b(?:windows|mac(?:os|book)?|iphone|ipad|ios|android|linux|ubuntu|chromebook|samsung|pixel|router|fritz!?box|pc|laptop|ordi(?:nateur)?|port[áa]til|handy|celular|m[óo]vil|telefono|cellulare|smart ?tv|tv|ps5|xbox)\b/iu,
);

/** "how do I start running", "wie fange ich mit Gitarre an": a new activity, from the user's level. */
const START_ACTIVITY = unicodeWords(
  /^(?:how (?:do|can|should) i|how to|best way to) (?:start|begin|get (?:into|started with)|learn)\b|^(?:comment|comment faire pour) (?:commencer|débuter|apprendre)\b|^c[óo]mo (?:empiezo|empezar|empiezo a|aprendo|aprender|comienzo|comenzar)\b|^wie (?:fange ich|beginne ich|lerne ich|kann ich (?:anfangen|lernen))\b|^come (?:inizio|iniziare|comincio|cominciare|imparo|imparare)\b|^como (?:começo|começar|aprendo|aprender|inicio|iniciar)\b/iu,
);
/** "…a business", "…a company", "…a blog": a thing to set up, not an activity with a level. */
const NOT_ACTIVITY = unicodeWords(
  /\b(?:business|company|podcast|blog|youtube channel|shop|store|a conversation|an essay|a (?:letter|speech|email|story)|negocio|empresa|entreprise|soci[ée]t[ée]|firma|unternehmen|azienda|attivit[àa]|neg[óo]cio)\b/iu,
);
/** The level is told: "again", "as a beginner", "at 50 after years off". */
const LEVEL_TOLD = unicodeWords(
  /\b(?:again|beginner|never|first time|complete(?:ly)? new|used to|years? (?:off|ago)|experience|de nuevo|otra vez|desde cero|principiante|nunca|de nouveau|débutant|jamais|wieder|anfänger|nie|noch nie|di nuovo|principiante|mai|de novo|iniciante|nunca)\b/iu,
);

/** Data protection for a business: what the law asks turns on where it and its customers are. */
const PRIVACY = unicodeWords(
  /\b(?:gdpr|rgpd|dsgvo|uk gdpr|ccpa|lgpd|data protection|privacy (?:policy|law|rules)|cookie (?:banner|consent|law)|protecci[óo]n de datos|protection des donn[ée]es|datenschutz\p{L}*|protezione dei dati|prote[çc][ãa]o de dados)\b/iu,
);
const BUSINESS = unicodeWords(
  /\b(?:shop|onlineshop|webshop|online-shop|store|business|website|site|blog|newsletter|app|customers?|clients?|tienda|negocio|web|clientes?|boutique|entreprise|site|commerce|shop|gesch[äa]ft|laden|webseite|website|kunden|negozio|attivit[àa]|sito|clienti|loja|neg[óo]cio|site|clientes?)\b/iu,
);

const PLACE = unicodeWords(
  /\b(?:eu|europe|uk|us|usa|united states|germany|france|spain|italy|portugal|brazil|canada|australia|deutschland|österreich|schweiz|frankreich|spanien|italien|españa|francia|méxico|argentina|colombia|chile|italia|portugal|brasil|belgique|suisse|alemania|europa)\b/iu,
);
const DATA_TOLD = unicodeWords(
  /\b(?:emails?|e-?mail addresses|newsletter|addresses|payment|cookies|analytics|names|correos|direcciones|pagos|adresses|paiement|adressen|zahlungs\p{L}*|indirizzi|pagamenti|endereços|pagamentos)\b/iu,
);

/** Leaving a job: "resignation text", "carta de renuncia", "lettre de démission", "Kündigung an meinen Chef". */
const RESIGN = unicodeWords(
  /\b(?:resign(?:ation|ing)?|quit(?:ting)? (?:my|the|this) job|i(?:'?m| am) quitting|hand(?:ing)? in my notice|two weeks'? notice|renuncia(?:r)?|dimisi[óo]n|dimitir|d[ée]mission(?:ner)?|dimissioni|dimettermi|(?:pedido|carta) de demiss[ãa]o|pedir (?:a )?demiss[ãa]o|me demitir)\b|\bk[üu]ndigung\b(?=.*\b(?:chef\p{L}*|arbeitgeber\p{L}*|job|stelle|arbeitsvertrag)\b)|\b(?:job|stelle|arbeitsvertrag) k[üu]ndigen\b/iu,
);
/** Telling the boss in person: the same facts decide the talk as the letter. */
const TELL_BOSS = unicodeWords(
  /^(?:how (?:do|should|can) i|how to) (?:tell|inform) (?:my )?(?:boss|manager|employer)\b|^wie sage ich (?:meinem|meiner) (?:chef|chefin|arbeitgeber)\b|^c[óo]mo (?:le )?(?:digo|decirle) a mi jef[ea]\b|^comment (?:le )?(?:dire|annoncer) à mon (?:patron|manager|employeur)\b|^come (?:lo )?dico al (?:mio )?capo\b|^como (?:eu )?(?:falo|conto|digo) (?:pro|para o|ao) (?:meu )?chefe\b/iu,
);
const NOTICE_TOLD = unicodeWords(
  /\b(?:\d+\s*(?:weeks?|days?|months?|wochen|tage|monate?n?|semanas?|d[íi]as|mois|jours|semaines|settimane|giorni|mesi)|notice|last day|end of (?:the )?month|preaviso|pr[ée]avis|k[üu]ndigungsfrist|preavviso|aviso pr[ée]vio|letzte[rn]? (?:arbeits)?tag|[úu]ltimo d[íi]a|dernier jour|ultimo giorno|monday|tuesday|wednesday|thursday|friday|montag|dienstag|mittwoch|donnerstag|freitag|lunes|viernes|lundi|vendredi|luned[ìi]|venerd[ìi]|segunda|sexta)\b/iu,
);
const REASON_TOLD = unicodeWords(
  /\b(?:because|reason|new (?:job|role|position)|personal|relocat\p{L}*|moving|burn ?out|porque|motivo|nuevo trabajo|raison|parce que|nouveau (?:poste|travail)|weil|grund|neue[nr]? (?:job|stelle)|perch[ée]|nuovo lavoro|novo emprego)\b/iu,
);

/** Buy, or rent and lease: "should i buy or lease a car", "mieten oder kaufen", "alugar ou comprar". */
const BUY_OR_RENT = unicodeWords(
  /\b(?:(?:buy(?:ing)?|purchas\p{L}*)\s+(?:\p{L}+\s+){0,2}(?:or|vs\.?|versus)\s+(?:\p{L}+\s+)?(?:leas\p{L}*|rent\p{L}*|financ\p{L}*)|(?:leas\p{L}*|rent\p{L}*)\s+(?:\p{L}+\s+){0,2}(?:or|vs\.?|versus)\s+(?:\p{L}+\s+)?(?:buy\p{L}*|purchas\p{L}*)|comprar\s+o\s+(?:alquilar|hacer un renting|renting|leasing)|alquilar\s+o\s+comprar|acheter\s+ou\s+(?:louer|en loa|en leasing)|louer\s+ou\s+acheter|kaufen\s+oder\s+(?:leasen|mieten)|(?:leasen|mieten)\s+oder\s+kaufen|comprare\s+o\s+(?:affittare|noleggiare|prendere in leasing)|(?:affittare|noleggiare)\s+o\s+comprare|comprar\s+ou\s+alugar|alugar\s+ou\s+comprar)\b/iu,
);
const VEHICLE = unicodeWords(
  /\b(?:car|cars|vehicle|ev|van|truck|coche|carro|auto|veh[íi]culo|voiture|v[ée]hicule|wagen|fahrzeug|e-auto|macchina|veicolo|autom[óo]vel)\b/iu,
);
const HOME = unicodeWords(
  /\b(?:house|home|flat|apartment|condo|place|casa|piso|vivienda|apartamento|maison|appartement|logement|haus|wohnung|eigenheim|appartamento|im[óo]vel)\b/iu,
);
/** "rent or buy in london": renting, with no car named, is a home. */
const RENTING = unicodeWords(
  /\b(?:rent\p{L}*|alquil\p{L}*|lou\p{L}*|miet\p{L}*|affitt\p{L}*|alug\p{L}*)\b/iu,
);
const KEEP_TOLD = unicodeWords(
  /\b(?:\d+\s*(?:years?|yrs?|a[ñn]os|ans|jahre?n?|anni|anos)|long[- ]term|short[- ]term|forever)\b/iu,
);
const DISTANCE_TOLD = unicodeWords(/\b\d[\d.,]*\s*(?:k\b|km|kilomet\p{L}*|miles?|mi)\b|\bmileage\b/iu);

/** Routers, mesh systems and providers people name. */
const SETUP_TOLD = unicodeWords(
  /\b(?:fritz!?box|netgear|tp-?link|asus|linksys|eero|orbi|deco|google (?:nest )?wifi|nest wifi|ubiquiti|unifi|huawei|zte|bt|virgin(?: media)?|sky|talktalk|ee|comcast|xfinity|spectrum|at&t|verizon|t-?mobile|cox|starlink|vodafone|telekom|o2|1&1|orange|free|freebox|livebox|sfr|bouygues|bbox|movistar|digi|jazztel|tim|fastweb|iliad|windtre|wind|meo|nos|vivo|claro|oi|swisscom|a1|magenta|telstra|optus|rogers|bell)\b/iu,
);
const MODEL_TOLD = unicodeWords(
  /\b(?:iphone|ipad|macbook|imac|mac mini|samsung|galaxy|pixel|xiaomi|redmi|huawei|oneplus|oppo|motorola|moto|nokia|sony|xperia|dell|hp|lenovo|thinkpad|asus|acer|msi|surface|chromebook|epson|canon|brother|lg|philips|bose|jbl|airpods|beats|sonos|kindle|ps[45]|xbox|nintendo|windows (?:\d+|xp|vista)|android \d+|ios \d+|macos)\b|\p{L}+\s?\d{2,}/iu,
);
const SINCE_TOLD = unicodeWords(
  /\b(?:since|after|ever since|always|suddenly|started|for (?:a |\d+ |two |three |a few )?(?:days?|weeks?|months?)|every (?:night|day|evening|morning)|at night|around \d|desde|despu[ée]s de|siempre|de repente|depuis|apr[èe]s|toujours|soudain|tous les soirs|seit|nach dem|immer|pl[öo]tzlich|jeden abend|nachts|da quando|dopo|sempre|all['’]improvviso|ogni sera|desde|depois d[ao]|de repente|toda noite|[àa] noite)\b/iu,
);
const TRIED_TOLD = unicodeWords(
  /\b(?:tried|already|restarted|rebooted|reset|unplugged|updated|reinstalled|probé|ya he|reinici\p{L}*|essayé|déjà|redémarré|réinitialisé|versucht|schon|neu gestartet|zurückgesetzt|provato|già|riavviato|tentei|já|reiniciei)\b/iu,
);

/** "on every device", "only my laptop": which devices are hit is told. */
const EVERY_OR_ONE = unicodeWords(
  /\b(?:all|every|only|just one|any|todos|tous|alle|nur|tutti|solo|só|em todos)\s+(?:(?:my|the|our|los|mis|les|mes|meine[n]?|i|miei|os|meus|one|un|una|um|ein(?:em)?|on)\s+)?(?:devices?|dispositivos?|appareils?|ger(?:ä|ae)te[n]?|dispositiv[oi]|aparelhos?)\b/iu,
);

/** Logo ideas or a logo to design: "logo ideas", "ideas for our logo", "ideas de logo", "Logo-Ideen". */
const LOGO_ASK = unicodeWords(
  /\blogos?\s+(?:ideas?|concepts?|designs?|suggestions?|inspo|inspiration)\b|\b(?:ideas?|concepts?)\s+for\s+(?:a\s+|my\s+|our\s+)?(?:new\s+)?logo\b|^(?:design|make|create|draw)\s+(?:me\s+)?(?:a\s+)?logo\b|\bideas?\s+(?:de|para)\s+(?:un\s+|o\s+|um\s+)?logo(?:tipo)?\b|\bid[ée]es?\s+de\s+logo\b|\blogo-?ideen\b|\bidee\s+per\s+(?:il\s+|un\s+)?logo\b/iu,
);
/** What the logo is for is told: "for my bakery", "for a dog-walking business", "para mi cafetería". */
const LOGO_FOR_TOLD = unicodeWords(
  /\b(?:for|para|pra|pour|f[üu]r|per)\s+(?!(?:\p{L}+\s+){0,2}logo)(?:(?:my|our|a|an|the|mi|mis|nuestr[oa]|un|una|mon|ma|notre|une|mein\p{L}*|unser\p{L}*|ein\p{L}*|il mio|la mia|il nostro|la nostra|meu|minha|nosso|nossa|o|a)\s+)?\p{L}{3,}|\b(?:called|named|llamad[oa]|appel[ée]e?|namens|chiamat[oa]|chamad[oa])\b/iu,
);
const LOGO_STYLE_TOLD = unicodeWords(
  /\b(?:minimal\p{L}*|modern\p{L}*|playful|retro|vintage|classic|hand[- ]?drawn|bold|elegant|cute|geometric|flat|monogram|wordmark|mascot|colou?rs?|estilo|style|stil|stile)\b/iu,
);

/** A maths idea to understand: "eigenvectors", "bayes theorem", "fourier transform", "p-values". */
const MATHS_IDEA = unicodeWords(
  /\b(?:eigen\p{L}*|autovalor\p{L}*|autovettor\p{L}*|vecteurs? propres|valeurs? propres|matrix multiplication|matrices|determinants?|linear algebra|bayes(?:'? ?theorem)?|fourier|laplace|derivatives?(?!\s+(?:work|trading|markets?|contracts?))|integrals?|calculus|logarithms?|complex numbers|imaginary numbers|standard deviation|p-?values?|confidence intervals?|linear regression|logistic regression|entropy|probability|gradient descent|taylor series|differential equations?|group theory|topology|prime numbers|modular arithmetic|vectors?|trigonometry|sine and cosine|sinus|cosinus|e\^?ix|euler'?s (?:identity|formula|number)|derivadas?|integral(?:es|i)?|d[ée]riv[ée]es?|int[ée]grales?|ableitung\p{L}*|integral\p{L}*|logaritm\p{L}*|wahrscheinlichkeit\p{L}*|probabilit\p{L}*|matrizes|matrici)\b/iu,
);
/** Wanting it understood, not computed: "intuitively", "explain", "what is", "ELI5". */
const UNDERSTAND = unicodeWords(
  /\b(?:intuiti\p{L}*|explain\p{L}*|simply|simple terms|plain english|for dummies|like i'?m \d+|eli5|anschaulich|understand|what (?:is|are|does)|meaning|explica\p{L}*|expliqu\p{L}*|erkl[äa]r\p{L}*|anschaulich|spiega\p{L}*|qu['’]est-ce|qu[ée] (?:es|son)|was (?:ist|sind)|cos['’]?[èe]|o que (?:é|são))\b/iu,
);
/** The reader's maths is told: a school year, a level, "like I'm 5", "I'm an engineer". */
const MATHS_LEVEL_TOLD = unicodeWords(
  /\b(?:eli5|like i'?m \d+|kids?|child|beginners?|dummies|high[- ]school|gcse|a-?levels?|undergrad\p{L}*|universit\p{L}*|college|phd|grade|year \d+|physicist|engineer|bachillerato|lyc[ée]e|abitur|liceo|ensino m[ée]dio)\b/iu,
);

const ALT_WHERE_TOLD = unicodeWords(
  /\b(?:website|site|web|blog|instagram|facebook|linkedin|twitter|x post|post|product|shop|store|slides?|presentation|newsletter|email|p[áa]gina|tienda|produit|boutique|diapositivas?|folien|produkt\p{L}*|prodotto|negozio|produto|loja)\b/iu,
);

function thin(analysis: Analysis, maxWords = MAX_WORDS): boolean {
  return (
    analysis.material.length === 0 &&
    !analysis.alreadyStructured &&
    !OTHER_KINDS.has(analysis.classification.kind) &&
    wordCount(analysis.request) <= maxWords
  );
}

/** A decision told with its facts runs longer than a thin ask; each told fact drops its question. */
const DECISION_WORDS = 40;

/** Troubleshooting a gadget or a link (subject 'fix-tech'): what decides the likely cause. */
export function techFaultAsks(analysis: Analysis): ThinAskSlot[] {
  const fault = techFaultOf(analysis.request);
  // A link: the whole network or one device, then the kit, then what was tried.
  if (fault === 'connection') return ['fault-scope', 'fault-setup', 'fault-tried'];
  return ['fault-model', 'fault-since', 'fault-tried'];
}

/** Steps to set up, start or comply, whose answer turns on one fact only the user has; null otherwise. */
export function thinAskSlots(analysis: Analysis): ThinAskSlot[] | null {
  const text = analysis.request.trim();
  // Buy or lease a car: how far it goes and how long it is kept; a home: how long, and where.
  if (thin(analysis, DECISION_WORDS) && BUY_OR_RENT.test(text)) {
    if (VEHICLE.test(text)) return ['yearly-distance', 'keep-years'];
    if (HOME.test(text) || RENTING.test(text)) return ['stay-years', 'home-where'];
  }
  if (!thin(analysis)) return null;
  if (PRIVACY.test(text) && BUSINESS.test(text)) return ['privacy-where', 'privacy-data'];
  // A resignation written or told: when the user leaves and why, not "who is it for?" or a tone.
  if ((analysis.classification.kind === 'write' && RESIGN.test(text)) || TELL_BOSS.test(text))
    return ['notice-given', 'resign-reason'];
  if (SETUP.test(text) && SETUP_THING.test(text)) return ['setup-device'];
  if (START_ACTIVITY.test(text) && !NOT_ACTIVITY.test(text)) return ['start-level'];
  // "logo ideas": what the logo is for and its look decide it, not how many ideas come back.
  if (LOGO_ASK.test(text)) return ['logo-for', 'logo-style'];
  // "eigenvectors intuitively": the reader's maths decides the explanation, not "who is it for?".
  if (MATHS_IDEA.test(text) && UNDERSTAND.test(text)) return ['maths-level'];
  // "alt text for this": where the image appears (the image itself has its own slot).
  if (ALT_TEXT.test(text)) return ['alt-where'];
  return null;
}

/** The request already says the slot's answer. */
export function thinAskFilled(slot: ThinAskSlot, analysis: Analysis): boolean {
  if (isAdviceSlot(slot)) return adviceFilled(slot, analysis);
  const text = analysis.request;
  switch (slot) {
    case 'fault-scope':
      return namesDevice(text) || EVERY_OR_ONE.test(text);
    case 'fault-setup':
      return SETUP_TOLD.test(text);
    case 'fault-model':
      return MODEL_TOLD.test(text);
    case 'fault-since':
      return SINCE_TOLD.test(text);
    case 'fault-tried':
      return TRIED_TOLD.test(text);
    case 'setup-device':
      return SYSTEM.test(text);
    case 'start-level':
      return LEVEL_TOLD.test(text);
    case 'privacy-where':
      return PLACE.test(text);
    case 'privacy-data':
      return DATA_TOLD.test(text);
    case 'keep-years':
    case 'stay-years':
      return KEEP_TOLD.test(text);
    case 'yearly-distance':
      return DISTANCE_TOLD.test(text);
    case 'home-where':
      return PLACE.test(text) || /(?<![\p{L}])(?:in|en|à|em|a)\s+\p{Lu}\p{Ll}{2,}/u.test(text);
    case 'notice-given':
      return NOTICE_TOLD.test(text);
    case 'resign-reason':
      return REASON_TOLD.test(text);
    case 'logo-for':
      return LOGO_FOR_TOLD.test(text);
    case 'logo-style':
      return LOGO_STYLE_TOLD.test(text);
    case 'maths-level':
      return MATHS_LEVEL_TOLD.test(text) || statesOwnLevel(text) || statesSchoolYear(text);
    case 'alt-where':
      return ALT_WHERE_TOLD.test(text);
  }
}
