import type { Analysis } from '../../analysis/types';
import { toolFirst } from './thin-shapes';
import { CONFIDENT } from '../../analysis/types';
import { FOR_A_MEETING } from './deliverable-formats';
import { FIX_VERB, HOME_THING, MORE_FAULT } from './fix-things';
import { firstWords, splitCount } from '../../analysis/word-count';
import { techFaultOf } from './tech-faults';

/**
 * Narrow, common request shapes where generic task-kind lines fit badly and a few specific lines
 * (and the right questions) turn a thin prompt into a useful one: a symptom, something at home
 * that will not work, when to visit a country, a choice between two technologies, a regex, notes
 * or a thread to summarise, a rewrite into plain language, a data question, a SQL aggregate.
 * Recognised in all six languages; a language without the texts keeps the generic behaviour.
 */
export type Subject =
  | 'symptom'
  | 'symptom-other'
  | 'fix-sourdough'
  | 'fix-baking'
  | 'fix-plant'
  | 'fix-appliance'
  | 'fix-other'
  | 'fix-tech'
  | 'when-to-visit'
  | 'tech-cli'
  | 'tech-backend'
  | 'tech-database'
  | 'tech-frontend'
  | 'tech-mobile'
  | 'tech-general'
  | 'regex'
  | 'meeting-notes'
  | 'plain-language'
  | 'data-analysis'
  | 'sql-rows'
  | 'formula'
  | 'command'
  | 'snippet'
  | 'substitute'
  | 'trip-days'
  | 'packing'
  | 'naming'
  | 'health-question'
  | 'savings-goal';

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}])';
const words = (list: readonly string[]) => new RegExp(`${L}(?:${list.join('|')})${R}`, 'iu');

const BODY_PART = [
  'knees?|shoulders?|(?:lower |upper )?back|neck|ankles?|wrists?|hips?|elbows?|feet|foot|heels?|shins?|calf|calves|hamstrings?|thumbs?|fingers?|toes?|jaw|ribs?|stomach|chest|eyes?|ears?|throat|head',
  'rodillas?|hombros?|espalda|cuello|tobillos?|muñecas?|cadera|codos?|pies?|talón|gemelos?|est[óo]mago|pecho|cabeza|garganta|ojos?|oídos?',
  'genoux?|[ée]paules?|dos|cou|chevilles?|poignets?|hanches?|coudes?|pieds?|talons?|mollets?|ventre|estomac|poitrine|t[êe]te|gorge|yeux|œil|oreilles?',
  'knie|schulter|rücken|nacken|knöchel|handgelenk|hüfte|ellbogen|fuß|füße|ferse|wade|bauch|magen|brust|kopf|hals|auge|augen|ohr',
  'ginocchi[oa]|spall[ae]|schiena|collo|cavigli[ae]|polsi?|fianchi?|anca|gomiti?|piedi?|talloni?|polpacci?|stomaco|pancia|petto|testa|gola|occhi?|orecchi[oe]',
  'joelhos?|ombros?|costas|pescoço|tornozelos?|pulsos?|quadril|cotovelos?|pés?|calcanhar|panturrilhas?|estômago|barriga|peito|cabeça|garganta|olhos?|ouvidos?',
];

/** A body part that hurts, or a named symptom, in any of the six languages. */
const SYMPTOM = new RegExp(
  [
    `${L}(?:${BODY_PART.join('|')})${R}[^.?!\\n]{0,30}${L}(?:pain|hurts?|hurting|aches?|aching|sore|swollen|stiff|clicks?|clicking|numb|tingl\\w*|dolor|duele|duelen|douleurs?|douloureu\\w*|schmerz\\w*|tut weh|dolore|dol[oe]|fa male|dor|dói|doem|inchad[oa])${R}`,
    `${L}(?:pain|aches?|sore|soreness|dolor|douleurs?|schmerzen|dolore|dor(?:es)?)\\s+(?:in|en|au|à la|aux|dans|im|in der|am|al|alla|allo|ai|no|na|nos|nas|de|di|del|della|nel|nella)\\s+(?:(?:my|the|the|mi|la|el|le|les|mon|ma|mes|meinem|meiner|il|lo|mio|mia|meu|minha)\\s+)?(?:${BODY_PART.join('|')})${R}`,
    `${L}(?:me duele|me duelen|mal (?:au|à la|aux|de|à l[’'])|j[’']ai mal|tut (?:mir )?weh|mi fa male|mi fanno male|dói|doem|sinto dor)${R}`,
    `${L}(?:headaches?|migraines?|back ?pain|knee ?pain|neck ?pain|(?:kopf|rücken|knie|nacken|bauch|zahn)schmerz\\w*|dolor de (?:cabeza|espalda|rodilla|estómago|garganta)|mal de (?:tête|dos|ventre|gorge)|mal di (?:testa|schiena|pancia|gola)|dor de (?:cabeça|garganta|barriga)|dor nas costas)${R}`,
  ].join('|'),
  'iu',
);

