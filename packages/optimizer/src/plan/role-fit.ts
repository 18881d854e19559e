/**
 * Whether a subject's expert fits the task. The role comes from what the user asks for first and
 * from the subject second: a doctor, a vet, a lawyer or a financial planner is there for their
 * judgement (symptoms, rights, investments), not because the subject is named in a list of meal
 * ideas, a party budget, a maths check or a curious "why do cats knead". A role that fights the
 * task misleads more than no role, so a set-aside expert leaves the prompt without one.
 */
import type { Analysis } from '../analysis/types';
import type { Domain } from '../i18n/scaffold/domains';

/** Experts whose role line promises a professional judgement (safety, rights, money advice). */
export const EXPERT_DOMAINS: ReadonlySet<Domain> = new Set([
  'pets',
  'health',
  'legal',
  'employment',
  'money',
]);

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}])';
const words = (list: readonly string[], flags = 'iu') => new RegExp(`${L}(?:${list.join('|')})${R}`, flags);

/** "Is that right?", "check my maths": the sum is the task, whatever it is about. */
const MATHS_CHECK = words([
  'is (?:that|this|it|my [^?.!\\n]{1,40}?) (?:right|correct)|did i (?:get|work) (?:it|this|that) (?:out )?right|am i right|check my (?:maths?|math|calculations?|working|sums?|numbers)|have i (?:calculated|worked (?:it|this) out) (?:it |this )?(?:right|correctly)',
  '¿?(?:est[áa] bien|es correcto|est[áa] correcto)|revisa (?:mis|el) c[áa]lculos?|(?:lo|la) he calculado bien',
  "est-ce (?:juste|correct|bon)|c[’']est (?:juste|correct|bon)|(?:vérifie|verifie) mes calculs|ai-je bien calculé",
  'stimmt das|ist das richtig|habe ich richtig gerechnet|prüf(?:e)? meine rechnung',
  '(?:è|e) (?:giusto|corretto)|ho calcolato bene|controlla i (?:miei )?calcoli',
  'est[áa] (?:certo|correto)|calculei (?:certo|bem)|confere (?:a conta|meus c[áa]lculos)',
]);

/** A sum the user worked out and wants checked: numbers and "is that right?". */
export function checksSum(request: string): boolean {
  return /\d/.test(request) && MATHS_CHECK.test(request);
}

/** Wondering why animals or people do something: a curiosity question, no consultation. */
const WONDER = new RegExp(
  `^\\s*[¿¡]?(?:${[
    'why do|why does|why are|why is|how come|how do|how does|do|does|what makes',
    'por qu[ée]|c[óo]mo (?:es que|hacen)',
    'pourquoi|comment (?:font|fait)',
    'warum|wieso|weshalb|wie (?:machen|schaffen)',
    'perch[ée]|come mai|come fanno',
    'por ?que|como (?:fazem|[ée] que)',
  ].join('|')})${R}`,
  'iu',
);
/** The user's own animal or body, or a how-to ("how do I…"): then it is no idle wondering. */
const OWN = words([
  'my|our|mine|me|we|us|you|your',
  'mi|mis|nuestr[oa]s?|yo|me|nos|tu|tus',
  "mon|ma|mes|notre|nos|je|j[’']|me|moi|nous|ton|ta|tes|votre|vos",
  'mein(?:e|em|en|er)?|unser(?:e|em|en|er)?|ich|mich|mir|wir|uns|dein(?:e|em|en|er)?',
  'mi[oae]|miei|nostr[oaie]|io|noi|tuo|tua',
  'meu|minha|meus|minhas|nosso|nossa|eu|n[óo]s|teu|tua',
]);
/** Words of something wrong or risky: then the vet or the doctor is wanted after all. */
const TROUBLE = words([
  'sick|ill|ate|eaten|eats|vomit\\w*|throw(?:ing)? up|diarrh\\w*|limp\\w*|bleed\\w*|toxic|poison\\w*|safe|dangerous|harmful|normal|worried|pain\\w*|hurts?|itch\\w*|lump|vet|doctor|symptoms?',
  'enferm\\w*|comi[óo]|v[óo]mit\\w*|t[óo]xic\\w*|venen\\w*|seguro|peligros\\w*|dolor|preocupad\\w*',
  'malade|mang[ée]|vomi\\w*|toxique|poison|danger\\w*|douleur|inquiet\\w*',
  'krank|gefressen|erbricht|erbrechen|giftig|gefährlich|schmerz\\w*|besorgt|normal',
  'malat\\w*|mangiato|vomit\\w*|tossic\\w*|velen\\w*|pericolos\\w*|dolore|preoccupat\\w*',
  'doente|comeu|v[ôo]mit\\w*|t[óo]xic\\w*|venen\\w*|perigos\\w*|dor|preocupad\\w*',
]);

