import { LOST_PET_NOTICE } from './lost-pet';
import { namesTrip, plansTrip } from '../../analysis/trip';

/**
 * Subject areas where a specific expert role helps more than a generic one. Recognised from
 * the request in any of our languages; the role lines are per language, and a language without
 * them keeps the task kind's generic role.
 */
export type Domain =
  | 'pets'
  | 'health'
  | 'legal'
  | 'employment'
  | 'money'
  | 'cooking'
  | 'fitness'
  | 'travel'
  | 'marketing'
  | 'career'
  | 'management'
  | 'tech-support'
  | 'teaching'
  | 'events';

// Word edges: no letter or digit before, no letter after ("cat" never matches "category").
const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}])';
const words = (list: string) => new RegExp(`${L}(?:${list})${R}`, 'iu');

/*
 * The lists are shared by all six languages, so a word that means something else in another
 * of them (French "pain" is bread, German "Tasse" a cup, Portuguese "palestra" a talk) is only
 * listed with the article or context that pins it down. Generic words that often belong to
 * other subjects ("training data", "running a script", "brand new", "password manager") are
 * left out or fenced: a missing expert role costs little, a wrong one misleads.
 */
export const DOMAIN_WORDS: Readonly<Record<Domain, RegExp>> = {
  pets: words(
    [
      '(?<!hot |corn )dogs?|pupp(?:y|ies)|(?<!(?:unix|linux|use|using|run|with) )cats?(?! command)|kittens?|pets?(?! (?:peeves?|projects?|names?))',
      'veterinar(?:y|ians?)|(?:the|my|a) vets?|(?<!down the )rabbits?(?! holes?)|bunn(?:y|ies)(?! hop)|hamsters?|guinea pigs?(?! for)|budgies?|ferrets?',
      'conejos?|h[áa]msters?|lapins?|kaninchen|meerschweinchen|conigli[oi]|criceti?|coelhos?',
      'perros?|perritos?|gatos?|gatitos?|mascotas?|cachorros?|veterinari[oa]',
      '(?:mon|ma|ton|votre|notre|le|un|du|au|mes|les|des|nos|vos|ce|chaque) chats?|chiens?|chiots?|chatons?|v[ée]t[ée]rinaire',
      'hund(?:e|en|es)?|hündin|katzen?|kätzchen|welpen?|tierarzt|tierärztin|haustier(?:e|en)?',
      '(?:il|un|mio|tuo|suo|del|al|col|nostro) cane|cani|cagnolin[oi]|gatt[oi]|gattin[oi]|cucciol[oi]',
      'cachorrinhos?|gatinhos?|veterinári[oa]|animal de estimação|animais de estimação|pets?',
    ].join('|'),
  ),
  health: words(
    [
      'symptoms?|doctors?|medications?|medicines?|fever|diabetes|blood pressure|insomnia|headaches?|migraines?|injur(?:y|ies)',
      // English "pain", never French bread ("du pain", "pain au chocolat") or "pain points".
      "(?<!(?:du|le|de|un|au|mon|ton|ce|les|des|gros|petit) )pains?(?! (?:au|aux|de|d[’']|perdu|complet|points?))",
      "can[’']?t sleep|trouble sleeping|sleep (?:problems?|issues?|better)",
      's[íi]ntomas?|m[ée]dicos?|dolor|fiebre|medicamentos?|insomnio',
      'sympt[ôo]mes?|m[ée]decin|douleurs?|fi[èe]vre|m[ée]dicaments?|mal (?:à la|au|aux) (?:tête|dos|ventre|gorge|dents)',
      'symptom(?:e|en)?|arzt|ärztin|(?:kopf|rücken|bauch|zahn)?schmerzen|fieber|medikament(?:e|en)?|blutdruck',
      'sintomi|dolor[ei]|febbre|farmac[oi]|mal di (?:testa|schiena|pancia|gola)|pressione alta',
      'dor(?:es)?|febre|remédios?|pressão alta',
    ].join('|'),
  ),
  legal: words(
    [
      // "my neighbours dog barks all night": a nuisance under local rules, not a dog to train.
      "noisy neighbou?rs?|neighbou?r(?:s|'s|s'|’s)? (?:dog|dogs|noise|party|parties|music|barking)|" +
        'lease|landlord|(?<!multi-?)tenants?|(?<!(?:smart|data|api|API|interface) )contracts?|lawsuit|lawyers?|attorney|legal(?:ly)?|security deposit|evict(?:ion|ed)?',
      'contratos?|(?<=(?:mi|el|tu|su|del|al) )casero|inquilin[oa]s?|abogad[oa]s?|fianza|desahucio|demanda judicial',
      "bail|propri[ée]taire(?!s? d[eu’' ])|locataires?|(?<!à l[’'])avocats?(?! mûrs?)|contrats? de (?:travail|location)|(?<=(?:la|ma|sa|votre|notre|de) )caution|expulsion",
      'mietvertrag|mieterhöhung|vermieter(?:in|s|n)?|mieter(?:in|s|n)?|(?:rechts)?anwalt|(?:rechts)?anwältin|kaution|vertrag',
      'contratto|affitto|avvocat[oa]|padrone di casa|sfratto|caparra',
      'locador|locatário|advogad[oa]|caução|despejo',
    ].join('|'),
  ),
  // Leave, pay and dismissal at work: "a doctor's note for sick leave" or "holiday days" is a
  // question about the job's rules, not a health or travel one.
  employment: words(
    [
      "(?:make|force|require) (?:me|us|staff|employees) (?:to )?work|work on (?:a |the )?(?:bank|public) holiday|sick (?:leave|pay|days?|notes?)|(?:doctor|gp)[’']?s? notes?|fit notes?|annual leave|(?:holiday|vacation|pto) (?:days?|pay|entitlement|allowance|requests?)|paid time off|(?:maternity|paternity|parental) leave|notice period|(?:my|our|the|his|her|their) employer|employment (?:contract|law|rights)|contract of employment|unfair(?:ly)? dismiss(?:ed|al)|payslips?",
      'baja (?:médica|por enfermedad)|d[íi]as de vacaciones|vacaciones pagadas|(?:mi|la) empresa (?:me|dice)|despido|contrato de trabajo|finiquito|n[óo]mina',
      'arr[êe]t maladie|cong[ée]s? pay[ée]s|jours de cong[ée]|(?:mon|notre) employeur|licenciement|pr[ée]avis|fiche de paie',
      'krankschreibung|krankmeldung|krankgeschrieben|urlaubstage|urlaubsanspruch|(?:mein|unser) arbeitgeber|kündigungsfrist|arbeitsvertrag|lohnfortzahlung',
      'giorni di ferie|ferie (?:non godute|pagate)|(?:il mio|il nostro) datore di lavoro|licenziamento|preavviso|busta paga',
      'atestado m[ée]dico|baixa m[ée]dica|dias de f[ée]rias|f[ée]rias (?:pagas|vencidas)|(?:meu|o meu) empregador|entidade patronal|demiss[ãa]o|aviso pr[ée]vio|contrato de trabalho|holerite',
    ].join('|'),
  ),
  money: words(
    [
      'tax(?:es)?|(?<!low[- ]|time |performance )budget(?![- ]friendly)|invest(?:ing|ments?|ors?)?|savings|save money|salary|loans?|mortgage|(?<!technical )debts?|retirement(?! (?:party|parties|gifts?|cards?|speech|message|celebration))|interest rates?',
      'impuestos?|presupuesto|ahorr(?:o|os|ar)|hipoteca|iva|irpf|inversi[óo]n(?:es)?|pr[ée]stamo',
      'imp[ôo]ts?|[ée]pargne|pr[êe]ts? (?:immobiliers?|bancaires?|[ée]tudiants?|personnels?|auto)|emprunts?|cr[ée]dit immobilier|tva',
      '(?:die|meine|keine|der) steuern?|steuererklärung|einkommensteuer|steuerberater(?:in)?|geld sparen|ersparnisse|kredit|gehalt|altersvorsorge',
      '(?<=(?:le|delle|sulle|alle|pagare) )tasse|imposte|irpef|risparmi(?:are)?|(?<=(?:il|un|del|al|mio|nel|sul) )mutuo(?! acuerdo)|stipendio|investimenti',
      'impostos?|imposto de renda|orçamento|poupança|salário|empréstimos?|investimentos?|aposentadoria|dívidas?',
    ].join('|'),
  ),
  cooking: words(
    [
      'recipes?|cook(?:ing)?|bake|baking|dinner|meal prep|vegetarian|vegan|ingredients',
      'recetas?(?! médicas?)|cocinar|cena|ingredientes',
      'recettes?|cuisiner|d[îi]ner|ingr[ée]dients',
      'rezepte?|kochen|backen|abendessen|zutaten',
      'ricett[ae]|cucinare|ingredienti',
      'receitas?(?! (?:médicas?|federal))|cozinhar|jantar',
    ].join('|'),
  ),
  fitness: words(
    [
      'workouts?|gym|lifting|weightlifting|planet fitness|training plan|strength training|(?<!(?:movie|film|netflix|coding) )(?:half[- ])?marathon|couch to 5k|(?:run|running|a) (?:5k|10k)|weight loss|lose weight|cardio|squats?|push-?ups?',
      '(?:plan|rutina) de (?:entrenamiento|ejercicios)|entrenamiento de fuerza|gimnasio|(?:media )?marat[óo]n|perder peso',
      "(?:programme|plan|séance) d[’']entra[îi]nement|musculation|salle de sport|(?:semi-)?marathon|perdre du poids",
      'trainingsplan|krafttraining|fitnessstudio|(?:halb)?marathon|abnehmen',
      'allenamento|(?<=(?:in|la|una|della|alla|nella) )palestra|(?:mezza )?maratona|perdere peso',
      'treinos?|(?<=(?:na|da|à|a) )academia|(?:meia )?maratona|musculação|emagrecer',
    ].join('|'),
  ),
  travel: words(
    [
      'trips?|itinerary|vacation|(?:on|a|our|my|summer|beach) holiday(?! (?:part(?:y|ies)|cards?|messages?|gifts?|season|menu|dinner|lunch|events?|bonus|pay|hours|schedule|rota|decorations?))|holiday (?:in|to|plans?)|flights?|flying (?:in|into|to|out)|hotels?|travel(?:ling|ing)?|honeymoon|backpacking|road ?trip|sightseeing|getaway|city break|day[- ]by[- ]day',
      'viajes?|itinerario|vacaciones',
      'voyages?|itin[ée]raire|vacances',
      'reise|reisen|urlaub|reiseplan',
      'viaggi[oa]?|vacanz[ae]|itinerario',
      'viagem|viagens|roteiro de \\d+ dias|férias',
    ].join('|'),
  ),
  marketing: words(
    [
      'marketing|brand(?:s|ing)?(?! new)|campaigns?|seo|newsletters?|landing pages?|social media|advertising',
      // Winning customers is marketing, even when the shop also has staff.
      '(?:more|new|attract(?:ing)?|get(?:ting)?|bring(?:ing)?) (?:more |new )?(?:customers|clients)|grow my (?:business|shop|bakery|salon|caf[eé]|restaurant|store)',
      'm[áa]s clientes|atraer clientes|captar clientes|promocionar',
      'plus de clients|attirer (?:des|de nouveaux) clients|trouver des clients',
      'mehr kunden|neue kunden|kunden gewinnen',
      'pi[ùu] clienti|nuovi clienti|attirare clienti',
      'mais clientes|atrair clientes|divulgar',
      'marca|campañas?|publicidad',
      'marque|(?<!(?:à la|en|la) )campagnes?|publicit(?:é|aire)',
      'werbung|(?:werbe)?kampagne',
      'marchio|(?<!(?:in|la) )campagna|pubblicit(?:à|aria)',
      'campanhas?|publicidade',
    ].join('|'),
  ),
  career: words(
    [
      '(?<=(?:my|a|the|your) )(?:resume|résumé)s?|cv(?!\\d)|career|job offer|(?<=(?:a|my) )promotion|cover letter',
      'job interviews?|interview(?:ing)? for (?:a|an|the|this) (?:job|role|position)|(?:for|prepare for) (?:my|an|the) interview|interview tips',
      'curriculum vitae|currículum|carrera(?! de (?:\\d|caballos|coches|montaña))|entrevista(?:s)? (?:de trabajo|laboral|de emprego)|carta de presentación',
      "carri[èe]re|entretien d[’']embauche|lettre de motivation",
      'lebenslauf|karriere|vorstellungsgespräch|bewerbung(?:sgespräch|sschreiben)?',
      'colloquio di lavoro|carriera|lettera di presentazione',
      'currículo|carreira|carta de apresentação',
    ].join('|'),
  ),
  management: words(
    [
      'my team|employees?|direct reports?|(?:new|first-time) manager|managing (?:a|my) team|hiring|performance reviews?|feedback to',
      'mi equipo|empleados?',
      'mon [ée]quipe|salarié(?:e|s|es)?|collaborateurs',
      'mein team|mitarbeiter(?:in|innen|n)?',
      'il mio team|dipendenti',
      'minha equipe|funcionários?',
    ].join('|'),
  ),
  'tech-support': words(
    [
      'laptop|wi-?fi|router|printer|iphone|ipad|android|windows (?:\\d+|update|pc|laptop|computer)|macbook|bluetooth',
      'portátil|impresora|ordenador',
      'ordinateur|imprimante',
      'drucker',
      'stampante',
      'impressora|celular',
    ].join('|'),
  ),
  teaching: words(
    [
      'students?(?! loans?)|pupils|lesson plans?|classroom|teacher|curriculum|(?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth)[- ]graders?',
      'alumn[oa]s?|(?:mi|mis) clases?|plan de clase|docente',
      '[ée]l[èe]ves|(?<=(?:ma|ta|votre|notre|en|in|mia|nostra) )classe(?! (?:affaires|[ée]conomique|moyenne))|(?<=(?:mon|mes|un|ce|nos|notre|préparer un) )cours',
      'schüler(?:in|innen|n)?|unterricht',
      'studenti|alunni|lezione',
      'alunos|aula',
    ].join('|'),
  ),
  // Parties, not every birthday: "birthday gift ideas" or "a birthday message" is no event to plan.
  events: words(
    [
      '(?<!(?:-|third |political |opposition ))part(?:y|ies)(?! (?:line|members?|politics|animal|tricks?|apps?|librar(?:y|ies)|tools?|packages?|vendors?|services?))|celebrations?|baby shower|bridal shower|wedding reception|housewarming|hen (?:do|party)|stag (?:do|party)|\\d+(?:st|nd|rd|th) birthday(?! (?:messages?|cards?|wish(?:es)?|gifts?|presents?|poems?|speech|toasts?|posts?))',
      'fiestas?(?! (?:nacionales|patronales))|celebraci[óo]n|despedidas? de solter[oa]',
      "f[êe]tes?(?! des (?:mères|pères))|soir[ée]e (?:d[’']anniversaire|surprise)|pot de d[ée]part|enterrement de vie de (?:gar[çc]on|jeune fille)",
      'partys|feier(?:n)?|geburtstagsfeier|einweihungsfeier|gartenfest|junggesell(?:en|innen)abschied',
      'fest(?:a|e)(?! (?:della mamma|del papà))|ricevimento|addio al (?:celibato|nubilato)',
      'festas?(?! juninas?)|comemora[çc][ãa]o|chá de (?:bebê|panela|revelação)|despedida de solteir[oa]',
    ].join('|'),
  ),
};

