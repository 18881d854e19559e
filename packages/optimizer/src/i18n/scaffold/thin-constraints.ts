import type { ThinForm } from './thin-shapes';

/**
 * A short question that states a date or a budget ("…passaporto? devo partire a marzo", "best
 * laptop under 1000") is answered as if it had not: the user's own limit decides the answer
 * ("is there still time?", "only what I can afford"). One line points the assistant at it in the
 * user's language; the user's words stay where they are. Each detector needs the cue AND the
 * value (a month, a weekday, "in 3 weeks"; a number with a currency or after "under"), so a
 * question that merely mentions a month or a price gets nothing.
 */

const MONTHS: Readonly<Record<string, string>> = {
  en: 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next (?:week|month|year|summer|spring|autumn|fall|winter|weekend)|(?:a|one|two|three|\\d+) (?:days?|weeks?|months?)|(?:a )?fortnight|the (?:\\d+(?:st|nd|rd|th)|end of)',
  es: 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|la (?:semana|próxima semana) que viene|la próxima semana|el mes que viene|\\d+ (?:días|semanas|meses)|una semana|un mes|dos semanas',
  fr: 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|la semaine prochaine|le mois prochain|\\d+ (?:jours|semaines|mois)|une semaine|un mois|quinze jours',
  de: 'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|nächste[nr]? (?:woche|monat)|\\d+ (?:tagen|wochen|monaten)|einer woche|einem monat|zwei wochen',
  it: 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|domani|la settimana prossima|il mese prossimo|\\d+ (?:giorni|settimane|mesi)|una settimana|un mese|due settimane',
  pt: 'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|segunda|terça|quarta|quinta|sexta|sábado|domingo|amanhã|semana que vem|a próxima semana|o mês que vem|\\d+ (?:dias|semanas|meses)|uma semana|um mês|duas semanas',
};

/** Who is due somewhere, then (later in the clause) when: "i leave in march", "parto tra 3 settimane". */
const CUE: Readonly<Record<string, string>> = {
  en: "\\b(?:i|we)(?:['’]m| am| are| will| have to| need to| must)? (?:leav|travel|fly|go|mov|start|depart|visit|return|head)\\w*\\b|\\bneed (?:it|them|this|one) (?:by|before)\\b|\\b(?:my|our|the) (?:flight|trip|holiday|vacation|exam|interview|wedding|move|deadline|appointment|test|due date) is\\b|\\b(?:deadline|due) (?:is )?(?:in|on|by)\\b",
  es: '\\b(?:me voy|nos vamos|salgo|salimos|viajo|viajamos|parto|vuelo|me mudo|tengo que (?:viajar|salir|irme|entregarlo)|mi (?:vuelo|viaje|examen|boda|entrevista) es)\\b',
  fr: "\\b(?:je pars|nous partons|on part|je voyage|je prends l[’']avion|je déménage|je dois partir|mon (?:vol|voyage|examen|entretien|mariage) est)\\b",
  de: '\\b(?:ich (?:fliege|reise|fahre|ziehe|muss|verreise|starte)|wir (?:fliegen|reisen|fahren|ziehen)|mein (?:flug|umzug|termin)|meine (?:reise|prüfung|hochzeit) ist)\\b',
  it: '\\b(?:devo partire|parto|partiamo|viaggio|volo|mi trasferisco|devo (?:consegnar\\w*|aver\\w*)|il mio (?:volo|viaggio|esame|colloquio|matrimonio) è)\\b',
  pt: '\\b(?:viajo|vou viajar|parto|embarco|me mudo|vou me mudar|tenho que (?:viajar|sair|entregar)|meu (?:voo|exame|casamento) é|minha (?:viagem|entrevista) é)\\b',
};

const DEADLINE: Readonly<Record<string, RegExp>> = Object.fromEntries(
  Object.keys(CUE).map((lang) => [
    lang,
    new RegExp(`(?:${CUE[lang]})[^.?!;]{0,30}?(?<![\\p{L}])(?:${MONTHS[lang]})(?![\\p{L}])`, 'iu'),
  ]),
);