/** A symptom that is not a pain: what else comes with it matters more than where it is. */
const OTHER_SYMPTOM = words([
  "fever|high temperature|teething|dizz(?:y|iness)|nause\\w*|vomiting|rash|cough(?:ing)?|heartburn|insomnia|tinnitus|sore throat|runny nose|can[’']?t sleep|cannot sleep|trouble sleeping|tired all the time|always tired|fatigue|short of breath|shortness of breath",
  'fiebre|mareos?|n[aá]useas?|vómitos?|tos|insomnio|no puedo dormir|cansad[oa] todo el tiempo|sarpullido|ronchas|dentici[óo]n',
  "fi[èe]vre|vertiges?|nausées?|toux|insomnie|[ée]ruption cutan[ée]e|plaques rouges|pouss[ée]e dentaire|je n[’']arrive pas à dormir|je ne dors (?:pas|plus)|fatigu[ée]e? tout le temps",
  'fieber|schwindel\\w*|übelkeit|husten|ausschlag|zahnen|schlaflosigkeit|kann nicht (?:ein)?schlafen|ständig müde',
  'febbre|vertigini|nausea|tosse|eruzione cutanea|sfogo|dentizione|insonnia|non riesco a dormire|sempre stanc[oa]',
  'febre|tontura|n[aá]usea|tosse|brotoeja|denti[çc][ãa]o|ins[ôo]nia|não consigo dormir|cansad[oa] o tempo todo',
]);

/** A thing at home that misbehaves: the user wants causes and fixes, not an explanation. */
const FAULT = words([
  "not (?:bubbling|rising|rise|working|draining|heating|cooling|spinning|growing|flowering|setting|browning|starting|turning on|cleaning)|won[’']?t (?:rise|bubble|drain|start|heat|spin|grow|set|turn on|work)|doesn[’']?t (?:rise|bubble|drain|start|heat|spin|grow|set|work)|(?:comes?|came) out (?:dense|flat|dry|gummy|raw|hard|soggy|heavy)|sinks?|sank|collaps\\w*|turning (?:yellow|brown)|(?:yellow|brown) (?:leaves|spots|tips)|dropping (?:leaves|buds)|wilting|drooping|smells? (?:like|of|bad|sour|weird)|too (?:dense|sour|flat|runny|dry)|leaking|keeps (?:dying|tripping|beeping|leaking|sinking|collapsing|stalling|running|dripping|clogging)|clogged|blocked (?:drain|toilet|sink)|no hot water|(?:makes?|making) (?:a |an )?(?:\\w+ )?(?:noise|sound)|squeak(?:s|ing|y)?|rattl(?:es|ing)|won[’']?t (?:charge|turn on|open|close|lock|flush)|not (?:charging|flushing|closing|locking)",
  'no (?:sube|burbujea|crece|funciona|desagua|calienta|arranca|fermenta|centrifuga|enfr[íi]a|seca|lava)|no leva|hace (?:un )?(?:ruido|ruidos)(?: raro| extraño)?|se hunde|hojas amarillas|sale (?:dur[oa]|plan[oa]|apelmazad[oa])',
  "ne (?:lève|gonfle|bulle|pousse|marche|fonctionne|vidange|chauffe|démarre|essore|refroidit|sèche)(?: plus)? pas|fait (?:du|un|des) (?:bruit|bruits)(?: bizarres?| étranges?)?|feuilles jaunes|retombe|s[’']affaisse",
  '(?:macht|machen) (?:komische |seltsame |laute |merkwürdige )?geräusche|schleudert nicht|kühlt nicht|trocknet nicht|blubbert nicht|geht nicht (?:auf|an)|fällt zusammen|sinkt ein|gelbe blätter|funktioniert nicht|pumpt nicht ab|heizt nicht|wird (?:nicht|zu) \\w+',
  'non (?:lievita|cresce|funziona|scarica|scalda|parte|fa bolle|centrifuga|raffredda|asciuga)|fa (?:un )?(?:rumore|rumori)(?: strano| strani)?|foglie gialle|si sgonfia',
  'não (?:cresce|fermenta|funciona|escoa|esquenta|liga|borbulha|centrifuga|gela|seca)|faz (?:um )?barulho(?: estranho)?|folhas amarelas|murchando|sola',
]);
const SOURDOUGH = words([
  'sourdough|starter|levain|masa madre|lievito madre|sauerteig|fermento natural|levain',
]);
const BAKING = words([
  'bread|loaf|dough|cake|cookies|muffins?|brioche|pizza dough|pan|bizcocho|masa|pain|gâteau|pâte|brot|teig|kuchen|pane|torta|impasto|pão|bolo|massa',
]);
const PLANT = words([
  'plants?|monstera|succulents?|cactus|orchids?|basil|tomato plants?|fern|ficus|pothos|leaves|planta|hojas|plante|feuilles|pflanze|blätter|pianta|foglie|folhas',
]);
const APPLIANCE = words([
  'dishwasher|washing machine|washer|dryer|fridge|freezer|oven|boiler|microwave|lavavajillas|lavadora|nevera|horno|lave-vaisselle|lave-linge|frigo|four|chaudière|spülmaschine|geschirrspüler|waschmaschine|kühlschrank|backofen|heizung|lavastoviglie|lavatrice|frigorifero|forno|caldaia|lava-louças|máquina de lavar|geladeira|forno',
]);