/*
 * "Training", "routine" and "plan" are words of many subjects: a potty-training plan, a puppy's
 * training plan or the training of new staff is no workout. Those bare words count as exercise
 * only when the request names no other trainee; a word only sport uses (gym, squats, a 10k)
 * always does.
 */
const TRAINING_ONLY = words(
  [
    'training (?:plan|program(?:me)?|schedule|session)s?',
    '(?:plan|rutina|programa) de entrenamiento',
    "(?:programme|plan|séance) d[’']entra[îi]nement",
    'trainingsplan|trainingseinheit',
    'allenamento|scheda (?:di )?allenamento',
    'treinos?|plano de treino',
  ].join('|'),
);
export const OTHER_TRAINEE = words(
  [
    'potty|toilet|sleep|crate|leash|obedience|house-?train\\w*|litter|(?<!(?:hot |corn ))dogs?|pupp(?:y|ies)|kittens?|horses?|staff|employees?|new hires?|hires|onboarding|agents|team members|volunteers|cashiers|customer service|sales (?:reps?|team)|tutors|teachers',
    'control de esf[íi]nteres|dejar el pañal|orinal|sueño|perros?|cachorros?|gatos?|empleados|(?:el|al|del|nuevo) personal|incorporaci[óo]n|voluntarios',
    'propret[ée]|(?:le|au|du) pot|sommeil|chiens?|chiots?|chats?|salari[ée]s|personnel|nouveaux? (?:collaborateurs|arrivants|embauch[ée]s)|int[ée]gration|b[ée]n[ée]voles',
    'töpfchen|sauber werden|schlaf\\w*|hunde?|welpen?|katzen?|mitarbeiter\\w*|(?:das|unser|neues) personal|einarbeitung|neue kollegen',
    'vasino|pannolino|sonno|cane|cani|cuccioli?|gatti?|dipendenti|(?:il|al|del|nuovo) personale|inserimento|volontari',
    'desfralde|penico|hora de dormir|cachorros?|gatos?|funcion[áa]rios|equipe nova|integra[çc][ãa]o|volunt[áa]rios',
  ].join('|'),
);