/** A money ceiling: a limit word, then a sum with a currency (or, in English, a bare sum ending the clause). */
const CURRENCY = '(?:[$€£]|usd|eur|gbp|dollars?|bucks|euros?|pounds?|quid|reais|r\\$|francs?|chf)';
const LIMIT: Readonly<Record<string, string>> = {
  en: '(?:under|below|less than|no more than|max(?:imum)?|up to|budget (?:of|is)|within|around)',
  es: '(?:menos de|por debajo de|máximo|como mucho|hasta|presupuesto de)',
  fr: "(?:moins de|sous|maximum|max|jusqu[’']à|budget de)",
  de: '(?:unter|bis|maximal|max\\.?|höchstens|budget von)',
  it: '(?:sotto i|sotto|meno di|massimo|max|fino a|budget di)',
  pt: '(?:menos de|abaixo de|no máximo|até|orçamento de)',
};
const SUM = '\\d[\\d.,]*\\s?k?';
const BUDGET: Readonly<Record<string, RegExp>> = Object.fromEntries(
  Object.keys(LIMIT).map((lang) => [
    lang,
    new RegExp(
      `(?<![\\p{L}])${LIMIT[lang]}\\s+(?:${CURRENCY}\\s?${SUM}|${SUM}\\s?${CURRENCY}(?![\\p{L}])${
        lang === 'en' ? `|${SUM}(?=\\s*(?:$|[,.;?!)]|(?:for|with|that|and|or|to|in|please)\\b))` : ''
      })`,
      'iu',
    ),
  ]),
);

/** The user's own adult age: "at 40", "i'm 62", "mit 50", "a 45 anni" (never a child's: jurisdiction.ts). */
const OWN_AGE: Readonly<Record<string, RegExp>> = {
  en: /\b(?:at|aged?|i['’]m|i am|we['’]re)\s(?:[2-9]\d)(?:\s?(?:years? old|yo))?(?=\s*(?:$|[,.;?!)]|(?:and|with|if|or|to|now|too|yet)\b))/i,
  es: /\b(?:a los|con|tengo)\s[2-9]\d(?:\s?años)?(?=\s*(?:$|[,.;?!)]|y\b))/i,
  fr: /\b(?:à|j['’]ai)\s[2-9]\d\s?ans\b/i,
  de: /\b(?:mit|ich bin)\s[2-9]\d(?:\s?jahren?)?(?=\s*(?:$|[,.;?!)]|und\b|noch\b))/i,
  it: /\b(?:a|ho)\s[2-9]\d\s?anni\b/i,
  pt: /\b(?:aos|com|tenho)\s[2-9]\d(?:\s?anos)?(?=\s*(?:$|[,.;?!)]|e\b))/i,
};
const AGED: ReadonlySet<ThinForm> = new Set<ThinForm>(['should', 'yes-no', 'how-to', 'need', 'best-way']);

