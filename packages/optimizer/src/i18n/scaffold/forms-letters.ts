/**
 * Two forms split from forms.ts: the formal letter (a complaint, an appeal, a cancellation, a
 * resignation, a request to a landlord, a school or an authority) and the spoken script (words
 * for the user to say on a call or in a meeting). An email's "keep it easy to scan" advice misses
 * what a letter needs: the references first, the facts in order, the exact request and a reply
 * date. A script is heard, not read: lines in the user's voice and answers to likely replies.
 */

export interface FormText {
  role: string;
  guidance: readonly string[];
}

const w = (body: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'iu');

/** The noun "letter" in our languages, and German letter words that need no "Brief". */
const LETTER_NOUN = w(
  [
    'letters?|cartas?|lettres?|letter[ae]|courriers?',
    '(?<=(?:ein|einen|den|dem|diesen|meinen|kurzen|formellen|förmlichen|offiziellen)\\s)brief',
    '(?:beschwerde|kündigungs|kuendigungs)brief|(?:kündigungs|kuendigungs|beschwerde|widerspruchs|einspruchs)schreiben',
    'widerspruch|einspruch|kündigung',
  ].join('|'),
);
/** What makes a letter formal: its purpose or an institution as its reader. */
const FORMAL_CUE = w(
  [
    'complain\\p{L}*|appeal\\p{L}*|object\\p{L}*|disput\\p{L}*|resign\\p{L}*|cancel\\p{L}*|terminat\\p{L}*|refund|deposit|landlord|letting agent|council|school|principal|employer|insurer|insurance|bank|authority|tax office|university|formal|official|tenancy|ombudsman',
    'reclamaci[oó]n|queja|recurso|dimisi[oó]n|renuncia|baja|cancelaci[oó]n|casero|arrendador|ayuntamiento|colegio|escuela|aseguradora|seguros?|banco|hacienda|universidad|solicitud',
    'réclamation|plainte|contestation|recours|résiliation|démission|propriétaire|bailleur|mairie|école|employeur|assurance|banque|formelle|officielle|administration|préfecture|caf',
    'beschwerde\\p{L}*|widerspruch\\p{L}*|einspruch\\p{L}*|kündigung\\p{L}*|kuendigung\\p{L}*|vermieter|hausverwaltung|krankenkasse|versicherung|finanzamt|schule|arbeitgeber|behörde|amt|bank|formell\\p{L}*|förmlich\\p{L}*',
    'reclamo|reclamazione|ricorso|disdetta|dimissioni|recesso|proprietario|padrone di casa|comune|scuola|datore di lavoro|assicurazione|banca|formale|ufficiale',
    'reclamação|reclamacao|queixa|contestação|demissão|cancelamento|rescisão|senhorio|prefeitura|escola|empregador|seguradora|oficial',
  ].join('|'),
);
/** A personal letter (to a loved one, a thank-you) keeps the plain advice, not the formal one. */
const PERSONAL = w(
  'love|thank\\p{L}*|birthday|condolence\\p{L}*|future self|amor|gracias|agradecimiento|amour|remerciement\\p{L}*|liebes\\p{L}*|dank\\p{L}*|grazie|ringraziamento|obrigad[oa]|agradecimento',
);

/** A formal letter: the noun "letter" with a formal purpose or reader, and nothing personal. */
export function isFormalLetter(request: string): boolean {
  return LETTER_NOUN.test(request) && FORMAL_CUE.test(request) && !PERSONAL.test(request);
}
/** The words of the letter-noun test, for finding where the letter is named in a request. */
export const LETTER_WORDS = LETTER_NOUN;

/** A phone call later in the same sentence: "when I call", "al llamar", "quand j’appelle"… */
const ON_A_CALL =
  '[^.?!\\n]*(?:call|phone|ring|llam|tel[eé]fon|appel|anruf|telefon|chiam|lig[ao]|liga[çc]|chamada)';

/** Words for the user to say: a script, or "what to say when…". Only read for writing tasks. */
const WHAT_TO_SAY =
  'what (?:do i|should i|to) say|qu[eé] (?:le )?decir|que dire|quoi dire|was (?:ich )?sagen soll|was soll ich sagen|cosa dire|o que dizer';

export const SCRIPT_WORDS = w(
  [
    'script|guion|guión|skript|gesprächsleitfaden|copione|roteiro',
    // "What to say" alone asks for options ("what do I say to a friend who lost her gran"); on
    // a call it is a script with the other side's replies.
    `(?:${WHAT_TO_SAY})(?=${ON_A_CALL})`,
  ].join('|'),
);

/** A request that opens with "what to say when I call…": a script to write, not a question. */
export const CALL_SCRIPT_ASK = new RegExp(`^\\s*(?:${WHAT_TO_SAY})(?![\\p{L}])(?=${ON_A_CALL})`, 'iu');