/** Exercise is the subject: a sport-only word, or a training word with no other trainee named. */
export function isExercise(request: string): boolean {
  const withoutTraining = request.replace(new RegExp(TRAINING_ONLY.source, 'giu'), ' ');
  if (DOMAIN_WORDS.fitness.test(withoutTraining)) return true;
  return TRAINING_ONLY.test(request) && !OTHER_TRAINEE.test(request);
}

const ORDER: readonly Domain[] = [
  'pets',
  'legal',
  'employment',
  'health',
  'money',
  'career',
  'management',
  'teaching',
  'events',
  'cooking',
  'fitness',
  'travel',
  'marketing',
  'tech-support',
];

/** The domain named earliest in the request wins ("my dog's diet" is about the dog). */
const NEGATED_BEFORE =
  /(?:^|\s)(?:no|not|without|keine?[nm]?|ohne|sin|sans|senza|sem|niente|nada de|pas de)\s+$/i;

/** Domains a work-rules question only mentions in passing ("a doctor's note", "holiday days"). */
const WORK_MENTIONS: ReadonlySet<Domain> = new Set(['health', 'travel']);

/**
 * "Contract" and "lease" alone name a paper, not whose law: beside "my employer" or "sick pay"
 * the paper is the job's, and the question is for the employment adviser.
 */