/** Sending money abroad: the exchange-rate margin is a cost too. */
const TRANSFER =
  /\b(?:send(?:ing)? money|transfer(?:ring)? money|money transfer|wire|remit\w*|enviar dinero|transferir dinero|envoyer de l['’]argent|virement|geld (?:senden|schicken|überweisen)|überweis\w*|inviare (?:dei )?soldi|mandare (?:dei )?soldi|bonifico|enviar dinheiro|mandar dinheiro|transferir dinheiro)\b/iu;

/** Forms whose answer a date changes ("how long", "how much", "how do I", "do I need"…). */
const DATED: ReadonlySet<ThinForm> = new Set<ThinForm>([
  'amount',
  'how-to',
  'need',
  'should',
  'cheapest',
  'best-way',
  'when',
  'yes-no',
  'fix',
]);
/** Forms whose answer a budget narrows (a pick, a way, a verdict). */
const PRICED: ReadonlySet<ThinForm> = new Set<ThinForm>(['best', 'cheapest', 'how-to', 'best-way']);

type Said = Readonly<{ deadline: string; budget: string; transfer: string; age: string }>;

const SAY: Readonly<Record<string, Said>> = {
  en: {
    deadline:
      'Take my date into account: say whether that leaves enough time, and what to do first if it is tight.',
    budget: 'Keep to my budget: suggest only options within it.',
    transfer: 'Count the exchange-rate margin as well as the fees, for a typical amount.',
    age: 'Take my age into account where it changes the answer.',
  },
  es: {
    deadline: 'Ten en cuenta mi fecha: di si da tiempo y qué hacer primero si va justo.',
    budget: 'Ajústate a mi presupuesto: sugiere solo opciones dentro de él.',
    transfer: 'Cuenta el margen del tipo de cambio además de las comisiones, para un importe típico.',
    age: 'Ten en cuenta mi edad donde cambie la respuesta.',
  },
  fr: {
    deadline:
      'Tenez compte de ma date\u00a0: dites si cela laisse assez de temps, et quoi faire d’abord si c’est juste.',
    budget: 'Restez dans mon budget\u00a0: ne proposez que des options qui y entrent.',
    transfer: 'Comptez la marge sur le taux de change en plus des frais, pour un montant typique.',
    age: 'Tenez compte de mon âge là où il change la réponse.',
  },
  'fr-tu': {
    deadline:
      'Tiens compte de ma date\u00a0: dis si cela laisse assez de temps, et quoi faire d’abord si c’est juste.',
    budget: 'Reste dans mon budget\u00a0: ne propose que des options qui y entrent.',
    transfer: 'Compte la marge sur le taux de change en plus des frais, pour un montant typique.',
    age: 'Tiens compte de mon âge là où il change la réponse.',
  },
  de: {
    deadline:
      'Berücksichtige meinen Termin: Sag, ob die Zeit reicht und was ich zuerst tun sollte, wenn es knapp wird.',
    budget: 'Bleib in meinem Budget: Schlag nur Optionen vor, die hineinpassen.',
    transfer: 'Rechne den Wechselkursaufschlag mit den Gebühren ein, für einen typischen Betrag.',
    age: 'Berücksichtige mein Alter, wo es die Antwort ändert.',
  },
  'de-sie': {
    deadline:
      'Berücksichtigen Sie meinen Termin: Sagen Sie, ob die Zeit reicht und was ich zuerst tun sollte, wenn es knapp wird.',
    budget: 'Bleiben Sie in meinem Budget: Schlagen Sie nur Optionen vor, die hineinpassen.',
    transfer: 'Rechnen Sie den Wechselkursaufschlag mit den Gebühren ein, für einen typischen Betrag.',
    age: 'Berücksichtigen Sie mein Alter, wo es die Antwort ändert.',
  },
  it: {
    deadline: 'Tieni conto della mia data: di’ se il tempo basta e cosa fare per primo se è stretto.',
    budget: 'Resta nel mio budget: proponi solo opzioni che ci stanno.',
    transfer: 'Conta il margine sul cambio oltre alle commissioni, per un importo tipico.',
    age: 'Tieni conto della mia età dove cambia la risposta.',
  },
  pt: {
    deadline: 'Leve em conta a minha data: diga se dá tempo e o que fazer primeiro se estiver apertado.',
    budget: 'Fique dentro do meu orçamento: sugira só opções que caibam nele.',
    transfer: 'Conte a margem do câmbio além das taxas, para um valor típico.',
    age: 'Leve em conta a minha idade onde ela muda a resposta.',
  },
};

/** The lines a thin question's own date, budget or money transfer calls for, in order. */
export function constraintLines(request: string, form: ThinForm, language: string, key: string): string[] {
  const say = SAY[key] ?? SAY[language];
  if (!say) return [];
  const lines: string[] = [];
  if (form === 'cheapest' && TRANSFER.test(request)) lines.push(say.transfer);
  if (DATED.has(form) && DEADLINE[language]?.test(request)) lines.push(say.deadline);
  if (PRICED.has(form) && BUDGET[language]?.test(request)) lines.push(say.budget);
  if (AGED.has(form) && OWN_AGE[language]?.test(request)) lines.push(say.age);
  return lines;
}

/** The sentence tells the user's own date ("devo partire a marzo", "i leave in march"). */
export function statesDate(sentence: string, language: string): boolean {
  return DEADLINE[language]?.test(sentence) ?? false;
}
