/**
 * Words that name an everyday need in a thin request, one line per language (en, es, fr, de,
 * it, pt), and words that show a fact is already told. Read by plan/thin-needs.ts.
 */

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}])';
const words = (lines: readonly string[]) => new RegExp(`${L}(?:${lines.join('|')})${R}`, 'iu');

export const NEED_WORDS = {
  fever: words([
    'fever|feverish|high temperature|temp of',
    'fiebre|calentura',
    'fi[èe]vre',
    'fieber',
    'febbre',
    'febre',
  ]),
  // A child's complaint that is not a fever: what else comes with it decides what to do.
  childIll: words([
    "rash|spots|hives|eczema|cough(?:ing)?|vomit(?:ing|s)?|throwing up|diarrh(?:o)?ea|earache|ear infection|runny nose|(?:a|the|bad) cold(?! (?:calls?|emails?|brew|outreach))|croup|constipat\\w+|not eating|won[’']?t eat",
    'sarpullido|erupci[óo]n|granitos|ronchas|eccema|tos|v[óo]mitos?|vomita|diarrea|dolor de o[íi]do|mocos|resfriado|estreñimiento|no come',
    "[ée]ruption|boutons|plaques rouges|ecz[ée]ma|toux|tousse|vomi\\w*|diarrh[ée]e|otite|mal (?:à l[’']|aux )oreilles?|rhume|nez qui coule|constip\\w+|ne mange (?:pas|plus)",
    'ausschlag|pickel|ekzem|husten|hustet|erbrechen|erbricht|bricht|durchfall|ohrenschmerzen|mittelohrentzündung|schnupfen|erkältung|verstopf\\w+|isst nicht',
    "eruzione|sfogo|puntini rossi|bollicine|eczema|tosse|vomit\\w+|diarrea|mal d[i’'] ?orecchio|otite|raffreddore|stitic\\w+|non mangia",
    'brotoeja|manchas vermelhas|erup[çc][ãa]o|eczema|tosse|v[ôo]mit\\w+|diarreia|dor de ouvido|otite|resfriado|nariz escorrendo|pris[ãa]o de ventre|n[ãa]o come',
  ]),
  // Teething is a baby's by definition: no other child word is needed.
  teething: words([
    'teething|cutting teeth',
    'dentici[óo]n|le salen los dientes',
    'pouss[ée]e dentaire|fait ses dents|poussée des dents',
    'zahnen|zahnt|z[äa]hnchen kommen',
    'dentizione|mette i denti|spuntano i denti',
    'denti[çc][ãa]o|nascendo os dentes|nascimento dos dentes',
  ]),
  /** A note that excuses an absence, or a sick note for work. */
  absence: words([
    'absence (?:note|letter|email)|(?:missed|miss|missing|off|absent from|away from) school|excuse (?:note|letter)|note (?:for|to) (?:the )?(?:school|teacher)|sick note|sick (?:email|message|day (?:email|message))|calling in sick|call in sick|off sick',
    'justificante|justificaci[óo]n (?:de )?(?:la )?falta|nota de (?:ausencia|falta)|falt(?:ar|ará|ará|a|ó) (?:al|a la) (?:colegio|escuela|trabajo)|baja (?:laboral|por enfermedad)|(?:nota|carta|correo|mensaje) de ausencia',
    "mot d[’']absence|justificatif d[’']absence|billet d[’']absence|mot (?:pour|à) (?:l[’'])?(?:[ée]cole|ma[îi]tresse|professeur)|arr[êe]t maladie|absente? (?:de l[’']|à l[’'])[ée]cole|(?:lettre|mail|courriel|message) d[’']absence",
    'entschuldigung(?:sschreiben)? (?:für )?(?:die )?(?:schule|lehrer\\w*|kita|kindergarten)|schulentschuldigung|krankmeldung|krankschreibung|abwesenheitsnotiz',
    'giustificazione|giustifica|assente a scuola|(?:comunicazione|lettera|mail|messaggio) di (?:assenza|malattia)',
    'justificativa (?:de )?(?:falta|aus[êe]ncia)|bilhete (?:para|pra) (?:a )?(?:escola|professora)|(?:bilhete|carta|mensagem|e-?mail) de aus[êe]ncia|falt(?:a|ou) (?:na |[àa] )?escola|faltar ao trabalho',
  ]),
  /** School rather than work: the teacher, the class, the nursery. */
  school: words([
    'school|teacher|class|nursery|daycare|kindergarten',
    'colegio|escuela|instituto|profe(?:sora?)?|maestr[oa]|guarder[íi]a',
    '[ée]cole|ma[îi]tresse|professeure?|coll[èe]ge|cr[èe]che',
    'schule|lehrer(?:in)?|klassenlehrer(?:in)?|kita|kindergarten',
    'scuola|maestr[ao]|professoress?[ae]|asilo',
    'escola|professora?|creche|col[ée]gio',
  ]),
  /** Work rather than school: the boss, the manager, the office. */
  work: words([
    'boss|manager|work|office|job|employer|supervisor|hr|sick',
    'jefe|jefa|trabajo|oficina|empresa|baja',
    'patron|patronne|chef|manager|travail|bureau|employeur|arr[êe]t maladie',
    'chef(?:in)?|arbeit\\w*|büro|arbeitgeber\\w*|krankmeldung|krankschreibung',
    'capo|responsabile|lavoro|ufficio|datore di lavoro',
    'chefe|trabalho|escrit[óo]rio|empresa|patr[ãa]o',
  ]),
  /** An employer named: a parent calling in sick for a child's sake still writes to work. */
  employer: words([
    'boss|manager|work|office|job|employer|supervisor|hr',
    'jefe|jefa|trabajo|oficina|empresa',
    'patron|patronne|chef|manager|travail|bureau|employeur',
    'chef(?:in)?|arbeit\\w*|büro|arbeitgeber\\w*',
    'capo|responsabile|lavoro|ufficio|datore di lavoro',
    'chefe|trabalho|escrit[óo]rio|empresa|patr[ãa]o',
  ]),
  // "Marketingplan", "Werbung", "promocionar": marketing named in any form.
  marketing: new RegExp(
    `${L}(?:marketing\\p{L}*|\\p{L}*marketing|werbung|werbe\\p{L}+|promot\\p{L}*|promo|publicidad|promocionar|publicit\\p{L}+|pubblicit\\p{L}+|promuovere|divulga\\p{L}+|(?:get|attract|find) more (?:customers|clients)|m[áa]s clientes|plus de clients|mehr kunden|pi[ùu] clienti|mais clientes)${R}`,
    'iu',
  ),
  complaint: words([
    'complaints?|complain(?:ing)?',
    'quejas?|reclamaci[óo]n|reclamo|carta de reclamaci[óo]n',
    'r[ée]clamation|plainte|lettre de r[ée]clamation',
    'beschwerde\\w*|reklamation\\w*',
    'reclamo|lamentela|lettera di reclamo',
    'reclama[çc][ãa]o|queixa',
  ]),
  // "gift ideas", "what to get my dad", "regalo para mi madre"; never a thank-you for a gift.
  gift: words([
    'gifts?|presents? (?:for|ideas?)|what (?:to|should i) (?:get|buy)',
    'regalos?|qu[ée] (?:le )?regalo',
    'cadeaux?|quoi offrir|que (?:lui )?offrir|id[ée]es? cadeaux?',
    'geschenk\\w*|was (?:soll ich )?schenken',
    'regal(?:o|i)|idee regalo|cosa regalare',
    'presentes?|o que dar de presente|lembrancinhas?',
  ]),
  // A thank-you, a card or a gift's tax is another request.
  notGift: words([
    'thank|thanks|card|message|poem|wrap\\w*|tag|note|tax\\w*|donation|gift(?:ed|ing)',
    'gracias|agradec\\w+|tarjeta|mensaje|poema|envolver|impuestos?|donaci[óo]n',
    'merci|remerci\\w+|carte|message|po[èe]me|emballer|imp[ôo]ts?|donation',
    'dank\\w*|karte|nachricht|gedicht|verpacken|steuer\\w*|schenkung\\w*',
    'grazie|ringrazi\\w+|biglietto|messaggio|poesia|incartare|tasse|donazion\\w*',
    'obrigad[oa]|agradec\\w+|cart[ãa]o|mensagem|poema|embrulhar|impostos?|doa[çc][ãa]o',
  ]),
  // Answering or handling customers' complaints is customer service, not the user's complaint.
  notComplaint: words([
    'respond\\w*|repl(?:y|ies)|handl\\w*|templates?|process|procedures?|policy|from (?:a|an|our|my) (?:customer|client|guest)s?|customer complaints?',
    'responder|respuesta|gesti[óo]n|plantilla|de (?:un|una) client[ea]',
    "r[ée]pondre|r[ée]ponse|gestion|mod[èe]le|d[’']un client",
    'antwort\\w*|beantwort\\w*|bearbeitung|vorlage|kundenbeschwerde\\w*',
    'rispondere|risposta|gestione|modello|di un cliente',
    'responder|resposta|gest[ãa]o|modelo|de um cliente',
  ]),
  /** A small business with a shop front or a local clientele. */
  smallBusiness: words([
    'bakery|caf[eé]|coffee shop|restaurant|salon|hair salon|barber(?:shop)?|nail salon|spa|florist|boutique|shop|store|gym|studio|food truck|bar|pub|dental practice|clinic|plumb\\w+|cleaning (?:business|company)|small business|local business',
    'panader[íi]a|pasteler[íi]a|cafeter[íi]a|restaurante|peluquer[íi]a|barber[íi]a|sal[óo]n de (?:belleza|u[ñn]as)|florister[íi]a|tienda|gimnasio|negocio|peque[ñn]a empresa',
    'boulangerie|p[âa]tisserie|caf[ée]|restaurant|salon de coiffure|coiffeur|barbier|institut de beaut[ée]|fleuriste|boutique|magasin|commerce|salle de sport|petite entreprise',
    'b[äa]ckerei|konditorei|caf[ée]|restaurant|friseur\\w*|friseursalon|barbershop|nagelstudio|kosmetikstudio|blumenladen|laden|gesch[äa]ft|boutique|fitnessstudio|kleinunternehmen',
    'panetteria|panificio|pasticceria|bar|caff[èe]|ristorante|parrucchier[ea]|barbiere|centro estetico|fioraio|negozio|boutique|palestra|piccola impresa|attivit[àa]',
    'padaria|confeitaria|cafeteria|restaurante|sal[ãa]o(?: de beleza)?|cabeleireir[oa]|barbearia|floricultura|loja|academia|neg[óo]cio|pequena empresa',
  ]),
} as const;