const PAPER_WORDS =
  /(?<![\p{L}])(?:contracts?|leases?|contratos?|contrats?|vertrag|vertr(?:ä|ae)ge|contratt[oi])(?![\p{L}])/giu;

/** Subjects that are only part of a trip ("a weekend in Seville on a 300 euro budget"). */
const TRIP_PARTS: ReadonlySet<Domain> = new Set(['money', 'cooking', 'fitness', 'events']);

export function domainOf(request: string): Domain | null {
  const found = domainNamed(request);
  // A trip's budget, dinners or gym are parts of the trip: the travel planner plans them.
  // "Una escapada a Cádiz", "un week-end à Lyon": a stay somewhere named is a trip.
  if (found === null && namesTrip(request)) return 'travel';
  if (found !== 'travel' && found !== null && TRIP_PARTS.has(found) && plansTrip(request)) return 'travel';
  return found;
}

function domainNamed(request: string): Domain | null {
  let best: Domain | null = null;
  let bestAt = Infinity;
  // A question about leave, pay or dismissal is about work rules wherever its other words point.
  const atWork = DOMAIN_WORDS.employment.test(request);
  const workPaper = atWork ? request.replace(PAPER_WORDS, (w) => ' '.repeat(w.length)) : request;
  for (const domain of ORDER) {
    if (domain === 'fitness' && !isExercise(request)) continue;
    if (atWork && WORK_MENTIONS.has(domain)) continue;
    // "can u help with a lost cat poster?": a notice to write, not a question for a vet.
    if (domain === 'pets' && LOST_PET_NOTICE.test(request)) continue;
    const at = (domain === 'legal' ? workPaper : request).search(DOMAIN_WORDS[domain]);
    // "Keine Werbung", "no recipes": a subject the user rules out is not the subject.
    if (at >= 0 && at < bestAt && !NEGATED_BEFORE.test(request.slice(Math.max(0, at - 14), at))) {
      best = domain;
      bestAt = at;
    }
  }
  return best;
}

