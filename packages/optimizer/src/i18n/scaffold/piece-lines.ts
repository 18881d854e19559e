/**
 * Sentences for a request that asks for several written pieces at once ("a flyer, a post for the
 * neighbourhood group and a text reminder"): each piece's sensible bound, the facts line, the
 * layout line and the two voices that fit every piece of a local event or a small shop. The
 * bounds and the layout line are noun phrases, so they read the same whatever the register; the
 * roles address the assistant as each language's scaffold does.
 */

/** The kinds of piece whose bound differs: a text message is not a flyer. */
export type PieceForm =
  'flyer' | 'post' | 'caption' | 'sms' | 'message' | 'email' | 'letter' | 'note' | 'blurb' | 'invitation';

export interface PieceTexts {
  bounds: Readonly<Record<PieceForm, string>>;
  /** Every piece keeps the facts it needs and invents none. */
  facts: string;
  /** "The three pieces, in the order I listed them, each under its own heading." */
  layout: (count: number) => string;
}

const EN: PieceTexts = {
  bounds: {
    flyer: 'a headline, then a few short lines with the key facts, readable at a glance',
    post: 'a first line that makes people stop, then two or three short paragraphs',
    caption: 'one to three short lines',
    sms: 'one or two sentences, under 160 characters',
    message: 'a few short sentences in my voice, with no subject line',
    email: 'a subject line, then a short body that ends with the next step',
    letter: 'a greeting, a few short paragraphs and a sign-off',
    note: 'a few warm sentences about what the person did',
    blurb: 'one short paragraph',
    invitation: 'what, when, where and how to reply, in a few lines',
  },
  facts: 'Each piece carries the facts I gave that it needs, and no facts of its own.',
  layout: (n) =>
    `The ${['', '', 'two', 'three', 'four', 'five', 'six'][n] ?? n} pieces, in the order I listed them, each under its own heading.`,
};

const ES: PieceTexts = {
  bounds: {
    flyer: 'un titular y unas pocas líneas cortas con los datos clave, que se lean de un vistazo',
    post: 'una primera línea que haga detenerse y dos o tres párrafos breves',
    caption: 'de una a tres líneas cortas',
    sms: 'una o dos frases, menos de 160 caracteres',
    message: 'unas pocas frases cortas con mi voz, sin asunto',
    email: 'un asunto y un cuerpo breve que termine con el siguiente paso',
    letter: 'un saludo, unos pocos párrafos breves y una despedida',
    note: 'unas pocas frases cálidas sobre lo que hizo la persona',
    blurb: 'un párrafo breve',
    invitation: 'qué, cuándo, dónde y cómo confirmar, en pocas líneas',
  },
  facts: 'Cada texto lleva los datos que di y que necesita, sin ninguno inventado.',
  layout: (n) =>
    `Los ${['', '', 'dos', 'tres', 'cuatro', 'cinco', 'seis'][n] ?? n} textos, en el orden en que los pedí, cada uno con su propio título.`,
};

const FR: PieceTexts = {
  bounds: {
    flyer: 'un titre, puis quelques lignes courtes avec les informations clés, lisibles d’un coup d’œil',
    post: 'une première ligne qui arrête le défilement, puis deux ou trois paragraphes courts',
    caption: 'une à trois lignes courtes',
    sms: 'une ou deux phrases, moins de 160 caractères',
    message: 'quelques phrases courtes avec ma voix, sans objet',
    email: 'un objet, puis un corps court qui se termine par la prochaine étape',
    letter: 'une formule d’appel, quelques paragraphes courts et une formule de politesse',
    note: 'quelques phrases chaleureuses sur ce que la personne a fait',
    blurb: 'un paragraphe court',
    invitation: 'quoi, quand, où et comment répondre, en quelques lignes',
  },
  facts: 'Chaque texte reprend les informations que j’ai données dont il a besoin, sans en inventer.',
  layout: (n) =>
    `Les ${['', '', 'deux', 'trois', 'quatre', 'cinq', 'six'][n] ?? n} textes, dans l’ordre où je les ai demandés, chacun sous son propre titre.`,
};

const DE: PieceTexts = {
  bounds: {
    flyer: 'eine Überschrift, dann ein paar kurze Zeilen mit den wichtigsten Angaben, auf einen Blick lesbar',
    post: 'eine erste Zeile, bei der man hängen bleibt, dann zwei oder drei kurze Absätze',
    caption: 'eine bis drei kurze Zeilen',
    sms: 'ein oder zwei Sätze, unter 160 Zeichen',
    message: 'ein paar kurze Sätze in meinem Ton, ohne Betreff',
    email: 'eine Betreffzeile, dann ein kurzer Text, der mit dem nächsten Schritt endet',
    letter: 'eine Anrede, ein paar kurze Absätze und ein Gruß',
    note: 'ein paar herzliche Sätze darüber, was die Person getan hat',
    blurb: 'ein kurzer Absatz',
    invitation: 'was, wann, wo und wie man zusagt, in wenigen Zeilen',
  },
  facts: 'Jeder Text enthält die Angaben von mir, die er braucht, und keine erfundenen.',
  layout: (n) =>
    `Die ${['', '', 'zwei', 'drei', 'vier', 'fünf', 'sechs'][n] ?? n} Texte in der Reihenfolge meiner Bitte, jeder unter einer eigenen Überschrift.`,
};