/** A complaint or an appeal wants a reply by a date; a cancellation or a request does not. */
const DEMAND = w(
  'complain\\p{L}*|appeal\\p{L}*|object\\p{L}*|disput\\p{L}*|refund|reclamaci[oó]n|queja|recurso|réclamation|plainte|contestation|recours|beschwerde\\p{L}*|widerspruch\\p{L}*|einspruch\\p{L}*|reclamo|reclamazione|ricorso|contestazione|reclamação|reclamacao|queixa|contestação',
);

interface LetterLines {
  role: string;
  openRefs: string;
  openPlain: string;
  facts: string;
  /** No name, date or amount given: the facts line cannot point at ones "I gave". */
  factsPlain: string;
  demand: string;
  other: string;
  close: string;
}

const LETTER: Readonly<Record<string, LetterLines>> = {
  en: {
    role: 'You are an experienced writer of formal letters that get a clear answer.',
    openRefs:
      'Put the reference numbers and dates I gave in the opening lines, so the reader can find my case at once.',
    openPlain: 'Say in the opening lines who I am and what the letter is about.',
    facts:
      'Set out the facts in order, using the names, dates and amounts I gave as they are, with no placeholders for them.',
    factsPlain: 'Set out the reasons and facts in order, briefly and plainly.',
    demand: 'State exactly what I am asking for and give a date by which I expect a written reply.',
    other: 'Say plainly what I am asking for or informing them of, and from what date it applies.',
    close:
      'Use a formal letter layout and closing; leave a marked slot only for my address, if the layout needs it.',
  },
  es: {
    role: 'Eres un redactor experto en cartas formales que obtienen una respuesta clara.',
    openRefs:
      'Pon en las primeras líneas los números de referencia y las fechas que te he dado, para que el destinatario localice mi caso enseguida.',
    openPlain: 'Di en las primeras líneas quién soy y de qué trata la carta.',
    facts:
      'Expón los hechos en orden, con los nombres, fechas e importes que te he dado tal cual, sin huecos para rellenarlos.',
    factsPlain: 'Expón los motivos y los hechos en orden, de forma breve y clara.',
    demand: 'Indica exactamente lo que pido y una fecha límite para recibir una respuesta por escrito.',
    other: 'Di con claridad lo que pido o comunico y a partir de qué fecha se aplica.',
    close:
      'Usa el formato y la despedida de una carta formal; deja un hueco marcado solo para mi dirección, si el formato lo requiere.',
  },
  fr: {
    role: 'Vous êtes un rédacteur expérimenté de lettres formelles qui obtiennent une réponse claire.',
    openRefs:
      'Indiquez dès les premières lignes les numéros de référence et les dates que je vous ai donnés, pour que le destinataire retrouve mon dossier tout de suite.',
    openPlain: 'Indiquez dès les premières lignes qui je suis et l’objet de la lettre.',
    facts:
      'Exposez les faits dans l’ordre, avec les noms, dates et montants que je vous ai donnés tels quels, sans champ à remplir à leur place.',
    factsPlain: 'Exposez les motifs et les faits dans l’ordre, brièvement et clairement.',
    demand: 'Formulez précisément ma demande et fixez une date avant laquelle j’attends une réponse écrite.',
    other:
      'Dites clairement ce que je demande ou ce que j’annonce, et à partir de quelle date cela s’applique.',
    close:
      'Respectez la présentation d’une lettre formelle et terminez par une formule de politesse ; ne laissez un champ marqué que pour mon adresse, si la présentation l’exige.',
  },
  'fr-tu': {
    role: 'Tu es un rédacteur expérimenté de lettres formelles qui obtiennent une réponse claire.',
    openRefs:
      'Indique dès les premières lignes les numéros de référence et les dates que je t’ai donnés, pour que le destinataire retrouve mon dossier tout de suite.',
    openPlain: 'Indique dès les premières lignes qui je suis et l’objet de la lettre.',
    facts:
      'Expose les faits dans l’ordre, avec les noms, dates et montants que je t’ai donnés tels quels, sans champ à remplir à leur place.',
    factsPlain: 'Expose les motifs et les faits dans l’ordre, brièvement et clairement.',
    demand: 'Formule précisément ma demande et fixe une date avant laquelle j’attends une réponse écrite.',
    other:
      'Dis clairement ce que je demande ou ce que j’annonce, et à partir de quelle date cela s’applique.',
    close:
      'Respecte la présentation d’une lettre formelle et termine par une formule de politesse ; ne laisse un champ marqué que pour mon adresse, si la présentation l’exige.',
  },
  de: {
    role: 'Du bist ein erfahrener Verfasser förmlicher Briefe, die eine klare Antwort bekommen.',
    openRefs:
      'Nenne die Nummern, Aktenzeichen und Daten, die ich angegeben habe, gleich zu Beginn, damit der Empfänger meinen Vorgang sofort findet.',
    openPlain: 'Sag gleich zu Beginn, wer ich bin und worum es in dem Schreiben geht.',
    facts:
      'Schildere den Sachverhalt der Reihe nach, mit den Namen, Daten und Beträgen, die ich angegeben habe, unverändert und ohne Platzhalter dafür.',
    factsPlain: 'Stell die Gründe und Fakten der Reihe nach dar, kurz und klar.',
    demand:
      'Formuliere genau, was ich verlange, und setze eine Frist, bis zu der ich eine schriftliche Antwort erwarte.',
    other: 'Sag klar, worum ich bitte oder was ich mitteile, und ab welchem Datum es gilt.',
    close:
      'Halte die Form eines förmlichen Briefs mit Grußformel ein; lass nur für meine Anschrift einen markierten Platzhalter, falls die Form ihn braucht.',
  },
  'de-sie': {
    role: 'Sie sind ein erfahrener Verfasser förmlicher Briefe, die eine klare Antwort bekommen.',
    openRefs:
      'Nennen Sie die Nummern, Aktenzeichen und Daten, die ich angegeben habe, gleich zu Beginn, damit der Empfänger meinen Vorgang sofort findet.',
    openPlain: 'Sagen Sie gleich zu Beginn, wer ich bin und worum es in dem Schreiben geht.',
    facts:
      'Schildern Sie den Sachverhalt der Reihe nach, mit den Namen, Daten und Beträgen, die ich angegeben habe, unverändert und ohne Platzhalter dafür.',
    factsPlain: 'Stellen Sie die Gründe und Fakten der Reihe nach dar, kurz und klar.',
    demand:
      'Formulieren Sie genau, was ich verlange, und setzen Sie eine Frist, bis zu der ich eine schriftliche Antwort erwarte.',
    other: 'Sagen Sie klar, worum ich bitte oder was ich mitteile, und ab welchem Datum es gilt.',
    close:
      'Halten Sie die Form eines förmlichen Briefs mit Grußformel ein; lassen Sie nur für meine Anschrift einen markierten Platzhalter, falls die Form ihn braucht.',
  },
  it: {
    role: 'Sei un redattore esperto di lettere formali che ottengono una risposta chiara.',
    openRefs:
      'Metti nelle prime righe i numeri di riferimento e le date che ti ho dato, così il destinatario ritrova subito la mia pratica.',
    openPlain: 'Di’ nelle prime righe chi sono e di cosa tratta la lettera.',
    facts:
      'Esponi i fatti in ordine, con i nomi, le date e gli importi che ti ho dato così come sono, senza segnaposto al loro posto.',
    factsPlain: 'Esponi i motivi e i fatti in ordine, in modo breve e chiaro.',
    demand: 'Indica esattamente cosa chiedo e una data entro cui mi aspetto una risposta scritta.',
    other: 'Di’ chiaramente cosa chiedo o comunico e da quale data vale.',
    close:
      'Usa l’impostazione e la chiusura di una lettera formale; lascia uno spazio segnato solo per il mio indirizzo, se l’impostazione lo richiede.',
  },
  pt: {
    role: 'Você é um redator experiente de cartas formais que obtêm uma resposta clara.',
    openRefs:
      'Coloque nas primeiras linhas os números de referência e as datas que eu dei, para que o destinatário encontre meu caso logo.',
    openPlain: 'Diga nas primeiras linhas quem eu sou e do que trata a carta.',
    facts:
      'Exponha os fatos em ordem, com os nomes, datas e valores que eu dei exatamente como estão, sem espaços a preencher no lugar deles.',
    factsPlain: 'Exponha os motivos e os fatos em ordem, de forma breve e clara.',
    demand: 'Diga exatamente o que estou pedindo e dê uma data até a qual espero uma resposta por escrito.',
    other: 'Diga com clareza o que estou pedindo ou comunicando e a partir de que data vale.',
    close:
      'Use o formato e o fecho de uma carta formal; deixe um espaço marcado só para o meu endereço, se o formato exigir.',
  },
};