const EN: Readonly<Record<Domain, string>> = {
  pets: 'You are an experienced veterinarian who gives practical, safety-first advice.',
  health:
    'You are a knowledgeable health educator who gives clear, practical information and says when to see a doctor.',
  legal: 'You are an experienced lawyer who explains rights and options in plain language.',
  employment:
    "You are an experienced employment adviser who explains workers' rights and employers' duties in plain language.",
  money: 'You are a certified financial planner who explains trade-offs in plain language.',
  cooking: 'You are an experienced chef and recipe developer.',
  fitness: 'You are a certified personal trainer.',
  travel: 'You are an experienced travel planner.',
  marketing: 'You are a senior marketing strategist.',
  career: 'You are an experienced career coach.',
  management: 'You are an experienced people manager and HR advisor.',
  'tech-support': 'You are a patient tech-support expert.',
  teaching: 'You are an experienced teacher.',
  events: 'You are an experienced event planner.',
};

const ES: Readonly<Record<Domain, string>> = {
  pets: 'Eres un veterinario con experiencia que da consejos prácticos y antepone la seguridad.',
  health:
    'Eres un divulgador de salud bien informado que ofrece información clara y práctica, e indica cuándo hay que acudir al médico.',
  legal: 'Eres un abogado con experiencia que explica derechos y opciones en un lenguaje sencillo.',
  employment:
    'Eres un asesor laboral con experiencia que explica los derechos de los trabajadores y las obligaciones de las empresas en un lenguaje sencillo.',
  money:
    'Eres un asesor financiero certificado que explica las ventajas y desventajas de cada opción en un lenguaje sencillo.',
  cooking: 'Eres un chef con experiencia y creador de recetas.',
  fitness: 'Eres un entrenador personal certificado.',
  travel: 'Eres un organizador de viajes con experiencia.',
  marketing: 'Eres un estratega de marketing sénior.',
  career: 'Eres un orientador profesional con experiencia.',
  management: 'Eres un responsable de equipos con experiencia y asesor de recursos humanos.',
  'tech-support': 'Eres un técnico de soporte informático con mucha paciencia.',
  teaching: 'Eres un docente con experiencia.',
  events: 'Eres un organizador de eventos con experiencia.',
};