/** A curious "why do cats knead": no possession, nothing wrong, just wondering. */
function curiosity(request: string, language: string): boolean {
  const head = request.trim().slice(0, 120);
  // English "i" only in English: Italian "i gatti" is the article.
  const own = OWN.test(head) || (language === 'en' && /(?<![\p{L}])i(?![\p{L}])/iu.test(head));
  return WONDER.test(head) && !own && !TROUBLE.test(head);
}

/**
 * "…for my mum who has high blood pressure", "para mi padre con diabetes": a person's condition
 * shapes a list of ideas or a plan, but the list is of meals or gifts, not a consultation.
 */
const PERSON_CLAUSE = new RegExp(
  `${L}(?:who|that|que|qui|der|die|che)\\s+(?:has|have|had|is|are|suffers? from|lives? with|tiene|padece|sufre|a|souffre|est|hat|leidet|ist|ha|soffre|tem|sofre|est[áa])\\s+[^,.;:!?\\n]{1,40}|${L}(?:with|con|avec|mit|com)\\s+(?:type \\d |high |low |tipo \\d |alta |hohem |hoher |pressione |press[ãa]o )?[^,.;:!?\\n]{0,12}?(?:diabetes|diab[èe]te|cholesterol|colesterol|cholest[ée]rol|blood pressure|tensi[óo]n alta|blutdruck|pressione alta|press[ãa]o alta|hypertension|hipertensi[óo]n|allerg\\w*|alerg\\w*|intolerance|intolerancia|celiac|cel[íi]ac\\w*|kidney disease|gout|gicht)`,
  'giu',
);

/** A budget that bounds a plan or a list ("budget 600 euros", "on a tight budget"), not money advice. */
const BUDGET_LIMIT = new RegExp(
  [
    `${L}(?:on|with|within|to|for|under) (?:a |an |my |our |the )?(?:tight |small |limited |low |modest |strict |student |total )?budget${R}(?:\\s+(?:of|is|around|about|under|:)?\\s*[£$€]?\\s?\\d[\\d.,]*\\s*(?:k|euros?|pounds?|dollars?|eur|usd|gbp|quid|bucks)?)?`,
    `${L}budget(?:\\s+(?:of|is|around|about|under|:))?\\s*[£$€]?\\s?\\d[\\d.,]*\\s*(?:k|euros?|pounds?|dollars?|eur|usd|gbp|quid|bucks)?`,
    `${L}(?:con |sin |un |de )?presupuesto(?:\\s+(?:de|máximo de|limitado|ajustado))?\\s*(?:[£$€]?\\s?\\d[\\d.,]*\\s*(?:euros?|d[óo]lares|pesos|€)?)?`,
    `${L}(?:avec |un |petit )?budget(?:\\s+(?:de|d[’']environ|max(?:imum)?))\\s*[£$€]?\\s?\\d[\\d.,]*\\s*(?:euros?|€)?`,
    `${L}(?:mit )?(?:einem )?budget(?:\\s+von)?\\s*(?:[£$€]?\\s?\\d[\\d.,]*\\s*(?:euro|€)?)`,
    `${L}(?:con )?(?:un )?budget(?:\\s+di)?\\s*[£$€]?\\s?\\d[\\d.,]*\\s*(?:euro|€)?`,
    `${L}(?:com |um |sem )?or[çc]amento(?:\\s+(?:de|apertado|limitado))?\\s*(?:[£$€]?\\s?(?:r\\$\\s?)?\\d[\\d.,]*\\s*(?:reais|euros?|€)?)?`,
  ].join('|'),
  'giu',
);