/**
 * A reference or a date to put first: a number of two or more digits (a year, an amount, a case
 * number), a code mixing letters and digits, or a written date ("3/4", "12.05"). "2 weeks' notice"
 * is a length of time, not something the reader looks a case up by.
 */
const REFERENCE = /\p{N}{2,}|\p{L}\p{N}|\p{N}\p{L}{0,2}[/.-]\p{N}/u;
/** A capitalised word inside a sentence: a person, a firm, a month. */
const NAME = /(?<=\p{Ll}[,;:]?\s+)\p{Lu}\p{Ll}+/u;

/**
 * The user gave details the letter must keep: a reference, a date or an amount, or a name.
 * German capitalises every noun, so there only the numbers count.
 */
function givesDetails(request: string, language: string): boolean {
  return REFERENCE.test(request) || (language !== 'de' && NAME.test(request));
}

/**
 * The letter's role and lines for this request: the opening names the references only when the
 * user gave some (a digit), and only a complaint or an appeal sets a reply date.
 */
export function letterText(
  key: string,
  language: string,
  request: string,
  /** Something to put right told another way ("still not fixed"), from the caller's own test. */
  complaint = false,
): FormText | undefined {
  const t = LETTER[key] ?? LETTER[language];
  if (!t) return undefined;
  const open = REFERENCE.test(request) ? t.openRefs : t.openPlain;
  const facts = givesDetails(request, language) ? t.facts : t.factsPlain;
  const ask = complaint || DEMAND.test(request) ? t.demand : t.other;
  // Two lines of two sentences: compact renderers keep only the first few lines, and the
  // "ask me for what is missing" line after them must survive.
  return { role: t.role, guidance: [`${open} ${facts}`, `${ask} ${t.close}`] };
}

