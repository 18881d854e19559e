/**
 * Words for plan/missing-facts.ts, all six languages in one pattern each: a short request's
 * language is often misread ("Arbeitsblatt Past Simple"), and a buying question is no less one
 * for that. Patterns are joined with `|` and matched case-insensitively between word edges.
 */

/**
 * Heads of a "best X" that name a way of doing something, never a thing to buy: "best savings
 * approach for a couple", "best order to read", "mejor método para aprender", "meilleur ordre
 * pour lire". A budget and a buyer's priority answer nothing there.
 */
const ABSTRACT_HEADS = [
  // en
  '(?:(?:way|time|place|practice|approach|method|order|sequence|routine|schedule|technique|habit|option|choice|idea|tip|trick|structure|format|split|route|path|process|framework|workflow|mindset|answer|response|reply|argument|reason|age|season|month|day|hour|position|posture|move|decision|tactic)(?:e?s)?|strateg(?:y|ies)|polic(?:y|ies))',
  // es, fr, de, it, pt
  '(?:[ée]poca|momento|mes|temporada|forma|manera|lugar|sitio|hora|d[íi]a|orden|m[ée]todo|estrategia|enfoque|rutina|t[ée]cnica|moment|p[ée]riode|saison|fa[çc]on|mani[èe]re|endroit|jour|ordre|m[ée]thode|strat[ée]gie|approche|zeit|reisezeit|jahreszeit|art|weise|ort|tag|reihenfolge|methode|strategie|ansatz|vorgehen\\p{L}*|periodo|stagione|modo|posto|giorno|ordine|metodo|strategia|approccio|per[íi]odo|esta[çc][ãa]o|jeito|hor[áa]rio|ordem|estrat[ée]gia|abordagem|rotina)',
].join('|');

/** "best time to", "mejor época para", "meilleur moment pour": a when or a how, not a thing to buy. */
const NOT_A_THING = `(?!(?:${ABSTRACT_HEADS})(?![\\p{L}]))`;

/**
 * "best savings approach for…": any of the words before "for"/"to" may be the head, so none of
 * them may be a way of doing something.
 */
const NO_ABSTRACT_HEAD = `(?!(?:(?!(?:for|to|in|on|with|under|at)(?![\\p{L}]))[\\p{L}'-]+ ){0,2}(?:${ABSTRACT_HEADS})(?![\\p{L}]))`;

/**
 * Things recommended for their content, not bought by budget: "recommend a good book on
 * stoicism" needs the reader's taste, not price brackets up to 1,000.
 */
export const NOT_BOUGHT = [
  // en
  'books?|novels?|reads?|films?|movies?|shows?|series|podcasts?|songs?|albums?|playlists?|documentar(?:y|ies)|anime|manga|authors?|poems?|quotes?|recipes?|restaurants?|caf(?:e|é)s?|bars?|websites?|youtube(?:rs?| channels?)?|apps?|exercises?|stretch(?:es)?|names?|courses?|strategy|strategies',
  // es, fr, de, it, pt
  'libros?|novelas?|pel[íi]culas?|canci[óo]n(?:es)?|recetas?|restaurantes?|livres?|romans?|chansons?|recettes?|b[üu]ch(?:er)?|romane?|filme?|lieder|rezepte?|libri|romanzi|canzoni|ricette|ristoranti|livros?|m[úu]sicas?|receitas?',
].join('|');

