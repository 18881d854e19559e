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
];