/** Meal ideas or a meal plan: the cook who plans everyday meals, not the doctor or the chef. */
const MEAL_ASK = words([
  '(?:packed |school |work |healthy |cheap |easy |quick )?(?:lunch(?:es|box(?:es)?)?|dinners?|suppers?|breakfasts?|snacks?|meals?)(?: and (?:snack|dinner|lunch)s?)? (?:ideas|options|suggestions|plan|planner|rota)|meal plan(?:ning)?s?|ideas for (?:\\w+ )?(?:lunch(?:es|box(?:es)?)?|dinners?|breakfasts?|snacks?|meals?)|weekly menu',
  'ideas (?:de|para) (?:\\p{L}+ )?(?:comidas?|cenas?|almuerzos?|desayunos?|meriendas?|tentempi[ée]s|men[úu]s?)|men[úu] semanal|plan de comidas',
  "id[ée]es? (?:de|d[’']|pour (?:les |des )?)\\s?(?:repas|d[ée]jeuners?|d[îi]ners?|go[ûu]ters?|petits?-d[ée]jeuners?|collations?|menus?)|menus? de la semaine|plan(?:ning)? de repas",
  '(?:mittagessen|abendessen|frühstücks?|snack|essens|gerichte|rezept)-?ideen|ideen für (?:\\p{L}+ )?(?:(?:das )?mittagessen|abendessen|frühstück|snacks|mahlzeiten|pausenbrote?)|essensplan|speiseplan|wochenmenü',
  'idee (?:per|di) (?:\\p{L}+ )?(?:pranz[oi]|cen[ae]|colazion[ei]|merend[ae]|spuntini|pasti|men[ùu])|men[ùu] settimanale|piano (?:dei )?pasti',
  'ideias (?:de|para) (?:\\p{L}+ )?(?:almo[çc]os?|jantares?|jantar|lanches?|caf[ée] da manh[ãa]|refei[çc][õo]es|marmitas?)|card[áa]pio semanal|plano de refei[çc][õo]es',
]);

/** Ideas for posts or a blog ("blog post ideas for my vet clinic"): content for a business, not advice. */
const CONTENT_IDEAS = words([
  '(?:blog|content|caption|newsletter|reel|video|tiktok|instagram|social media|linkedin) (?:post )?ideas|post ideas|ideas for (?:\\p{L}+ )?(?:blog posts?|posts|captions|reels|videos|content)',
  'ideas (?:de|para) (?:\\p{L}+ )?(?:publicaciones|posts|contenidos?|art[íi]culos de blog|v[íi]deos)',
  "id[ée]es (?:de|d[’']|pour (?:des |les )?)\\s?(?:publications|posts|contenus?|articles de blog|vid[ée]os)",
  '(?:post|beitrags|blog|content|video)-?ideen|ideen für (?:\\p{L}+ )?(?:beiträge|posts|blogartikel|inhalte|videos)',
  'idee (?:per|di) (?:\\p{L}+ )?(?:post|contenuti|articoli(?: del blog)?|video)',
  'ideias (?:de|para) (?:\\p{L}+ )?(?:posts|postagens|conte[úu]dos?|artigos(?: de blog)?|v[íi]deos)',
]);

/** Content ideas for a business that a subject expert happens to run: the marketer's job. */
export function asksForContent(analysis: Analysis): boolean {
  return analysis.classification.kind === 'brainstorm' && CONTENT_IDEAS.test(analysis.request);
}

/** "Help me pick a gym membership", "which should I choose": a decision, not a plan to draw up. */
const DECIDING = words([
  'help me (?:pick|choose|decide|select)|which (?:one |option )?should i (?:pick|choose|go for|get|take)|(?:pick|choose|decide) between',
  'ay[úu]dame a (?:elegir|decidir|escoger)|cu[áa]l (?:deber[íi]a|elijo)',
  'aide[sz]?-moi à (?:choisir|d[ée]cider)|lequel choisir|laquelle choisir',
  'hilf mir(?:,)? (?:\\p{L}+ ){0,3}(?:zu )?(?:entscheiden|auszuwählen|wählen)|welche(?:s|n)? soll ich (?:nehmen|wählen)',
  'aiutami a (?:scegliere|decidere)|quale (?:dovrei )?scegliere',
  'me ajud[ea] a (?:escolher|decidir)|qual (?:devo )?escolher',
]);

