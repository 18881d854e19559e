/**
 * Everyday ways to ask about work and tenancy rights that name no law: "can my boss cut my
 * hours", "¿mi jefe puede reducirme las horas?", "darf mein Chef meine Stunden kürzen". The answer
 * follows one country's (often one state's) rules, so these join the `rules` words of
 * jurisdiction-words.ts; all six languages are checked at once, like the rest of that list.
 */
export const RIGHTS_RULES: readonly string[] = [
  // en
  '(?:cut|reduce|lower|change|dock|withhold|hold back|not pay) (?:my|our|his|her) (?:hours|shifts?|pay|wages?|salary|overtime)',
  '(?:make|force|require) (?:me|us) (?:to )?(?:work|stay|come in|pay)',
  'holiday pay|annual leave|paid (?:leave|holidays?|time off|breaks?)|unpaid (?:leave|overtime|wages)|final pay(?:check|cheque)?|last pay(?:check|cheque)',
  'zero[- ]hours?(?: contract)?|non[- ]compete|probation(?:ary)? period|breaks? at work|lunch breaks?|day off in lieu',
  '(?:is|are) (?:that|this|it|they|he|she) (?:even )?(?:allowed|legal)',
  '(?:allowed|entitled|obliged) to',
  '(?:keep|withhold) (?:my|the) deposit|enter my (?:flat|apartment|house|room)|break (?:my|the) lease|end (?:my|the) (?:lease|tenancy)',
  // es
  'reduc(?:ir|irme|irnos|e) (?:las |mis )?horas|recort(?:ar|arme) (?:el )?(?:sueldo|salario|horas)|bajar(?:me)? el sueldo',
  'horas extras?|vacaciones pagadas|finiquito|despid(?:o|ir|irme)|periodo de prueba|me puede(?:n)? obligar',
  '(?:es|eso es) legal|(?:est[áa]|es) permitido',
  // fr
  'r[ée]duire (?:mes|nos|les) heures|baisser (?:mon|le) salaire|heures suppl[ée]mentaires|cong[ée]s pay[ée]s',
  "licenci(?:er|ement)|p[ée]riode d['’]essai|est-ce (?:l[ée]gal|permis)|a-t-il le droit|ont-ils le droit|a le droit de",
  // de
  'stunden (?:kürzen|reduzieren|streichen)|gehalt (?:kürzen|streichen)|lohn (?:kürzen|einbehalten)|überstunden|urlaubsanspruch|probezeit|kündig\\p{L}*',
  'darf (?:mein|meine|der|die) (?:chef\\p{L}*|arbeitgeber\\p{L}*|vermieter\\p{L}*)|ist (?:das|es) (?:erlaubt|legal|rechtens)',
  // it
  'ridurre (?:le )?(?:mie )?ore|tagliare (?:lo )?stipendio|straordinari|ferie pagate|licenzia\\p{L}*|periodo di prova|[èe] legale',
  // pt
  'reduzir (?:minhas |as )?horas|cortar (?:meu )?sal[áa]rio|horas extras|f[ée]rias (?:pagas|remuneradas)|demiss[ãa]o|demitir|per[íi]odo de experi[êe]ncia|[ée] permitido|[ée] contra a lei|(?:pode|podem) me obrigar',
  // Permits, licences, registering a business, subletting and passenger rights: asked in everyday
  // words ("do i need a license to sell cookies from home"), answered by one country's rules.
  // en
  'licen[cs]e to (?:sell|run|rent|operate|open|serve|work)|(?:need|get) an? (?:licen[cs]e|permit)|sell(?:ing)? (?:food|cookies|cakes|baked goods|homemade \\p{L}+) (?:from|at) home|cottage food|register (?:a|my) (?:business|company)|start(?:ing)? (?:a|my) (?:small |side |home |online )?business|sub-?let\\p{L}*|(?:flight|train) (?:was |is |got |has been |been )?(?:cancell?ed|delayed)|(?:cancell?ed|delayed) (?:flight|train)',
  // es
  'licencia (?:para|de) (?:vender|abrir|actividad|apertura)|permiso para (?:vender|abrir|construir|trabajar)|(?:darme|darse) de alta (?:como|de) aut[óo]nomo|alta de aut[óo]nomo|subarrend\\p{L}*|realquil\\p{L}*|subalquil\\p{L}*|vuelo (?:cancelado|retrasado)|vender comida (?:casera|desde casa)',
  // fr
  'ai-je le droit|a-t-on le droit|sous-lou\\p{L}*|sous-location|licence (?:pour|de) (?:vendre|débit)|autorisation (?:pour|de) (?:vendre|ouvrir|construire)|(?:créer|déclarer|ouvrir) (?:mon|une|ma) (?:entreprise|micro-entreprise|auto-entreprise|activité)|auto-?entrepreneur|micro-?entreprise|vol (?:annulé|retardé)',
  // de
  'genehmigung\\p{L}*|gewerbe(?:schein|anmeldung)?|untervermiet\\p{L}*|flug (?:wurde |ist )?(?:annulliert|gestrichen|verspätet|ausgefallen)|flugverspätung|selbstständig machen|selbständig machen',
  // it
  'licenza per|permesso per (?:vendere|aprire|costruire)|(?:aprire|apro) (?:la |una )?partita iva|subaffitt\\p{L}*|volo (?:cancellato|in ritardo)',
  // pt
  'licença para (?:vender|abrir)|alvará|abrir (?:um |uma )?(?:mei|empresa)|subloca\\p{L}*|voo (?:cancelado|atrasado)',
  // A neighbour's noise, dog or hedge: local rules on noise and nuisance decide what can be done.
  "noisy neighbou?rs?|neighbou?r(?:s|'s|s')? (?:dog|dogs|noise|party|parties|music|tree|hedge|fence|barking)|nachbar\\p{L}* (?:lärm|hund|laut)|lärm (?:vom|von den|der) nachbarn?|laute nachbarn|voisins? bruyants?|bruit (?:du|des|de mes) voisins?|tapage nocturne|vecinos? ruidosos?|ruido (?:del|de los|de mis) vecinos?|vecino hace (?:mucho )?ruido|vicini rumorosi|rumore dei vicini|vizinhos? barulhentos?|barulho do vizinho",
];