/** Asking what to buy: "which telescope for a beginner", "qué portátil comprar", "welches Teleskop kaufen". */
export const BUYING = [
  // en
  // "how do I get rid of…", "get past", "get to": phrasal verbs, not buying.
  '(?:should|shall|do|would|could) (?:i|we) (?:buy|get(?! (?:rid|around|past|over|through|to|into|out|back|started|used)(?![\\p{L}]))|choose|pick|go for)',
  '(?:worth|best|good) (?:buying|to buy)',
  "(?:which|what)(?: (?!is|are|was|does|do|did|should|can|would|time|way|day)[\\p{L}'-]+){1,3} (?:to (?:buy|get)|for (?:an? )?(?:beginners?|newbies?|starters?|first[- ]timers?|kids?|teens?|students?|uni|college|school|home|travel|work|gaming|running|hiking|commuting|the (?:gym|office)))",
  `recommend (?:me )?(?:an?|some|good|decent|a good|the best) ${NO_ABSTRACT_HEAD}\\p{L}+`,
  '(?:looking for|need) (?:an? )?(?:good|decent|cheap|reliable|budget) (?!way|idea|name|reason|time|place)\\p{L}+',
  `^(?:the )?best (?!(?:friend|man|wishes|thing|part)s?(?![\\p{L}]))${NO_ABSTRACT_HEAD}[\\p{L}'-]+`,
  'buying (?:an?|my first|our first)',
  // es
  'qu[ée] \\p{L}+(?: \\p{L}+){0,2} (?:me )?(?:compro|comprar|elegir|escoger)',
  '(?:cu[áa]l|qu[ée]) \\p{L}+(?: \\p{L}+)? (?:me )?recomiendas',
  'recomi[ée]nda(?:me|nme) (?:un|una|unos|unas)',
  `mejor(?:es)? ${NOT_A_THING}\\p{L}+ (?:para|calidad[- ]precio|por menos)`,
  'vale la pena comprar',
  // fr
  'quel(?:le)?s? \\p{L}+(?: \\p{L}+){0,2} (?:acheter|choisir|prendre)',
  'quel(?:le)?s? \\p{L}+ pour (?:d[ée]buter|commencer|un d[ée]butant|une d[ée]butante|d[ée]butants?)',
  `meilleur(?:e|s|es)? ${NOT_A_THING}\\p{L}+ (?:pour|à moins|rapport)`,
  'conseille(?:z|r)?[- ](?:moi )?(?:un|une)',
  // de
  'welche[snrm]? [\\p{L}-]+ (?:soll ich )?(?:kaufen|nehmen|holen|anschaffen)',
  'welche[snrm]? [\\p{L}-]+ für (?:anfänger\\p{L}*|einsteiger\\p{L}*|kinder|die schule|das studium)',
  'kaufberatung|kaufempfehlung',
  `beste[snrm]? ${NOT_A_THING}\\p{L}+ (?:für|unter|bis)`,
  // it
  'quale \\p{L}+(?: \\p{L}+){0,2} (?:comprare|scegliere|prendere)',
  'quale \\p{L}+ per (?:principianti|iniziare|cominciare|un principiante)',
  `miglior[ei]? ${NOT_A_THING}\\p{L}+ (?:per|sotto|qualit[àa])`,
  'mi consigli(?:ate)? (?:un|una|uno)',
  // pt
  'qual \\p{L}+(?: \\p{L}+){0,2} (?:comprar|escolher)',
  'qual \\p{L}+ (?:para|pra) (?:iniciantes?|come[çc]ar)',
  `melhor(?:es)? ${NOT_A_THING}\\p{L}+ (?:para|pra|custo[- ]benef[íi]cio|at[ée])`,
  'me (?:indica|recomenda) (?:um|uma)',
  'vale a pena comprar',
].join('|');

/** "cheap", "under 300", "around £500": the money is told. */
export const BUDGET_TOLD = [
  'cheap(?:est)?|affordable|budget|inexpensive|high[- ]end|premium|money is no object',
  '(?:under|below|less than|max(?:imum)?|up to|around|about|no more than) [$€£]?\\d',
  'barat[oa]s?|econ[óo]mic[oa]s?|presupuesto|menos de \\d|hasta \\d',
  "pas cher|bon march[ée]|[ée]conomique|budget|moins de \\d|jusqu[’']à \\d",
  'günstig\\p{L}*|billig\\p{L}*|preiswert\\p{L}*|budget|unter \\d|bis \\d',
  'economic[oa]|poco costos[oa]|budget|meno di \\d|fino a \\d',
  'barat[oa]s?|em conta|orçamento|menos de \\d|at[ée] \\d',
].join('|');

/** Who the learner is, never what the thing is for: "for a beginner" leaves the use open. */
const NOT_A_USE =
  "(?:an?|the|my|me|myself|us|him|her|them|beginners?|newbies?|starters?|first[- ]timers?|someone|somebody|people|un|una|une|mi|moi|mí|empezar|d[ée]buter|commencer|d[ée]butants?|principiantes?|anfänger\\p{L}*|einsteiger\\p{L}*|mich|iniciantes?|come[çc]ar|iniziare|cominciare)(?![\\p{L}'])";

/** "for uni", "for long runs", "that won't hurt my knees", "para fotografiar", "zum Fotografieren". */
export const USE_TOLD = [
  `(?:for|to use for|para|pra|pour|für|per)\\s+(?:(?:an?|the|my|un|une|una|el|la|mon|ma|ein|eine|einen|mein|meine|il|lo|um|uma|o|meu|minha)\\s+)?(?!${NOT_A_USE})\\p{L}{3,}`,
  "(?:that|which)\\s+(?:won[’']?t|doesn[’']?t|can|will|is|handles?|works?|fits?|lasts?)",
  'zum \\p{L}+|zur \\p{L}+|a usar en|à utiliser',
].join('|');