const IT: PieceTexts = {
  bounds: {
    flyer: 'un titolo, poi poche righe brevi con le informazioni chiave, leggibili a colpo d’occhio',
    post: 'una prima riga che catturi l’attenzione, poi due o tre paragrafi brevi',
    caption: 'da una a tre righe brevi',
    sms: 'una o due frasi, meno di 160 caratteri',
    message: 'poche frasi brevi con la mia voce, senza oggetto',
    email: 'un oggetto, poi un testo breve che si chiude con il passo successivo',
    letter: 'un saluto iniziale, pochi paragrafi brevi e un saluto finale',
    note: 'poche frasi calorose su ciò che ha fatto la persona',
    blurb: 'un paragrafo breve',
    invitation: 'cosa, quando, dove e come rispondere, in poche righe',
  },
  facts: 'Ogni testo riporta i dati che ho dato e che gli servono, senza inventarne altri.',
  layout: (n) =>
    `I ${['', '', 'due', 'tre', 'quattro', 'cinque', 'sei'][n] ?? n} testi, nell’ordine in cui li ho chiesti, ciascuno con il proprio titolo.`,
};

const PT: PieceTexts = {
  bounds: {
    flyer: 'um título e poucas linhas curtas com as informações principais, legíveis num relance',
    post: 'uma primeira linha que prenda a atenção e dois ou três parágrafos curtos',
    caption: 'de uma a três linhas curtas',
    sms: 'uma ou duas frases, menos de 160 caracteres',
    message: 'poucas frases curtas com a minha voz, sem assunto',
    email: 'um assunto e um corpo curto que termine com o próximo passo',
    letter: 'uma saudação, poucos parágrafos curtos e uma despedida',
    note: 'poucas frases calorosas sobre o que a pessoa fez',
    blurb: 'um parágrafo curto',
    invitation: 'o quê, quando, onde e como confirmar, em poucas linhas',
  },
  facts: 'Cada texto traz os dados que eu dei e de que precisa, sem nenhum inventado.',
  layout: (n) =>
    `Os ${['', '', 'dois', 'três', 'quatro', 'cinco', 'seis'][n] ?? n} textos, na ordem em que os pedi, cada um com o seu próprio título.`,
};

export const PIECE_TEXTS: Readonly<Record<string, PieceTexts>> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  it: IT,
  pt: PT,
};

/** Who writes for a local event (neighbours, parents, a club) or for a small shop, per register. */
export type PieceVoice = 'community' | 'shop';

export const PIECE_ROLES: Readonly<Record<string, Readonly<Record<PieceVoice, string>>>> = {
  en: {
    community: 'You write friendly, practical notices for neighbours, parents and local groups.',
    shop: 'You write warm, plain copy for small local businesses.',
  },
  es: {
    community: 'Escribes avisos cercanos y prácticos para vecinos, familias y grupos locales.',
    shop: 'Escribes textos cálidos y sencillos para pequeños negocios de barrio.',
  },
  fr: {
    community:
      'Vous rédigez des annonces chaleureuses et pratiques pour les voisins, les parents et les associations locales.',
    shop: 'Vous rédigez des textes chaleureux et simples pour les petits commerces de quartier.',
  },
  'fr-tu': {
    community:
      'Tu rédiges des annonces chaleureuses et pratiques pour les voisins, les parents et les associations locales.',
    shop: 'Tu rédiges des textes chaleureux et simples pour les petits commerces de quartier.',
  },
  de: {
    community:
      'Du schreibst freundliche, praktische Aushänge und Nachrichten für Nachbarn, Eltern und Vereine.',
    shop: 'Du schreibst herzliche, schlichte Texte für kleine Läden und Betriebe vor Ort.',
  },
  'de-sie': {
    community:
      'Sie schreiben freundliche, praktische Aushänge und Nachrichten für Nachbarn, Eltern und Vereine.',
    shop: 'Sie schreiben herzliche, schlichte Texte für kleine Läden und Betriebe vor Ort.',
  },
  it: {
    community: 'Scrivi avvisi cordiali e pratici per vicini, genitori e gruppi locali.',
    shop: 'Scrivi testi caldi e semplici per piccole attività di quartiere.',
  },
  pt: {
    community: 'Você escreve avisos simpáticos e práticos para vizinhos, pais e grupos locais.',
    shop: 'Você escreve textos calorosos e simples para pequenos negócios locais.',
  },
};