const FR: Readonly<Record<Domain, string>> = {
  pets: 'Vous êtes un vétérinaire expérimenté qui donne des conseils pratiques, en privilégiant la sécurité.',
  health:
    'Vous êtes un éducateur en santé compétent qui donne des informations claires et pratiques, et indique quand consulter un médecin.',
  legal:
    'Vous êtes un avocat expérimenté qui explique les droits et les options possibles dans un langage simple.',
  employment:
    'Vous êtes un conseiller en droit du travail expérimenté qui explique les droits des salariés et les obligations des employeurs dans un langage simple.',
  money:
    'Vous êtes un conseiller financier certifié qui explique les avantages et les inconvénients de chaque choix dans un langage simple.',
  cooking: 'Vous êtes un chef cuisinier expérimenté, spécialisé dans la création de recettes.',
  fitness: 'Vous êtes un coach sportif diplômé.',
  travel: 'Vous êtes un organisateur de voyages expérimenté.',
  marketing: 'Vous êtes un stratège marketing senior.',
  career: 'Vous êtes un coach carrière expérimenté.',
  management: 'Vous êtes un manager expérimenté et un conseiller en ressources humaines.',
  'tech-support': 'Vous êtes un technicien d’assistance informatique patient.',
  teaching: 'Vous êtes un enseignant expérimenté.',
  events: 'Vous êtes un organisateur d’événements expérimenté.',
};