/** Teaching material: a worksheet, quiz or reading text for a class. */
export const TEACHING = [
  'worksheets?|handouts?|quiz(?:zes)?|reading comprehension|comprehension (?:questions|passage|text)|flash ?cards|gap[- ]fill|cloze|fill[- ]in[- ]the[- ]blanks?|spelling test|vocabulary (?:list|test|exercise)s?|grammar (?:exercises?|drills?|activit(?:y|ies))|(?:esl|efl|esol|tefl) \\p{L}+',
  'fichas?(?: de (?:trabajo|ejercicios))?|hojas? de (?:ejercicios|trabajo)|cuestionario|comprensi[óo]n lectora|ejercicios de (?:gram[áa]tica|vocabulario|\\p{L}+ (?:simple|continuo|perfecto))',
  "fiches? (?:d['’]exercices|de travail|p[ée]dagogique)|questionnaire|compr[ée]hension (?:[ée]crite|de texte|orale)|exercices de (?:grammaire|conjugaison|vocabulaire)|dict[ée]e",
  '\\p{L}*arbeitsbl[äa]tt\\p{L}*|\\p{L}*übungsbl[äa]tt\\p{L}*|lückentext\\p{L}*|leseverst[äa]ndnis|vokabeltest|grammatik[üu]bung\\p{L}*',
  'schede? (?:didattic[ae]|di esercizi)|verifica|comprensione del testo|esercizi di (?:grammatica|lessico)',
  'fichas?(?: de exerc[íi]cios)?|lista de exerc[íi]cios|interpreta[çc][ãa]o de texto|atividades? (?:de|sobre)|question[áa]rio',
].join('|');

/** Teaching a language: the learners' language level decides the material. */
export const LANGUAGE_TEACHING = [
  'esl|efl|esol|tefl|ell|(?:english|spanish|french|german|italian|portuguese) (?:class|learners|students|lesson)',
  '(?:past|present|future) (?:simple|continuous|perfect|tense)|phrasal verbs|irregular verbs|conditionals?',
  'pasado simple|pret[ée]rito|subjuntivo|ingl[ée]s|ele',
  'pass[ée] compos[ée]|imparfait|subjonctif|fle|anglais|conjugaison',
  'past simple|present perfect|daf|englisch|deutsch als fremdsprache|zeitformen',
  'passato prossimo|congiuntivo|inglese|italiano per stranieri',
  'pret[ée]rito perfeito|simple past|ingl[êe]s|portugu[êe]s para estrangeiros',
].join('|');

/** A language level is told: "A2", "beginners", "intermediate", "débutants". */
export const LANG_LEVEL_TOLD =
  '[abc][12]|beginners?|elementary|pre-?intermediate|intermediate|upper-?intermediate|advanced|principiantes?|inicial|intermedio|avanzado|d[ée]butants?|interm[ée]diaire|avanc[ée]s?|anf[äa]nger\\p{L}*|mittelstufe|fortgeschritten\\p{L}*|principianti|intermedio|avanzato|iniciantes?|intermedi[áa]rio|avan[çc]ado';

/** A car, van or motorbike, or one of its parts. */
export const VEHICLE = [
  'cars?|truck|van|suv|motorbike|motorcycle|scooter|tyres?|tires?|engine|brakes?|clutch|gearbox|transmission|dashboard|check engine|exhaust|ignition|steering|handbrake|radiator|coolant|tpms|abs light|battery light|oil light',
  'coche|carro|auto|moto|neum[áa]ticos?|llantas?|motor|frenos?|embrague|caja de cambios|tablero|testigo',
  'voiture|moto|pneus?|moteur|freins?|embrayage|bo[iî]te de vitesses|tableau de bord|voyant',
  '\\p{L}*(?:reifen|brems|kupplung|getriebe|kontrollleuchte|warnleuchte|motorleuchte)\\p{L}*|auto|motor|motorrad',
  'macchina|auto|moto|gomme|pneumatici|motore|freni|frizione|cruscotto|spia',
  'carro|moto|pneus?|motor|freios?|embreagem|c[âa]mbio|painel',
].join('|');

/** Something wrong with it: a light that stays on, a noise, a start that fails. */
export const VEHICLE_FAULT = [
  "(?:stays|keeps|is|came|comes|coming|won[’']?t go|doesn[’']?t go|went) (?:on|off|coming on)|won[’']?t (?:start|turn over|go off)|noise|clicking|squeal\\p{L}*|grinding|shak\\p{L}+|vibrat\\p{L}+|overheat\\p{L}*|smok\\p{L}+|leak\\p{L}*|stall\\p{L}*|pulls? to|flashing|warning|light (?:on|stays)",
  'no arranca|ruido|se enciende|no se apaga|vibra|humo|pierde|se calienta',
  "ne d[ée]marre (?:plus|pas)|bruit|reste allum[ée]|s['’]allume|vibre|fume|fuit|chauffe",
  'springt nicht an|ger[äa]usch\\p{L}*|bleibt an|geht nicht aus|leuchtet|vibriert|qualmt|verliert|quietscht',
  'non parte|rumore|resta accesa|si accende|non si spegne|vibra|fumo|perde|scalda',
  'n[ãa]o (?:pega|liga|apaga)|barulho|fica acesa|acende|vibra|fuma[çc]a|vazando|esquenta',
].join('|');