/** "my car", "our boiler": the thing is the user's own ("why does oil sink" is a science question). */
const OWN = words([
  'my|our|mi|mis|nuestr[oa]s?|mon|ma|mes|notre|nos|mein(?:e|en|em|er)?|unser(?:e|en|em|er)?|il mio|la mia|i miei|le mie|meu|minha|meus|minhas',
]);

const WHEN_TO_VISIT = words([
  '(?:best|good|ideal|right|cheapest) (?:time|times|month|months|season|period) (?:of (?:the )?year )?(?:to (?:visit|go|travel)|for (?:visiting|a trip))|when (?:is|are) (?:the )?(?:best|good) (?:time|month)s? to|when (?:to|should (?:i|we)) (?:visit|go to|travel to)',
  '(?:mejor|buena) (?:época|epoca|momento|mes|temporada) (?:del año )?para (?:viajar|ir|visitar)|cu[aá]ndo (?:viajar|ir|visitar)',
  "(?:meilleure?|bonne) (?:période|saison|époque|moment|mois) (?:de l[’']année )?pour (?:visiter|aller|partir|voyager)|quand (?:partir|aller|visiter|voyager)",
  'beste (?:reisezeit|zeit|monat|jahreszeit)|wann (?:am besten )?(?:nach|reisen|fahren|fliegen)|reisezeit',
  '(?:periodo|momento|mese|stagione) (?:migliore|ideale) per (?:visitare|andare|viaggiare)|quando (?:andare|visitare|viaggiare)',
  '(?:melhor|boa) (?:época|epoca|mês|mes|estação|temporada|período) (?:do ano )?para (?:viajar|ir|visitar|conhecer)|quando (?:viajar|ir|visitar)',
]);

const LANGS =
  'rust|go|golang|python|node(?:\\.?js)?|deno|bun|java|kotlin|scala|c#|\\.net|c\\+\\+|ruby|php|elixir|typescript|javascript|swift|zig|haskell|clojure';
const DBS =
  'postgres(?:ql)?|mysql|mariadb|sqlite|mongo(?:db)?|dynamodb|redis|cassandra|firestore|firebase|supabase|elasticsearch|couchdb|snowflake|bigquery|clickhouse';
const FRONT =
  'react|vue(?:\\.?js)?|angular|svelte(?:kit)?|next(?:\\.?js)?|nuxt|solid(?:js)?|htmx|remix|astro';