// French for users who write "tu" to the assistant (the 'fr-tu' pseudo-code, see frenchAddress).
const FR_TU: Readonly<Record<Domain, string>> = {
  pets: 'Tu es un vétérinaire expérimenté qui donne des conseils pratiques, en privilégiant la sécurité.',
  health:
    'Tu es un éducateur en santé compétent qui donne des informations claires et pratiques, et indique quand consulter un médecin.',
  legal:
    'Tu es un avocat expérimenté qui explique les droits et les options possibles dans un langage simple.',
  employment:
    'Tu es un conseiller en droit du travail expérimenté qui explique les droits des salariés et les obligations des employeurs dans un langage simple.',
  money:
    'Tu es un conseiller financier certifié qui explique les avantages et les inconvénients de chaque choix dans un langage simple.',
  cooking: 'Tu es un chef cuisinier expérimenté, spécialisé dans la création de recettes.',
  fitness: 'Tu es un coach sportif diplômé.',
  travel: 'Tu es un organisateur de voyages expérimenté.',
  marketing: 'Tu es un stratège marketing senior.',
  career: 'Tu es un coach carrière expérimenté.',
  management: 'Tu es un manager expérimenté et un conseiller en ressources humaines.',
  'tech-support': 'Tu es un technicien d’assistance informatique patient.',
  teaching: 'Tu es un enseignant expérimenté.',
  events: 'Tu es un organisateur d’événements expérimenté.',
};

const DE: Readonly<Record<Domain, string>> = {
  pets: 'Du bist ein erfahrener Tierarzt, der praktische Ratschläge gibt und die Sicherheit an erste Stelle setzt.',
  health:
    'Du bist ein fachkundiger Gesundheitsberater, der klare, praktische Informationen gibt und sagt, wann man zum Arzt gehen sollte.',
  legal: 'Du bist ein erfahrener Anwalt, der Rechte und Möglichkeiten in einfacher Sprache erklärt.',
  employment:
    'Du bist ein erfahrener Berater für Arbeitsrecht, der die Rechte von Beschäftigten und die Pflichten von Arbeitgebern in einfacher Sprache erklärt.',
  money: 'Du bist ein zertifizierter Finanzplaner, der Vor- und Nachteile in einfacher Sprache erklärt.',
  cooking: 'Du bist ein erfahrener Koch und Rezeptentwickler.',
  fitness: 'Du bist ein zertifizierter Personal Trainer.',
  travel: 'Du bist ein erfahrener Reiseplaner.',
  marketing: 'Du bist ein erfahrener Marketingstratege.',
  career: 'Du bist ein erfahrener Karrierecoach.',
  management: 'Du bist eine erfahrene Führungskraft mit fundiertem Wissen im Personalwesen.',
  'tech-support': 'Du bist ein geduldiger IT-Support-Experte.',
  teaching: 'Du bist eine erfahrene Lehrkraft.',
  events: 'Du bist ein erfahrener Eventplaner.',
};