/** Facts the request already states, per need question. */
export const NEED_FILLED = {
  // "39.5", "38 °C", "102 F", "fever of 101": a reading is given.
  temperature:
    /(?<![\d.,])(?:3[6-9]|4[0-2])[.,]\d(?!\d)|(?:fever|temp\w*) of \d|(?<![\d.,])(?:3[6-9]|4[0-2])(?:[.,]\d)?\s*(?:°|º|c\b|grad|degr|grados|gradi|graus)|(?<![\d.,])(?:99|10[0-6])(?:\.\d)?\s*(?:°|º|f\b|degrees)/iu,
  since:
    /(?<![\p{L}\p{N}])(?:since|for (?:\d+|a few|two|three|several) (?:hours?|days?|weeks?)|yesterday|last night|this morning|desde|hace|ayer|anoche|depuis|hier|cette nuit|seit|gestern|heute nacht|da (?:ieri|\d+|due|tre)|ieri|stanotte|h[áa] \d+|ontem|esta noite|\d+\s*(?:days?|d[íi]as|jours|tage?n?|giorni|dias))(?![\p{L}])/iu,
  dates:
    /\d{1,2}[./-]\d{1,2}|(?<![\p{L}\p{N}])(?:today|tomorrow|yesterday|monday|tuesday|wednesday|thursday|friday|last week|this week|\d+\s*days?|hoy|mañana|ayer|lunes|martes|miércoles|jueves|viernes|aujourd[’']hui|demain|hier|lundi|mardi|mercredi|jeudi|vendredi|heute|morgen|gestern|montag|dienstag|mittwoch|donnerstag|freitag|oggi|domani|ieri|lunedì|martedì|mercoledì|giovedì|venerdì|hoje|amanhã|ontem|segunda|terça|quarta|quinta|sexta)(?![\p{L}])/iu,
  reason:
    /(?<![\p{L}\p{N}])(?:sick|ill|illness|flu|fever|cold|covid|appointment|doctor|dentist|funeral|enferm\w*|gripe|fiebre|cita|m[ée]dic\w*|malade|maladie|grippe|fi[èe]vre|rendez-vous|krank\w*|fieber|arzt\w*|termin|malat\w*|influenza|febbre|visita|doente|doen[çc]a|febre|consulta|dentist\w*|beerdigung|funerale|funeral|enterro|obs[èe]ques)(?![\p{L}])/iu,
  handover:
    /(?<![\p{L}\p{N}])(?:cover|hand ?over|meeting|deadline|reuni[óo]n|r[ée]union|besprechung|übergabe|riunione|scadenza|reuni[ãa]o|prazo)(?![\p{L}])/iu,
  tone: /(?<![\p{L}\p{N}])(?:formal|polite|firm|friendly|short|brief|angry|cordial|educad[oa]|firme|breve|poli(?:e|ment)?|ferme|court|höflich|freundlich|bestimmt|kurz|förmlich|cortese|deciso|formale|educad[oa])(?![\p{L}])/iu,
  complaintFacts: /\d{3,}|(?:\S+\s+){9,}/u,
  outcome:
    /(?<![\p{L}\p{N}])(?:refund|replacement|repair|compensation|reembolso|devoluci[óo]n|cambio|compensaci[óo]n|rembours\w*|[ée]change|d[ée]dommag\w*|erstattung|ersatz|entsch[äa]digung|rimbors\w*|sostituzione|indennizzo|troca|compensa[çc][ãa]o)(?![\p{L}])/iu,
  recipient:
    /(?<![\p{L}])(?:for|para|pra|pro|pour|f[üu]r|per|to)\s+(?:my|mi|mis|mon|ma|mes|mein\w*|il mio|la mia|mio|mia|meu|minha|a|an|un|une|una|uma|um|ein|eine|einen|the|la|el|le|o|a)?\s*\p{L}{3,}/iu,
  giftBudget:
    /[$€£]\s?\d|\d+\s?(?:[$€£]|euros?\b|eur\b|dollars?\b|usd\b|pounds?\b|reais\b)|(?<![\p{L}\p{N}])(?:under|less than|max|budget|cheap|presupuesto|barato|menos de|budget|pas cher|moins de|günstig|unter|economico|meno di|or[çc]amento|at[ée])\s*\d*/iu,
  likes:
    /(?<![\p{L}\p{N}])(?:likes?|loves?|into|fan of|who (?:plays|reads|cooks)|le gusta|le encanta|aime|adore|mag|liebt|gerne|ama|adora|piace|gosta)(?![\p{L}])/iu,
  // "for her 60th", "ses 60 ans": a round number of years is a birthday or an anniversary.
  occasion:
    /(?<![\p{L}\p{N}])(?:birthday|christmas|xmas|anniversary|wedding|graduation|retirement|housewarming|mother[’']?s day|father[’']?s day|valentine\w*|secret santa|cumpleaños|navidad|aniversario|boda|jubilaci[óo]n|amigo invisible|anniversaire|no[ëe]l|mariage|retraite|f[êe]te des (?:m[èe]res|p[èe]res)|geburtstag|weihnacht\w*|jahrestag|hochzeit|muttertag|vatertag|wichteln|ruhestand|compleanno|natale|anniversario|matrimonio|laurea|pensione|anivers[áa]rio|natal|casamento|formatura|aposentadoria|amigo secreto|dia d[ao]s? (?:m[ãa]es|pais|namorados)|\d+(?:st|nd|rd|th)|(?:her|his|their|sus|ses|seinen|ihren|i suoi|seus)\s+\d{2}(?:\s+(?:años|ans|anni|anos))?)(?![\p{L}])/iu,
  marketingGoal:
    /(?<![\p{L}\p{N}])(?:more (?:customers|clients|bookings|orders|sales)|footfall|regulars|launch|opening|reopening|m[áa]s (?:clientes|ventas|reservas)|lanzamiento|inauguraci[óo]n|plus de (?:clients|ventes)|ouverture|lancement|mehr (?:kunden|umsatz)|er[öo]ffnung|einf[üu]hrung|pi[ùu] clienti|apertura|lancio|mais (?:clientes|vendas)|inaugura[çc][ãa]o|lan[çc]amento)(?![\p{L}])/iu,
  marketingBudget:
    /[$€£]\s?\d|\d+\s?(?:[$€£]|euros?\b|eur\b|dollars?\b|usd\b|reais\b)|(?<![\p{L}\p{N}])(?:budget|presupuesto|or[çc]amento|no money|sin dinero|sans argent|kein geld|senza soldi|sem dinheiro|free|gratis|gratuit|kostenlos|gratuito)(?![\p{L}])/iu,
  sellingPoint:
    /(?<![\p{L}\p{N}])(?:best|only|first|organic|vegan|gluten[- ]free|artisan|family[- ]run|handmade|sourdough|cheapest|mejor|única|ecol[óo]gic\w*|artesan\w*|meilleur\w*|seul\w*|bio|artisanal\w*|fait main|beste|einzige|bio|handgemacht|migliore|unic[oa]|biologic\w*|artigianal\w*|melhor|[úu]nic[oa]|org[âa]nic\w*|artesanal)(?![\p{L}])/iu,
} as const;