/** The letter's line already says to keep the names, dates and amounts given as they are. */
export function keepsGivenFacts(line: string): boolean {
  return Object.values(LETTER).some((t) => line.includes(t.facts));
}

/** A spoken script's role and lines, per scaffold key (language and register). */
export const SCRIPT_TEXTS: Readonly<Record<string, FormText>> = {
  en: {
    role: 'You write natural spoken scripts in the voice of the person who will say them.',
    guidance: [
      'Write the lines for me to say, in my own voice: an opening, the key points, and a clear close.',
      'Add the replies the other person is likely to give, each with an answer I can say back.',
    ],
  },
  es: {
    role: 'Escribes guiones naturales para decir en voz alta, con la voz de quien los va a decir.',
    guidance: [
      'Escribe las frases que voy a decir, con mi voz: una apertura, los puntos clave y un cierre claro.',
      'Añade las respuestas que probablemente dará la otra persona, cada una con lo que puedo contestar.',
    ],
  },
  fr: {
    role: 'Vous êtes un rédacteur de textes à dire, naturels et fidèles à la voix de la personne qui les prononcera.',
    guidance: [
      'Écrivez les phrases que je dirai, avec ma voix : une entrée en matière, les points clés et une conclusion claire.',
      'Ajoutez les réponses probables de mon interlocuteur, chacune avec ce que je peux répondre.',
    ],
  },
  'fr-tu': {
    role: 'Tu es un rédacteur de textes à dire, naturels et fidèles à la voix de la personne qui les prononcera.',
    guidance: [
      'Écris les phrases que je dirai, avec ma voix : une entrée en matière, les points clés et une conclusion claire.',
      'Ajoute les réponses probables de mon interlocuteur, chacune avec ce que je peux répondre.',
    ],
  },
  de: {
    role: 'Du bist ein erfahrener Autor von Gesprächsleitfäden, die nach der Person klingen, die sie spricht.',
    guidance: [
      'Schreib die Sätze, die ich sagen werde, in meinem Ton: einen Einstieg, die wichtigsten Punkte und einen klaren Abschluss.',
      'Füge die wahrscheinlichen Antworten meines Gegenübers hinzu, jeweils mit dem, was ich darauf sagen kann.',
    ],
  },
  'de-sie': {
    role: 'Sie sind ein erfahrener Autor von Gesprächsleitfäden, die nach der Person klingen, die sie spricht.',
    guidance: [
      'Schreiben Sie die Sätze, die ich sagen werde, in meinem Ton: einen Einstieg, die wichtigsten Punkte und einen klaren Abschluss.',
      'Fügen Sie die wahrscheinlichen Antworten meines Gegenübers hinzu, jeweils mit dem, was ich darauf sagen kann.',
    ],
  },
  it: {
    role: 'Scrivi copioni naturali da dire a voce, con la voce di chi li pronuncerà.',
    guidance: [
      'Scrivi le frasi che dirò, con la mia voce: un’apertura, i punti chiave e una chiusura chiara.',
      'Aggiungi le risposte probabili dell’altra persona, ognuna con cosa posso rispondere.',
    ],
  },
  pt: {
    role: 'Você escreve roteiros naturais para falar em voz alta, com a voz de quem vai dizê-los.',
    guidance: [
      'Escreva as frases que vou dizer, com a minha voz: uma abertura, os pontos principais e um fechamento claro.',
      'Acrescente as respostas prováveis da outra pessoa, cada uma com o que posso responder.',
    ],
  },
};