// German for users who write "Sie" to the assistant (the 'de-sie' key, see germanAddress).
const DE_SIE: Readonly<Record<Domain, string>> = {
  pets: 'Sie sind ein erfahrener Tierarzt, der praktische Ratschläge gibt und die Sicherheit an erste Stelle setzt.',
  health:
    'Sie sind ein fachkundiger Gesundheitsberater, der klare, praktische Informationen gibt und sagt, wann man zum Arzt gehen sollte.',
  legal: 'Sie sind ein erfahrener Anwalt, der Rechte und Möglichkeiten in einfacher Sprache erklärt.',
  employment:
    'Sie sind ein erfahrener Berater für Arbeitsrecht, der die Rechte von Beschäftigten und die Pflichten von Arbeitgebern in einfacher Sprache erklärt.',
  money: 'Sie sind ein zertifizierter Finanzplaner, der Vor- und Nachteile in einfacher Sprache erklärt.',
  cooking: 'Sie sind ein erfahrener Koch und Rezeptentwickler.',
  fitness: 'Sie sind ein zertifizierter Personal Trainer.',
  travel: 'Sie sind ein erfahrener Reiseplaner.',
  marketing: 'Sie sind ein erfahrener Marketingstratege.',
  career: 'Sie sind ein erfahrener Karrierecoach.',
  management: 'Sie sind eine erfahrene Führungskraft mit fundiertem Wissen im Personalwesen.',
  'tech-support': 'Sie sind ein geduldiger IT-Support-Experte.',
  teaching: 'Sie sind eine erfahrene Lehrkraft.',
  events: 'Sie sind ein erfahrener Eventplaner.',
};

const IT: Readonly<Record<Domain, string>> = {
  pets: 'Sei un veterinario esperto che dà consigli pratici, mettendo la sicurezza al primo posto.',
  health:
    'Sei un esperto di educazione sanitaria che fornisce informazioni chiare e pratiche e indica quando è il caso di rivolgersi a un medico.',
  legal: 'Sei un avvocato esperto che spiega diritti e opzioni in un linguaggio semplice.',
  employment:
    'Sei un consulente del lavoro esperto che spiega i diritti dei lavoratori e gli obblighi dei datori di lavoro in un linguaggio semplice.',
  money: 'Sei un consulente finanziario certificato che spiega pro e contro in un linguaggio semplice.',
  cooking: 'Sei uno chef esperto e ideatore di ricette.',
  fitness: 'Sei un personal trainer certificato.',
  travel: 'Sei un organizzatore di viaggi esperto.',
  marketing: 'Sei uno stratega di marketing senior.',
  career: 'Sei un career coach esperto.',
  management: 'Sei un manager esperto nella gestione delle persone e un consulente per le risorse umane.',
  'tech-support': 'Sei un tecnico di assistenza informatica molto paziente.',
  teaching: 'Sei un insegnante esperto.',
  events: 'Sei un organizzatore di eventi esperto.',
};

const PT: Readonly<Record<Domain, string>> = {
  pets: 'Você é um veterinário experiente que dá conselhos práticos, sempre priorizando a segurança.',
  health:
    'Você é um educador em saúde bem informado que dá informações claras e práticas e diz quando é preciso procurar um médico.',
  legal: 'Você é um advogado experiente que explica direitos e opções em linguagem simples.',
  employment:
    'Você é um consultor trabalhista experiente que explica os direitos dos trabalhadores e os deveres dos empregadores em linguagem simples.',
  money: 'Você é um planejador financeiro certificado que explica prós e contras em linguagem simples.',
  cooking: 'Você é um chef experiente e criador de receitas.',
  fitness: 'Você é um personal trainer certificado.',
  travel: 'Você é um planejador de viagens experiente.',
  marketing: 'Você é um estrategista de marketing sênior.',
  career: 'Você é um coach de carreira experiente.',
  management: 'Você é um gestor de pessoas experiente e consultor de RH.',
  'tech-support': 'Você é um técnico de suporte de TI muito paciente.',
  teaching: 'Você é um professor experiente.',
  events: 'Você é um organizador de eventos experiente.',
};

export const DOMAIN_ROLES: Readonly<Record<string, Readonly<Record<Domain, string>>>> = {
  en: EN,
  es: ES,
  fr: FR,
  'fr-tu': FR_TU,
  de: DE,
  'de-sie': DE_SIE,
  it: IT,
  pt: PT,
};