/** A make or a model year is told. */
export const VEHICLE_TOLD =
  "(?:19[5-9]\\d|20[0-4]\\d)|'\\d\\d|toyota|honda|ford|vw|volkswagen|bmw|audi|mercedes|benz|nissan|hyundai|kia|mazda|subaru|tesla|chevy|chevrolet|gmc|dodge|jeep|ram|peugeot|renault|citro[ëe]n|fiat|seat|skoda|škoda|opel|vauxhall|volvo|suzuki|mitsubishi|dacia|mini|lexus|porsche|land rover|range rover|jaguar|alfa romeo|lancia|yamaha|ducati|kawasaki|harley|vespa|polo|golf|corolla|civic|prius|yaris|clio|focus|fiesta|model [3sxy]";

/** Diet and supplement questions whose answer differs by age and health. */
export const DIET = [
  'intermittent fasting|fasting|keto(?:genic)?(?: diet)?|carnivore diet|low[- ]carb|calorie deficit|how much (?:protein|fibre|fiber|sugar|salt|caffeine|alcohol|water|sleep)|creatine|collagen|detox',
  'ayuno(?: intermitente)?|dieta keto|cu[áa]nta (?:prote[íi]na|agua|cafe[íi]na)',
  'je[uû]ne(?: intermittent)?|r[ée]gime (?:c[ée]tog[èe]ne|keto)|combien de (?:prot[ée]ines|caf[ée]ine)',
  'intervallfasten|fasten|keto|wie ?viel (?:eiwei(?:ß|ss)|protein|koffein|wasser)',
  'digiuno(?: intermittente)?|dieta chetogenica|quant[ae] (?:proteine|caffeina|acqua)',
  'jejum(?: intermitente)?|dieta cetog[êe]nica|quant[ao] (?:prote[íi]na|cafe[íi]na|[áa]gua)',
].join('|');

/** The user's age is told: "I'm 45", "at 60", "tengo 30 años", "j'ai 52 ans", "ich bin 40". */
export const OWN_AGE_TOLD = [
  "(?:i[’']?m|i am|aged?|at) \\d{2}|\\d{2}\\s*(?:yo|y/o|years? old|-year-old|[mf]\\b)|teen(?:ager)?s?|seniors?|elderly|in my (?:teens|[2-9]0s)|over \\d{2}|under \\d{2}",
  'tengo \\d{2}|\\d{2} a[ñn]os|mayores?|adolescentes?',
  "j['’]ai \\d{2}|\\d{2} ans|seniors?|ados?",
  'ich bin \\d{2}|\\d{2} jahre?|mit \\d{2}|senioren',
  'ho \\d{2}|\\d{2} anni|anzian[oi]',
  'tenho \\d{2}|\\d{2} anos|idos[oa]s?',
].join('|');

/** A condition, pregnancy, medicine or "I'm healthy" is told. */
export const CONDITION_TOLD = [
  'pregnan\\p{L}*|breastfeed\\p{L}*|diabet\\p{L}*|kidney|liver|heart|blood pressure|hypertension|cholesterol|thyroid|condition|medication|meds|i take|on (?:\\p{L}+ )?(?:tablets|pills)|healthy|no health|athlete|eating disorder',
  'embarazad\\p{L}*|lactancia|diab[ée]t\\p{L}*|ri[ñn][óo]n|h[íi]gado|coraz[óo]n|tensi[óo]n|medicaci[óo]n|sano',
  'enceinte|allait\\p{L}*|diab[èe]t\\p{L}*|reins?|foie|c[œo]eur|tension|traitement|en bonne sant[ée]',
  'schwanger\\p{L}*|still\\p{L}+|diabet\\p{L}*|niere\\p{L}*|leber|herz\\p{L}*|blutdruck\\p{L}*|medikament\\p{L}*|gesund',
  'incinta|allatt\\p{L}*|diabet\\p{L}*|ren[ei]|fegato|cuore|pressione|farmac\\p{L}*|in salute',
  'gr[áa]vida|amament\\p{L}*|diab[ée]t\\p{L}*|rins?|f[íi]gado|cora[çc][ãa]o|press[ãa]o|rem[ée]dio\\p{L}*|saud[áa]vel',
].join('|');