const MOBILE = 'flutter|react native|swiftui|kotlin multiplatform|ionic|xamarin|\\.net maui|native';
const BACKFW = 'django|flask|fastapi|rails|laravel|spring(?: boot)?|express|nestjs|gin|phoenix';
const TECH = `${LANGS}|${DBS}|${FRONT}|${MOBILE}|${BACKFW}`;
/** "rust vs go", "Postgres oder MongoDB", "react or vue": two technologies weighed against each other. */
const TECH_PAIR = new RegExp(
  `${L}(?:${TECH})${R}\\s*(?:vs\\.?|versus|or|oder|o|ou|ou bien|contre|gegen)\\s+(?:${TECH})${R}`,
  'iu',
);
/** "postgres and mysql" is only a choice when the request compares ("difference between…"). */
const TECH_AND = new RegExp(`${L}(?:${TECH})${R}\\s*(?:y|and|e|et|und)\\s+(?:${TECH})${R}`, 'iu');
const COMPARING = words([
  'compare|comparison|difference|differences|which|better|choose|between|comparar|diferencias?|cu[aá]l|elegir|comparer|différences?|lequel|laquelle|choisir|vergleich\\w*|unterschied\\w*|welche[rs]?|confront\\w*|differenz[ae]|quale|scegliere|diferen[çc]as?|qual|escolher',
]);
const ALL_DBS = new RegExp(`${L}(?:${DBS})${R}[^?]*${L}(?:${DBS})${R}`, 'iu');
const ALL_FRONT = new RegExp(`${L}(?:${FRONT})${R}[^?]*${L}(?:${FRONT})${R}`, 'iu');
const CLI = words([
  'cli|command[- ]line|terminal (?:tool|app)|kommandozeilen\\S*|línea de comandos|ligne de commande|riga di comando|linha de comando',
]);
const BACKEND = words([
  'backend|back-end|api|apis|web ?service|microservices?|server|servidor|serveur|dienst|servizio|serviço|web app|saas',
]);
const MOBILE_WORDS = words(['mobile|ios|android|app móvil|appli mobile|app mobile|aplicativo|handy-app']);

const REGEX = words([
  'regex(?:es|p)?|regular expressions?|expresi[óo]n(?:es)? regular(?:es)?|expressions? régulières?|regul[äa]ren? ausdr[üu]ck\\w*|regex-muster|espressioni? regolar[ei]|express(?:ão|ões) regular(?:es)?',
]);

// "for my parents group chat" names where the summary goes, not what it summarises: a chat or a
// call only counts when the request points at it ("this chat", "the call").
const FORMULA = words([
  '(?:excel|sheets|spreadsheet|google sheets|libreoffice|calc) formula|formula (?:in|for) (?:excel|google sheets|sheets|a spreadsheet)|f[óo]rmula (?:de|en|para|no|do) (?:excel|sheets|google sheets|planilha)|formule (?:excel|sheets)|excel-?formel|formel (?:in|für) (?:excel|sheets)|formula (?:di |in )?excel',
]);

/** "git undo last commit", "docker remove all stopped containers": a command, told as keywords. */
const COMMAND_START =
  /^(?:(?:git|docker|kubectl|npm|yarn|pnpm|pip|brew|apt(?:-get)?|ffmpeg|curl|ssh|rsync|systemctl|crontab|powershell|tar)\s+(?!(?:vs\.?|versus|or|and|is|are|for|in|with|keys?|explained|basics|tutorial)\b)\w+|find\s+(?:all\s+)?(?:files|folders|directories|duplicates?|large|big|empty)\b|(?:grep|sed|awk)\s+(?:to|for|that|every|all|lines?|each)\b)/i;
/** "docker compose file", "bash script", "ssh explained": a file, a script or a lesson, not a command. */
const NOT_A_COMMAND =
  /\b(?:files?(?! (?:bigger|larger|smaller|older|newer|named|called|containing|with|that|by))|yaml|yml|dockerfile|compose|config(?:uration)?|script|workflow|pipeline|explain\w*|what is|why|difference|tutorial|course|learn\w*|vs\.?|versus)\b/i;
/** A shell one-liner or command asked by name, in any words around it. */
const ONE_LINER =
  /\b(?:(?:bash|shell|zsh|terminal|powershell|linux|unix)\s+)?one[- ]?liners?\b|\b(?:bash|shell|zsh|terminal|powershell|linux|unix|cli) command\b/i;