export const MEAL_PLANNER: Readonly<Record<string, string>> = {
  en: 'You are a practical meal planner who knows home cooking and everyday nutrition.',
  es: 'Eres un planificador de comidas práctico que conoce la cocina casera y la nutrición del día a día.',
  fr: 'Vous êtes un planificateur de repas pratique qui connaît la cuisine familiale et la nutrition au quotidien.',
  'fr-tu':
    'Tu es un planificateur de repas pratique qui connaît la cuisine familiale et la nutrition au quotidien.',
  de: 'Du bist ein praktisch denkender Essensplaner, der sich mit Alltagsküche und Ernährung auskennt.',
  'de-sie':
    'Sie sind ein praktisch denkender Essensplaner, der sich mit Alltagsküche und Ernährung auskennt.',
  it: 'Sei un pianificatore di pasti pratico che conosce la cucina di casa e la nutrizione di tutti i giorni.',
  pt: 'Você é um planejador de refeições prático que conhece a cozinha caseira e a nutrição do dia a dia.',
};

/** The task is a list of meal ideas or a meal plan. */
export function asksForMeals(analysis: Analysis): boolean {
  const { kind } = analysis.classification;
  return (kind === 'brainstorm' || kind === 'plan') && MEAL_ASK.test(analysis.request);
}

/** The user asks to choose among options: no planner's or subject's role. */
export function isDecision(analysis: Analysis): boolean {
  return DECIDING.test(analysis.request);
}

/**
 * The request with what only frames the task blanked out: a spending limit always, and a
 * person's condition in a list of ideas or a plan. Blanks keep the positions of the rest.
 */
export function subjectText(analysis: Analysis, text: string): string {
  const blank = (w: string) => ' '.repeat(w.length);
  const framed = text.replace(BUDGET_LIMIT, blank);
  const { kind } = analysis.classification;
  return kind === 'brainstorm' || kind === 'plan' ? framed.replace(PERSON_CLAUSE, blank) : framed;
}

/** A question put to someone who knows ("can my landlord…?", "que dois-je faire ?"). */
const QUESTION_START = new RegExp(
  `^\\s*[¿¡]?(?:${[
    'can|could|is|are|should|do|does|am|may|must',
    'puede|pueden|puedo|debo|es legal',
    'puis-je|peut-il|peut-elle|est-ce (?:que|normal|l[ée]gal)',
    'darf|kann|muss|soll(?:te)? ich|ist (?:das|es) (?:normal|erlaubt|legal)',
    'pu[òo]|posso|devo|[èe] (?:normale|legale)',
    'pode|posso|devo|[ée] (?:normal|legal)',
  ].join('|')})${R}`,
  'iu',
);
const WHAT_TO_DO = words([
  'what (?:do|should|can) i do',
  'qu[ée] (?:hago|debo hacer|puedo hacer)',
  'que (?:dois-je|faire|puis-je faire)',
  'was (?:soll|kann) ich tun',
  'cosa (?:devo fare|faccio|posso fare)',
  'o que (?:eu )?(?:fa[çc]o|devo fazer|posso fazer)',
]);

export function asksExpert(request: string): boolean {
  const text = request.trim();
  return /\?$/.test(text) || QUESTION_START.test(text) || WHAT_TO_DO.test(text);
}

/** A payslip, a tax code, a bill or a statement the user wants read. */
const MONEY_PAPER = words([
  'pay ?slips?|tax codes?|p60|p45|p11d|w-?2|w-?4|bills?|statements?|invoices?',
  'n[óo]minas?|recibos?|facturas?',
  'fiches? de paie|bulletins? de (?:salaire|paie)|factures?|relev[ée]s?',
  'lohnabrechnung\\p{L}*|gehaltsabrechnung\\p{L}*|steuerklassen?|rechnung\\p{L}*|kontoauszug\\p{L}*',
  'buste? paga|cedolin[oi]|bollett[ae]|fattur[ae]|estratt[oi] conto',
  'contracheques?|holerites?|faturas?|extratos?',
]);
/** Words of a money decision, where the planner's trade-offs are what is asked. */
const MONEY_CHOICE = words([
  'should|worth|better|which|invest\\w*|pension|mortgage|sav(?:e|ings?)|budget\\w*|switch',
  'deber[íi]a|vale la pena|mejor|invert\\w*|ahorr\\w*',
  'devrais|vaut|mieux|invest\\w*|[ée]pargn\\w*',
  'sollte|lohnt|besser|anlegen|sparen',
  'dovrei|conviene|meglio|investi\\w*|risparmi\\w*',
  'deveria|vale a pena|melhor|investi\\w*|poupa\\w*',
]);

/** Experts whose subject has papers a reader may just want explained (a payslip, a bill). */
const PAPER_DOMAINS: ReadonlySet<Domain> = new Set(['money', 'employment']);
/** Words of a dispute or an entitlement over the paper: then the adviser's judgement is asked. */
const RIGHTS = words([
  'legal|illegal|allowed|entitled|owed|owe[sd]? me|underpaid|unpaid|withheld|wrong(?:ly)?|mistake|dispute|complain\\w*|rights?|can (?:they|he|she|my (?:employer|boss|company))',
  'legal|ilegal|permitido|derecho|me deben|mal calculad\\w*|error|reclam\\w*|pueden',
  'l[ée]gal|ill[ée]gal|droit|me doi(?:t|vent)|erreur|r[ée]clam\\w*|peu(?:t|vent)-ils',
  'erlaubt|rechtens|anspruch|schuldet|fehler|falsch|beschwer\\w*|darf',
  'legale|illegale|diritto|mi devono|errore|reclam\\w*|possono',
  'legal|ilegal|direito|me devem|erro|reclam\\w*|podem',
]);

/** The expert's judgement is not what is asked: a maths check, or wondering about animals. */
export function expertUnasked(analysis: Analysis, domain: Domain): boolean {
  if (!EXPERT_DOMAINS.has(domain)) return false;
  if (checksSum(analysis.request)) return true;
  // "What does tax code K475 on my payslip mean?", "explain the lines on my payslip": a paper
  // read line by line, not a plan with trade-offs nor a question of rights.
  if (
    PAPER_DOMAINS.has(domain) &&
    MONEY_PAPER.test(analysis.request) &&
    !MONEY_CHOICE.test(analysis.request) &&
    !RIGHTS.test(analysis.request)
  )
    return true;
  return (domain === 'pets' || domain === 'health') && curiosity(analysis.request, analysis.language);
}

/** Code named as what the user wants looked at: "my deploy script", "this function", "mi código". */
const CODE_NOUN = words([
  'scripts?|code|function|class|query|config|dockerfile|makefile|snippet|pull request|bash|shell|python|javascript|typescript|sql|yaml',
  'c[óo]digo|funci[óo]n|consulta',
  'fonction|requête',
  'skript|funktion|abfrage',
  'codice|funzione',
  'fun[çc][ãa]o',
]);

/**
 * Feedback on code ("feedback on my deploy script, don't rewrite it"): a reviewer of code, not
 * "an experienced editor" of prose.
 */
export function reviewsCode(analysis: Analysis): boolean {
  return analysis.material.some((m) => m.kind === 'code') || CODE_NOUN.test(analysis.request);
}

/** Asking for more than a look-up: the trend, the reasons, a forecast. */
const ANALYSIS_ASK = words([
  'analy[sz]\\w*|trends?|insights?|patterns?|correlat\\w*|forecast\\w*|predict\\w*|statistic\\w*|regression|significan\\w*|distribution|segment\\w*|drivers?|why|declin\\w*|improv\\w*|grow\\w*|faster|slower|explain\\w*|over time|getting (?:better|worse)|what (?:would|should|could) (?:you|i|we) do|anything (?:weird|odd|unusual)',
  'anali[sz]\\w*|tendencias?|patrones|correlaci\\w*|previsi\\w*|estad[íi]stic\\w*|por qu[ée]',
  'analys\\w*|tendances?|corrélation|prévision\\w*|statistiqu\\w*|pourquoi',
  'analys\\w*|trends?|muster|korrelation|prognose|statisti\\w*|warum',
  'analizz\\w*|tendenz\\w*|correlazion\\w*|previsio\\w*|statistic\\w*|perch[ée]',
  'anális\\w*|analis\\w*|tend[êe]ncias?|padr[õo]es|correla[çc]\\w*|previs\\w*|estat[íi]stic\\w*|por que',
]);

/**
 * "Who scored highest and did anyone get below 50?" over a three-row table: a look-up a reader
 * answers at a glance. A data analyst's role is more ceremony than the question wants.
 */
export function casualTable(analysis: Analysis): boolean {
  if (analysis.classification.kind !== 'analyze-data' || ANALYSIS_ASK.test(analysis.request)) return false;
  const rows = analysis.material.reduce(
    (n, m) => n + m.content.split('\n').filter((l) => l.trim()).length,
    0,
  );
  return analysis.material.length > 0 && rows <= 8;
}