/** "python read csv into list of dicts": a snippet, told as keywords. */
const SNIPPET_START =
  /^(python|javascript|js|typescript|ts|java|go|golang|rust|c#|ruby|php|kotlin|swift|node(?:\.?js)?)\s+(?:read|write|parse|convert|sort|get|remove|delete|check|send|download|upload|split|merge|count|find|create|open|list|filter|format|loop|reverse|flatten|dedupe|deduplicate|group|validate|generate|make|call|fetch)\b/i;
const SUBSTITUTE = words([
  'substitutes? for|(?:substitute|replacement)s? (?:of|in)|instead of \\w+ in (?:a|my|the) (?:recipe|cake|bread)',
  'sustitut[oa]s? (?:de|del|para)|reemplazar (?:el|la|los|las)',
  "remplacer (?:le|la|les|l[’'])|par quoi remplacer|substitut (?:de|du|à)",
  'ersatz für|statt \\w+ (?:im|in)',
  'sostitut[oi] (?:del|della|dello|per|di)|al posto (?:del|della|dello)',
  'substitut[oa]s? (?:de|do|da|para)|trocar (?:o|a) \\w+ por',
]);
const TRIP_DAYS = words([
  '(?:\\d+|one|two|three|four|five|six|seven|ten)[- ](?:days?|nights?|weeks?) (?:in|around|across|through|on)',
  '\\d+ (?:días|noches|semanas) (?:en|por)',
  '\\d+ (?:jours|nuits|semaines) (?:à|en|au|aux|dans)',
  '\\d+ (?:tage|nächte|wochen) (?:in|auf|durch)',
  '\\d+ (?:giorni|notti|settimane) (?:a|in|ad)',
  '\\d+ (?:dias|noites|semanas) (?:em|no|na|pelo|pela)',
]);
const PACKING = words([
  'packing list|what to pack|lista de equipaje|qué llevar (?:a|en|para)|liste de (?:valise|bagages)|quoi (?:emporter|mettre dans (?:ma|sa) valise)|packliste|was (?:soll ich )?(?:ein)?packen|cosa portare|lista (?:da viaggio|per la valigia)|lista de (?:mala|bagagem)|o que levar (?:para|na)',
]);

/** "3 days in the hospital", "what to pack for a job interview": a stay or an event, not a trip. */
const NOT_A_TRIP = words([
  'hospital|surgery|jail|prison|quarantine|isolation|rehab|bed|a row|office|interview|moving|move|birth|labou?r|baby|dorm|school|court|funeral|hospital bag',
  'hospital|cirugía|cárcel|entrevista|mudanza|parto|bebé|oficina|colegio',
  'hôpital|opération|prison|entretien|déménagement|accouchement|bébé|bureau|école',
  'krankenhaus|operation|gefängnis|vorstellungsgespräch|umzug|geburt|baby|büro|schule',
  'ospedale|operazione|carcere|colloquio|trasloco|parto|neonato|ufficio|scuola',
  'hospital|cirurgia|prisão|entrevista|mudança|parto|bebê|escritório|escola',
]);
/** "best time to go to bed", "when should I go to the doctor": not a trip. */
const NOT_A_VISIT = words([
  'bed|sleep|doctor|dentist|er|a&e|hospital|gym|vet|therapist|church|school|work|the office|post|publish|buy|sell|invest|plant|eat|exercise|run|study|cama|médico|dentista|gimnasio|lit|dormir|médecin|dentiste|bett|schlafen|arzt|zahnarzt|letto|dormire|dottore|medico|cama|médico',
]);

/** "substitute for a teacher": a person, not an ingredient. */
const NOT_FOOD = words([
  'teachers?|players?|employees?|workers?|managers?|colleagues?|coach|goalkeeper|staff|parts?|software|tools?|apps?|library|packages?|profesor|jugador|empleado|professeur|joueur|salarié|lehrer|spieler|mitarbeiter|insegnante|giocatore|dipendente|professor|jogador|funcionário',
]);

// Bare "notes" or "thread" are not a meeting: interview notes, lecture notes or a forum thread
// need no owners and deadlines.
const NOTES = words([
  "meetings?|minutes|stand-?up|retro|(?:meeting|call|sync|standup|team) (?:notes|transcript)|(?:this|the|that|our|today[’']s) (?:call|meeting|sync)|slack|whatsapp",
  'reuni[óo]n|acta',
  'réunion|compte[- ]rendu',
  'besprechung|meeting|protokoll',
  'riunione|verbale',
  'reuni[ãa]o|ata',
]);

/** "[09:01] ana: ship friday?": a team's chat, unlike an error log, holds decisions and owners. */
const CHAT_LINE = /^\s*\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s+[^\s:]+(?: [^\s:]+)?:\s/m;

/** "release notes" from a commit list are for users, not a meeting's decisions and actions. */
const RELEASE_NOTES =
  /\b(?:release|patch|version)[ -]notes?\b|\bnotas de (?:la )?versi[óo]n\b|\bnotes de version\b/giu;

const PLAIN = words([
  'plain (?:english|language|words)|so (?:that )?(?:an? |my )?(?:\\d+[- ]year[- ]old|kid|child|teenager|beginner|grandma|grandpa|layperson|anyone)s? (?:can|could|would|will) (?:understand|follow|read)|simple (?:english|words|language|terms)|easier to (?:read|understand)|easy[- ]to[- ]read|easy[- ]read|non-?native|not native speakers|second language|esl|short sentences|less (?:jargon|legalese|formal)|without (?:the )?jargon|simplify|simpler',
  'lenguaje (?:sencillo|claro|llano|fácil)|palabras sencillas|lectura fácil|m[áa]s f[áa]cil de (?:leer|entender)|simplifica',
  'langage (?:clair|simple)|langue simple|mots simples|facile à (?:lire|comprendre)|plus simple|simplifie[zr]?|facile à lire',
  'einfache[rn]? sprache|leichte[rn]? sprache|einfachen worten|verständlich(?:er)?|vereinfach\\w*',
  'linguaggio (?:semplice|chiaro)|parole semplici|più (?:semplice|facile da (?:leggere|capire))|semplifica\\w*',
  'linguagem (?:simples|clara)|palavras simples|mais (?:simples|fácil de (?:ler|entender))|simplifi\\w*',
]);

const AGGREGATE = words([
  'total|totals|sum|revenue|spend|spent|sales|count|number of|how many|average|avg|top \\d+|top|most|least|per (?:month|day|week|year|customer|product|user)|monthly|weekly|daily|active|churn|retention|ingresos|gasto|ventas|cantidad|promedio|chiffre|total|ventes|nombre de|moyenne|umsatz|summe|anzahl|durchschnitt|fatturato|somma|numero di|media|receita|faturamento|soma|quantidade|média',
]);
const SQL_START = /^\s*(?:(?:a|an|the|una?|le|la|el|ein|eine)\s+)?(?:sql|query|consulta|requête|abfrage)\b/i;

/** "name ideas for a coffee shop", "nombres para mi panadería": names, not ideas in general. */
const NAMING = words([
  'names? (?:ideas? )?(?:for|to call)|name ideas|naming',
  'nombres? (?:para|de marca)|ideas de nombres?',
  'noms? (?:pour|de marque)|idées de noms?',
  'namen? für|namensideen|namensvorschläge',
  'nomi per|nome per|idee per (?:il|un) nome',
  'nomes? (?:para|pra)|ideias de nomes?',
]);

/**
 * A medicine, supplement or daily-amount question ("ibuprofen with coffee", "how much water a
 * day"): no symptom to triage, but the answer differs by person, which a generic "answer directly"
 * never says. Only words that are health in any context; "iron" alone could be a pan.
 */
const HEALTH_QUESTION = words([
  'ibuprofen|paracetamol|acetaminophen|tylenol|advil|aspirin|antibiotics?|antihistamines?|melatonin|medications?|meds|pills?|supplements?|vitamin (?:[a-e]\\d*|supplements?|tablets?|pills?)|low iron|iron (?:deficiency|levels?|supplements?|tablets?)|deficienc(?:y|ies)|magnesium|creatine|caffeine|calories|protein (?:a|per|each) day|how much protein|how much water|(?:water|drink) (?:a|per|each) day|blood pressure|cholesterol|blood sugar|side effects?|dosage|pregnan(?:t|cy)',
  // "ok to take melatonin with zoloft?", "drink alcohol on metronidazole": one thing taken with another
  // is a question about how they interact, whatever the medicines' names.
  '(?:safe|ok|okay|alright|fine) to (?:take|mix|combine) [\\p{L}\\d-]+(?: [\\p{L}\\d-]+)? (?:with|and|while (?:on|taking)) (?!(?:me|us|him|her|them|you|my|the|a|an)(?![\\p{L}]))[\\p{L}\\d-]+|(?:drink|have|drinking) alcohol (?:with|on|while (?:on|taking))',
  'ibuprofeno|paracetamol|aspirina|antibióticos?|medicamentos?|pastillas?|suplementos?|cafeína|calorías|presión arterial|colesterol|efectos secundarios|dosis|embarazo|embarazada',
  'ibuprofène|paracétamol|doliprane|aspirine|antibiotiques?|médicaments?|comprimés?|compléments? alimentaires?|caféine|calories|tension artérielle|cholestérol|effets secondaires|posologie|enceinte|grossesse|carences?',
  'ibuprofen|paracetamol|aspirin|antibiotika|medikament(?:e|en)?|tabletten?|nahrungsergänzungsmittel\\w*|koffein|kalorien|blutdruck|cholesterin|nebenwirkungen|dosierung|schwanger\\w*|eisenmangel',
  'ibuprofene|paracetamolo|tachipirina|aspirina|antibiotici|farmac[oi]|pillole?|integratori?|caffeina|calorie|colesterolo|effetti collaterali|dosaggio|gravidanza|incinta|carenza',
  'ibuprofeno|paracetamol|aspirina|antibióticos?|remédios?|medicamentos?|comprimidos?|suplementos?|cafeína|calorias|pressão arterial|colesterol|efeitos colaterais|dosagem|grávida|gravidez|deficiência',
]);

/** "calories burned running 5k at 70 kg" is a sum to work out, even though it is about health. */
const CALORIES = words(['calories|calorías|kalorien|calorie|calorias|kcal']);

/** "how much should I save a month to have 20000 in 5 years": a sum to show, not an opinion. */
const SAVINGS_GOAL = words([
  'how much (?:should|do|must|would|can) (?:i|we) (?:save|put (?:aside|away)|invest)',
  'cu[áa]nto (?:debo|tengo que|necesito|deber[íi]a) (?:ahorrar|invertir)',
  'combien (?:dois-je|je dois|faut-il|devrais-je|je devrais) (?:épargner|économiser|mettre de côté|investir)',
  'wie ?viel (?:muss|sollte|soll) ich (?:\\w+ )?(?:sparen|zurücklegen|anlegen)',
  'quanto (?:devo|dovrei) (?:risparmiare|mettere da parte|investire)',
  'quanto (?:devo|preciso|deveria) (?:poupar|economizar|guardar|investir)',
]);

const WHY = words(['why|reason|reasons|por qué|porque|pourquoi|warum|weshalb|perché|por que|cause|causes']);

function thinOrAsking(analysis: Analysis): boolean {
  const { kind, confidence } = analysis.classification;
  return (
    analysis.material.length === 0 &&
    (confidence < CONFIDENT || ['question', 'advice', 'explain', 'debug', 'plan', 'compare'].includes(kind))
  );
}

function techTarget(request: string): Subject {
  if (ALL_DBS.test(request)) return 'tech-database';
  if (CLI.test(request)) return 'tech-cli';
  if (MOBILE_WORDS.test(request) || /\b(?:flutter|react native|swiftui|ionic|xamarin|maui)\b/i.test(request))
    return 'tech-mobile';
  if (ALL_FRONT.test(request)) return 'tech-frontend';
  if (BACKEND.test(request)) return 'tech-backend';
  return 'tech-general';
}

const SEEN = new WeakMap<Analysis, Subject | null>();

/** The narrow shape the request has, or null for everything else (the generic lines apply). */
export function subjectOf(analysis: Analysis): Subject | null {
  // The plan and the questions both ask; the analysis is read once.
  const seen = SEEN.get(analysis);
  if (seen !== undefined) return seen;
  const subject = detect(analysis);
  SEEN.set(analysis, subject);
  return subject;
}

function detect(analysis: Analysis): Subject | null {
  const request = analysis.request;
  const { kind, confidence } = analysis.classification;
  const confident = confidence >= CONFIDENT;
  // A story or a poem about a sore knee is still a story.
  const writing = confident && ['write', 'image', 'roleplay', 'system-prompt', 'translate'].includes(kind);
  // Only the opening of a long request names its subject; a long story mentioning a regex is not one.
  const head = firstWords(request, 40);
  if (REGEX.test(head) && !['translate', 'explain', 'debug', 'tests'].includes(kind) && head.length < 200)
    return 'regex';
  if (FORMULA.test(head) && !['translate', 'explain', 'debug'].includes(kind) && head.length < 200)
    return 'formula';
  const words = splitCount(request.trim(), 14);
  // "git push fails with rejected …" reports a fault: it wants a diagnosis, not a command.
  const thinAsk =
    analysis.material.length === 0 &&
    words <= 12 &&
    !/\n/.test(request.trim()) &&
    !(confident && kind === 'debug');
  if (
    thinAsk &&
    !writing &&
    COMMAND_START.test(request.trim()) &&
    !NOT_A_COMMAND.test(request.replace(/^find\s+(?:all\s+)?files/i, 'find'))
  )
    return 'command';
  if (thinAsk && !writing && SNIPPET_START.test(request.trim())) return 'snippet';
  // "revert last git commit not pushed": the same one command, asked verb first.
  if (thinAsk && !writing && toolFirst(request) && !NOT_A_COMMAND.test(request)) return 'command';
  // "need a one-liner to delete old .tmp files", "bash one liner to count unique IPs": a command.
  if (
    analysis.material.length === 0 &&
    ONE_LINER.test(head) &&
    !['translate', 'explain', 'debug'].includes(kind)
  )
    return 'command';
  if (analysis.material.length > 0 || kind === 'sql') {
    if ((kind === 'sql' || SQL_START.test(request)) && AGGREGATE.test(request)) return 'sql-rows';
  }
  if (confident && kind === 'brainstorm' && analysis.material.length === 0 && NAMING.test(head))
    return 'naming';
  if (analysis.material.length > 0 && PLAIN.test(head) && ['edit', 'write', 'question'].includes(kind))
    return 'plain-language';
  if (analysis.material.length === 0 && PLAIN.test(head) && /:\s*\S/.test(request) && !writing)
    return 'plain-language';
  if (
    (kind === 'summarize' || (kind === 'write' && analysis.material.length > 0)) &&
    !analysis.material.some((m) => m.kind === 'email') &&
    (NOTES.test(head.replace(FOR_A_MEETING, '').replace(RELEASE_NOTES, '')) ||
      analysis.material.some((m) => m.kind === 'log' && CHAT_LINE.test(m.content)))
  )
    return 'meeting-notes';
  if (kind === 'analyze-data' && analysis.material.length > 0) return 'data-analysis';
  if (writing) return null;
  if (
    analysis.material.length === 0 &&
    (TECH_PAIR.test(head) || (TECH_AND.test(head) && COMPARING.test(head)))
  )
    return techTarget(head);
  // A savings target is often read as maths ("…to have $15,000 in 3 years"): still the same sum.
  if (
    analysis.material.length === 0 &&
    head.length <= 160 &&
    (!confident || ['question', 'advice', 'math'].includes(kind)) &&
    SAVINGS_GOAL.test(head)
  )
    return 'savings-goal';
  // "Is 130/85 blood pressure bad?" reads as maths by its numbers; it is a health question.
  if (
    kind === 'math' &&
    analysis.material.length === 0 &&
    head.length <= 160 &&
    HEALTH_QUESTION.test(head) &&
    !SAVINGS_GOAL.test(head) &&
    !CALORIES.test(head)
  )
    return 'health-question';
  if (!thinOrAsking(analysis) || head.length > 160) return null;
  if (WHEN_TO_VISIT.test(head) && !NOT_A_VISIT.test(head)) return 'when-to-visit';
  if (PACKING.test(head) && !NOT_A_TRIP.test(head)) return 'packing';
  if (TRIP_DAYS.test(head) && words <= 12 && !NOT_A_TRIP.test(head)) return 'trip-days';
  if (SUBSTITUTE.test(head) && words <= 14 && !NOT_FOOD.test(head)) return 'substitute';
  if (SYMPTOM.test(head)) return 'symptom';
  if (OTHER_SYMPTOM.test(head)) return 'symptom-other';
  // A question, not a request for a meal plan or an essay on vitamins.
  const asking = kind === 'question' || kind === 'advice' || !confident;
  if (asking && HEALTH_QUESTION.test(head)) return 'health-question';
  // "my wifi keeps dropping", "laptop super slow since update": a gadget or a link that fails
  // wants causes and fixes, and the facts only the user has (tech-faults.ts).
  if (words <= 16 && kind !== 'debug' && kind !== 'code' && !APPLIANCE.test(head) && techFaultOf(head))
    return 'fix-tech';
  // "bike chain slips", "fix squeaky floorboards": a thing at home that misbehaves, owned or not.
  const homeFault = HOME_THING.test(head) && (MORE_FAULT.test(head) || FIX_VERB.test(head.trim()));
  if (FAULT.test(head) || homeFault || (WHY.test(head) && SOURDOUGH.test(head))) {
    if (SOURDOUGH.test(head)) return 'fix-sourdough';
    if (APPLIANCE.test(head)) return 'fix-appliance';
    if (PLANT.test(head)) return 'fix-plant';
    if (BAKING.test(head)) return 'fix-baking';
    // Software faults have their own troubleshooting lines (debug); anything else is a fix-it.
    // "why does oil sink" is science even though it names a sink; "how would you go about
    // re-hanging a door" asks for the steps of a job (how-to lines), not causes of a fault.
    const thing = HOME_THING.test(head) && !/^\s*(?:why|how|what)\b/i.test(head);
    if (kind !== 'debug' && kind !== 'code' && (OWN.test(head) || thing)) return 'fix-other';
  }
  return null;
}

/** Kinds of subject that share lines and questions. */
export function isTechChoice(subject: Subject | null): boolean {
  return subject !== null && subject.startsWith('tech-');
}

export function isFixIt(subject: Subject | null): boolean {
  return subject !== null && subject.startsWith('fix-');
}

/** The request asks why (a cause), which the data alone cannot prove. */
export function asksWhy(request: string): boolean {
  return WHY.test(request);
}
