/**
 * Written forms that deserve their own role and advice when the user names them. The form is
 * recognised from the request in any of our languages; the sentences are per language, and a
 * language without them simply gets the generic "write" lines.
 */

import {
  type FormText,
  LETTER_WORDS,
  SCRIPT_WORDS,
  SCRIPT_TEXTS,
  isFormalLetter,
  letterText,
} from './forms-letters';
export type WriteForm =
  | 'email'
  | 'message'
  | 'post'
  | 'article'
  | 'story'
  | 'poem'
  | 'cover-letter'
  | 'speech'
  | 'description'
  | 'invitation'
  | 'letter'
  | 'script';

/** The forms with one fixed text per language; the letter and the script live in forms-letters.ts. */
type BaseForm = Exclude<WriteForm, 'letter' | 'script'>;
export type { FormText };

/**
 * Whole words in any script: `\b` only knows ASCII letters, so "\béloge" never matches. German
 * compounds ("Liebesgedicht", "Hochzeitsrede") are spelled out in the patterns themselves.
 */
function words(body: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'iu');
}

export const FORM_WORDS: Readonly<Record<WriteForm, RegExp>> = {
  article: words(
    'blog ?posts?|blog articles?|articles?|artículos?|entradas? de blog|billets? de blog|artikel|blogbeitr[aä]ge?|blogartikel|articol[oi]|post (?:per|sul) blog|artigos?|posts? de blog|postagens? de blog',
  ),
  'cover-letter': words(
    [
      'cover(?:ing)? letters?|motivation letters?|application letters?',
      'cartas? de (?:presentaci[oó]n|motivaci[oó]n)',
      'lettres? de motivation',
      '\\p{L}*anschreiben|bewerbung(?:sschreiben)?|motivationsschreiben|motivationsbrief',
      'letter[ae] (?:di presentazione|di motivazione|motivazionali?|di candidatura)',
      'cartas? de (?:apresenta[cç][aã]o|motiva[cç][aã]o)',
    ].join('|'),
  ),
  // German "Brief" only after a German word, or in a compound: English "brief" is an adjective.
  email: words(
    [
      'e-?mails?|correos?|courriels?|mails?|letters?|cartas?|lettres?|letter[ae]',
      '(?<=(?:ein|einen|den|dem|diesen|meinen|unseren|kurzen|formellen|förmlichen|persönlichen|offiziellen)\\s)brief',
      '(?:liebes|dankes|beschwerde|kündigungs|geschäfts|abschieds|glückwunsch)brief',
      // "Schreiben" alone is also the verb; only its letter compounds name a letter.
      '(?:kündigungs|kuendigungs|beschwerde|entschuldigungs|widerspruchs|mahn)schreiben|kündigung',
      // "eine kurze Absage für ein Vorstellungsgespräch", "Zusage": a letter's purpose.
      '(?:ab|zu)sage(?:mail|schreiben)?|lettre de refus|carta de rechazo|lettera di rifiuto|carta de recusa',
    ].join('|'),
  ),
  // A text, a WhatsApp or a Slack message: short and in the sender's voice, unlike an email.
  message: words(
    [
      'texts? (?:to|for)|text messages?|text (?:my|him|her|them|back)|sms|whats ?app(?: messages?)?|dms?|direct messages?|slack messages?|teams messages?|imessages?|messages? (?:to|for)',
      'mensajes?(?: de (?:texto|whatsapp))?|sms|whatsapp',
      'textos?|mensagens?(?: de (?:texto|whatsapp))?|zap',
      'messages?|textos?|sms|texto',
      'nachricht(?:en)?|sms|whatsapp-nachricht',
      'messaggi?o|sms|whatsapp',
    ].join('|'),
  ),
  post: words(
    [
      'linkedin|tweets?|tuits?|thread|instagram|captions?|facebook|tiktok|(?<!job )posts?|(?<!job )posting',
      'publicaci[oó]n|pie de foto|publications?|beitrag|bildunterschrift|didascalia',
      'legenda|postagem|publica[cç][aã]o',
    ].join('|'),
  ),
  // French "nouvelle" is also the adjective "new" ("la nouvelle politique"): only the noun counts,
  // followed by the end, punctuation or a word that introduces what it is about.
  story: words(
    [
      'stor(?:y|ies)|short story|flash fiction|microfiction|fan ?fic(?:tion)?|tale|fables?|(?<!(?:te|le|les|os|me|nos|se|lo|la|y|yo|si) )cuentos?|historia|relatos?|f[aá]bula',
      "histoire|contes?|nouvelle(?=\\s*$|\\s*[.,;:!?]|\\s+(?:sur|de|d’|d'|à|pour|qui|où|dans|avec|sans|courte|policière|fantastique)(?![\\p{L}]))",
      'geschichte|\\p{L}*(?:kurz|nacht|schlaf|kinder|weihnachts|grusel|abenteuer)geschichte|erzählung|märchen|fabel',
      'racconto|storia|favola|fiaba',
      'conto|hist[oó]ria',
    ].join('|'),
  ),
  poem: words(
    [
      'poems?|poetry|haikus?|limericks?|sonnets?|verses?|versos|versi',
      'poemas?|poesía|poème|poésie|\\p{L}*gedichte?|poesia|poesie|sonetos?|sonett[oi]|filastrocca',
    ].join('|'),
  ),
  // Portuguese "rede social" is a social network, not a speech.
  speech: words(
    [
      'speech|toast|eulogy|wedding speech',
      'discursos?|brindis|elogio f[uú]nebre|éloge funèbre|discours|allocution',
      '(?:hochzeits|geburtstags|abschieds|dankes|trauer|fest|eröffnungs|tisch|begrüßungs|antritts)?rede(?!\\s+socia)|ansprache|trinkspruch',
      'discorso|brindisi|brinde',
    ].join('|'),
  ),
  description: words(
    [
      'product descriptions?|listing',
      'descripci[oó]n (?:de(?:l| un)?|para (?:el|mi|un)) producto',
      "descriptions? (?:de|du|d’un|d'un) produit|fiche produit",
      'produktbeschreibung(?:en)?',
      'descrizione (?:del |di un |per il )?prodotto',
      'descri[cç][aã]o (?:do|de|de um|para o) produto',
    ].join('|'),
  ),
  // A formal letter is the letter noun with a formal purpose or reader (see isFormalLetter).
  letter: LETTER_WORDS,
  script: SCRIPT_WORDS,
  // An invitation is its own text type, even one sent by email: what, when, where, how to reply.
  invitation: words(
    [
      'invitations?|invites? (?:to|for)',
      'invitaci[oó]n(?:es)?',
      '\\p{L}*einladung(?:en|skarte|smail|sschreiben)?',
      'invit[io]',
      'convites?',
    ].join('|'),
  ),
};

const ORDER: readonly WriteForm[] = [
  'cover-letter',
  'description',
  'speech',
  'script',
  'poem',
  'story',
  'article',
  'post',
  'invitation',
  'letter',
  'email',
  'message',
];

/** "declining her invitation", "rispondere al suo invito": the invitation is the other's. */
const ANSWERED_INVITATION =
  /(?:declin|turn(?:ing)? down|reply|respond|answer|rechaz|respond|contest|refus|répond|absag|ablehn|antwort|rifiut|rispond|recus|respond)\p{L}*\s+(?:\p{L}+\s+){0,4}?(?:invit|einladung|convite)/iu;

/** Steps or instructions for someone to follow, named as the text to write. */
const HOW_TO_TEXT =
  /(?<![\p{L}])(?:steps|instructions|walkthrough|passaggi|istruzioni|pasos|instrucciones|[ée]tapes|schritte|anleitung|passos|instru[cç][õo]es)(?![\p{L}])/iu;

/**
 * "A reply to a recruiter who messaged me on LinkedIn": an answer to someone's private message
 * is a message in the user's voice, whatever platform carried it, not a post for followers.
 */
const PRIVATE_REPLY =
  /(?<![\p{L}])(?:(?:messaged|dm[’']?e?d|wrote to|reached out to|contacted|pinged) me|(?:reply|respond|answer)(?:ing)? (?:to )?(?:a |an |the |this |his |her |their )?(?:recruiter|headhunter|dm|inmail|private message|message)|recruiter[’']?s? (?:message|dm|inmail)|inmail|(?:responder|contestar) (?:a |al )?(?:un |el |este )?(?:mensaje|reclutador)|r[ée]pond\p{L}* (?:au |à un |à ce )?(?:message|recruteur)|(?:antwort\p{L}*|antworten) (?:auf )?(?:die |eine |diese )?(?:nachricht|anfrage)|recruiter-?nachricht|rispond\p{L}* (?:al |a un |a questo )?(?:messaggio|recruiter|selezionatore)|respond\p{L}* (?:à |a )?(?:uma |essa |esta )?(?:mensagem|recrutador))(?![\p{L}])/iu;

const matches = (f: WriteForm) => (text: string) => FORM_WORDS[f].test(text);

/** A flyer, a poster or a sign: its "short text" is what goes on it, not a text message. */
export const NOTICE =
  /(?<![\p{L}])(?:flyers?|fliers?|posters?|signs?|leaflets?|carteles|cartel|volantes?|folletos?|affiches?|tracts?|plakate?|aushang|handzettel|volantin[oi]|locandin[ae]|cartaz(?:es)?|panfletos?|folhetos?)(?![\p{L}])/iu;

/** A post named as a post, not only by its platform ("LinkedIn post", "Instagram caption"). */
const POST_NOUN =
  /(?<![\p{L}])(?:posts?|posting|captions?|tweets?|thread|publicaci[oó]n|publications?|beitrag|postagem|legenda)(?![\p{L}])/iu;

/**
 * A reply to someone's private message is a message; but "a LinkedIn post thanking everyone who
 * messaged me" names its post before the people who wrote, and stays a post.
 */
function privateReply(request: string, found: WriteForm | null): boolean {
  if (found !== 'post') return false;
  const reply = PRIVATE_REPLY.exec(request)?.index;
  if (reply === undefined) return false;
  const post = FORM_WORDS.post.exec(request)?.index ?? Infinity;
  return !(post < reply && POST_NOUN.test(request.slice(post, reply)));
}

/**
 * "An email to the recruiter who found me on LinkedIn", "a message about the Instagram manager
 * job post": the text the user writes is the one named first; a platform named after it is where
 * the reader was met or what the text is about, not a post to write for followers.
 */
function sentEarlier(request: string, found: WriteForm | null): WriteForm | null {
  if (found !== 'post') return null;
  const post = FORM_WORDS.post.exec(request)?.index ?? Infinity;
  const sent = (['email', 'message'] as const)
    .map((f) => [f, FORM_WORDS[f].exec(request)?.index ?? Infinity] as const)
    .filter(([, at]) => at < post)
    .sort((a, b) => a[1] - b[1])[0];
  return sent?.[0] ?? null;
}

/**
 * Alt text for an image: "alt text for this", "texto alternativo", "Alternativtext". Its "text
 * for" is no text message; it describes an image for someone who cannot see it.
 */
export const ALT_TEXT =
  /(?<![\p{L}])(?:alt[- ]?texts?|image descriptions?|texto alternativo|texte alternatif|alternativtext\p{L}*|testo alternativo)(?![\p{L}])/iu;

export function writeForm(request: string): WriteForm | null {
  if (ALT_TEXT.test(request)) return null;
  const named = ORDER.find((f) => (f === 'letter' ? isFormalLetter : matches(f))(request)) ?? null;
  const notice = NOTICE.exec(request);
  const found =
    named === 'message' && notice && notice.index < (FORM_WORDS.message.exec(request)?.index ?? -1)
      ? null
      : named;
  const form = privateReply(request, found) ? 'message' : (sentEarlier(request, found) ?? found);
  // "Steps for my mum to send a photo on WhatsApp", "instructions pour envoyer un e-mail": the
  // text is a how-to; the form named after it is its topic, not the text to write.
  const howTo = HOW_TO_TEXT.exec(request);
  if (form && howTo && howTo.index < (FORM_WORDS[form].exec(request)?.index ?? Infinity)) return null;
  if (form !== 'invitation') return form;
  // "a message declining an invitation" is a message; "an invitation email" is an invitation:
  // the text type is the one named first, and an invitation being answered is not ours to write.
  const at = (f: WriteForm) => FORM_WORDS[f].exec(request)?.index ?? Infinity;
  const earlier = (['email', 'message'] as const).find((f) => at(f) < at('invitation'));
  if (earlier) return earlier;
  return ANSWERED_INVITATION.test(request)
    ? (ORDER.slice(ORDER.indexOf('invitation') + 1).find((f) => FORM_WORDS[f].test(request)) ?? null)
    : form;
}

const EN: Readonly<Record<BaseForm, FormText>> = {
  invitation: {
    role: 'You are an experienced host who writes warm, clear invitations.',
    guidance: [
      'Say what, when, where and who is hosting in the first lines, give a reason to come, and end with how and by when to reply.',
    ],
  },
  article: {
    role: 'You are an experienced writer of articles and blog posts.',
    guidance: ['Open with a hook, use clear subheadings, and end with a takeaway.'],
  },
  email: {
    role: 'You are an expert at writing clear, effective emails.',
    guidance: ['Open with the point, keep it easy to scan, and end with a clear next step.'],
  },
  message: {
    role: 'You write short, natural messages that sound like the sender.',
    guidance: [
      'Write it as a message in my voice: a few plain sentences, no subject line or formal sign-off.',
    ],
  },
  post: {
    role: 'You are a social media copywriter.',
    guidance: ['Make the first line worth stopping for, and keep the paragraphs short.'],
  },
  story: {
    role: 'You are an accomplished fiction writer.',
    guidance: ['Use concrete sensory detail, and show rather than tell.'],
  },
  poem: {
    role: 'You are a poet with a good ear for rhythm.',
    guidance: ['Use fresh, concrete images and avoid clichés.'],
  },
  'cover-letter': {
    role: 'You are an experienced career coach who writes strong cover letters.',
    guidance: [
      'Link my experience to what the job needs, with one or two concrete examples.',
      'Sound confident and specific, never generic.',
    ],
  },
  speech: {
    role: 'You are a speechwriter.',
    guidance: ['Write for the ear: short sentences, a personal touch, and a memorable last line.'],
  },
  description: {
    role: 'You are a conversion copywriter.',
    guidance: ['Lead with what the buyer gains, then give the key details.'],
  },
};

// Spanish, addressing the assistant as tú, like es.ts.
const ES: Readonly<Record<BaseForm, FormText>> = {
  invitation: {
    role: 'Eres un anfitrión experimentado que escribe invitaciones cálidas y claras.',
    guidance: [
      'Di en las primeras líneas qué se celebra, cuándo, dónde y quién invita, da un motivo para venir y termina con cómo y hasta cuándo confirmar.',
    ],
  },
  article: {
    role: 'Eres un redactor experto en artículos y blogs.',
    guidance: ['Empieza con un gancho, usa subtítulos claros y termina con una conclusión práctica.'],
  },
  email: {
    role: 'Eres experto en redactar correos electrónicos claros y eficaces.',
    guidance: ['Ve al grano, haz que se lea de un vistazo y termina con un siguiente paso claro.'],
  },
  message: {
    role: 'Escribes mensajes breves y naturales que suenan como quien los envía.',
    guidance: [
      'Escríbelo como un mensaje con mi voz: unas pocas frases sencillas, sin asunto ni despedida formal.',
    ],
  },
  post: {
    role: 'Eres redactor de contenidos para redes sociales.',
    guidance: ['Haz que la primera línea invite a detenerse y mantén los párrafos breves.'],
  },
  story: {
    role: 'Eres un escritor de ficción consumado.',
    guidance: ['Usa detalles sensoriales concretos y muestra en lugar de contar.'],
  },
  poem: {
    role: 'Eres un poeta con buen oído para el ritmo.',
    guidance: ['Usa imágenes frescas y concretas, y evita los tópicos.'],
  },
  'cover-letter': {
    role: 'Eres un orientador laboral con experiencia que escribe cartas de presentación convincentes.',
    guidance: [
      'Relaciona mi experiencia con lo que pide el puesto, con uno o dos ejemplos concretos.',
      'Usa un tono seguro y concreto, nunca genérico.',
    ],
  },
  speech: {
    role: 'Eres redactor de discursos.',
    guidance: ['Escribe para ser escuchado: frases cortas, un toque personal y un cierre memorable.'],
  },
  description: {
    role: 'Eres un redactor publicitario especializado en conversión.',
    guidance: ['Empieza por lo que gana el comprador y después da los detalles clave.'],
  },
};

// French, addressing the assistant as vous; non-breaking spaces before : ; ? ! as in fr.ts.
const FR: Readonly<Record<BaseForm, FormText>> = {
  invitation: {
    role: 'Vous êtes un organisateur expérimenté qui rédige des invitations chaleureuses et claires.',
    guidance: [
      'Indiquez dès les premières lignes l’occasion, la date, le lieu et qui invite, donnez envie de venir et terminez par comment et avant quand répondre.',
    ],
  },
  article: {
    role: 'Vous êtes un rédacteur expérimenté d’articles et de billets de blog.',
    guidance: [
      'Commencez par une accroche, utilisez des intertitres clairs et terminez par un message à retenir.',
    ],
  },
  email: {
    role: 'Vous êtes expert en rédaction d’e-mails clairs et efficaces.',
    guidance: [
      'Allez droit au but, rendez le message facile à parcourir et terminez par une prochaine étape claire.',
    ],
  },
  message: {
    role: 'Vous êtes un rédacteur de messages courts et naturels, fidèles à la voix de l’expéditeur.',
    guidance: [
      'Rédigez-le comme un message avec ma voix : quelques phrases simples, sans objet ni formule de politesse.',
    ],
  },
  post: {
    role: 'Vous êtes rédacteur pour les réseaux sociaux.',
    guidance: [
      'Soignez la première ligne pour qu’elle arrête le défilement, et gardez des paragraphes courts.',
    ],
  },
  story: {
    role: 'Vous êtes un auteur de fiction accompli.',
    guidance: ['Misez sur des détails sensoriels concrets, et montrez plutôt que de raconter.'],
  },
  poem: {
    role: 'Vous êtes un poète à l’oreille sûre pour le rythme.',
    guidance: ['Utilisez des images neuves et concrètes, et évitez les clichés.'],
  },
  'cover-letter': {
    role: 'Vous êtes un coach en carrière expérimenté qui rédige des lettres de motivation percutantes.',
    guidance: [
      'Reliez mon expérience aux besoins du poste, avec un ou deux exemples concrets.',
      'Adoptez un ton assuré et précis, jamais passe-partout.',
    ],
  },
  speech: {
    role: 'Vous êtes rédacteur de discours.',
    guidance: [
      'Écrivez pour l’oreille : des phrases courtes, une touche personnelle et une dernière phrase mémorable.',
    ],
  },
  description: {
    role: 'Vous êtes un rédacteur publicitaire spécialisé dans la conversion.',
    guidance: ['Commencez par ce que l’acheteur y gagne, puis donnez les détails essentiels.'],
  },
};

// French for users who write "tu" to the assistant (the 'fr-tu' pseudo-code, see frenchAddress);
// same lines as FR in the second person singular.
const FR_TU: Readonly<Record<BaseForm, FormText>> = {
  invitation: {
    role: 'Tu es un organisateur expérimenté qui rédige des invitations chaleureuses et claires.',
    guidance: [
      'Indique dès les premières lignes l’occasion, la date, le lieu et qui invite, donne envie de venir et termine par comment et avant quand répondre.',
    ],
  },
  article: {
    role: 'Tu es un rédacteur expérimenté d’articles et de billets de blog.',
    guidance: [
      'Commence par une accroche, utilise des intertitres clairs et termine par un message à retenir.',
    ],
  },
  email: {
    role: 'Tu es expert en rédaction d’e-mails clairs et efficaces.',
    guidance: [
      'Va droit au but, rends le message facile à parcourir et termine par une prochaine étape claire.',
    ],
  },
  message: {
    role: 'Tu es un rédacteur de messages courts et naturels, fidèles à la voix de l’expéditeur.',
    guidance: [
      'Rédige-le comme un message avec ma voix : quelques phrases simples, sans objet ni formule de politesse.',
    ],
  },
  post: {
    role: 'Tu es rédacteur pour les réseaux sociaux.',
    guidance: [
      'Soigne la première ligne pour qu’elle arrête le défilement, et garde des paragraphes courts.',
    ],
  },
  story: {
    role: 'Tu es un auteur de fiction accompli.',
    guidance: ['Mise sur des détails sensoriels concrets, et montre plutôt que de raconter.'],
  },
  poem: {
    role: 'Tu es un poète à l’oreille sûre pour le rythme.',
    guidance: ['Utilise des images neuves et concrètes, et évite les clichés.'],
  },
  'cover-letter': {
    role: 'Tu es un coach en carrière expérimenté qui rédige des lettres de motivation percutantes.',
    guidance: [
      'Relie mon expérience aux besoins du poste, avec un ou deux exemples concrets.',
      'Adopte un ton assuré et précis, jamais passe-partout.',
    ],
  },
  speech: {
    role: 'Tu es rédacteur de discours.',
    guidance: [
      'Écris pour l’oreille : des phrases courtes, une touche personnelle et une dernière phrase mémorable.',
    ],
  },
  description: {
    role: 'Tu es un rédacteur publicitaire spécialisé dans la conversion.',
    guidance: ['Commence par ce que l’acheteur y gagne, puis donne les détails essentiels.'],
  },
};

// German, du-imperative for the assistant ("Du bist …", "Verwende …") as in de.ts.
const DE: Readonly<Record<BaseForm, FormText>> = {
  invitation: {
    role: 'Du bist ein erfahrener Gastgeber, der herzliche, klare Einladungen schreibt.',
    guidance: [
      'Nenne in den ersten Zeilen Anlass, Datum, Ort und wer einlädt, mach Lust aufs Kommen und schließe damit, wie und bis wann man zusagt.',
    ],
  },
  article: {
    role: 'Du bist ein erfahrener Autor von Artikeln und Blogbeiträgen.',
    guidance: [
      'Beginne mit einem starken Einstieg, nutze klare Zwischenüberschriften und ende mit einer Kernaussage.',
    ],
  },
  email: {
    role: 'Du bist Experte für klare, wirkungsvolle E-Mails.',
    guidance: [
      'Komm gleich zur Sache, mach die Mail leicht überfliegbar und schließe mit einem klaren nächsten Schritt.',
    ],
  },
  message: {
    role: 'Du schreibst kurze, natürliche Nachrichten, die nach der Person klingen, die sie schickt.',
    guidance: [
      'Schreib es als Nachricht in meinem Ton: ein paar schlichte Sätze, ohne Betreff und ohne förmlichen Gruß.',
    ],
  },
  post: {
    role: 'Du bist Texter für Social Media.',
    guidance: [
      'Formuliere die erste Zeile so, dass man beim Scrollen hängen bleibt, und halte die Absätze kurz.',
    ],
  },
  story: {
    role: 'Du bist ein versierter Autor fiktionaler Geschichten.',
    guidance: ['Arbeite mit konkreten Sinneseindrücken und zeige, statt zu erzählen.'],
  },
  poem: {
    role: 'Du bist ein Dichter mit feinem Gespür für Rhythmus.',
    guidance: ['Verwende frische, konkrete Bilder und vermeide Klischees.'],
  },
  'cover-letter': {
    role: 'Du bist ein erfahrener Karrierecoach, der überzeugende Anschreiben verfasst.',
    guidance: [
      'Verknüpfe meine Erfahrung mit den Anforderungen der Stelle und belege das mit ein bis zwei konkreten Beispielen.',
      'Formuliere selbstbewusst und konkret, nie austauschbar.',
    ],
  },
  speech: {
    role: 'Du bist Redenschreiber.',
    guidance: [
      'Schreibe fürs Zuhören: kurze Sätze, eine persönliche Note und ein Schlusssatz, der im Gedächtnis bleibt.',
    ],
  },
  description: {
    role: 'Du bist ein auf Conversion spezialisierter Werbetexter.',
    guidance: ['Beginne mit dem Nutzen für den Käufer und nenne dann die wichtigsten Details.'],
  },
};

// German for users who write "Sie" to the assistant (the 'de-sie' key, see germanAddress).
const DE_SIE: Readonly<Record<BaseForm, FormText>> = {
  invitation: {
    role: 'Sie sind ein erfahrener Gastgeber, der herzliche, klare Einladungen schreibt.',
    guidance: [
      'Nennen Sie in den ersten Zeilen Anlass, Datum, Ort und wer einlädt, machen Sie Lust aufs Kommen und schließen Sie damit, wie und bis wann man zusagt.',
    ],
  },
  article: {
    role: 'Sie sind ein erfahrener Autor von Artikeln und Blogbeiträgen.',
    guidance: [
      'Beginnen Sie mit einem starken Einstieg, nutzen Sie klare Zwischenüberschriften und enden Sie mit einer Kernaussage.',
    ],
  },
  email: {
    role: 'Sie sind Experte für klare, wirkungsvolle E-Mails.',
    guidance: [
      'Kommen Sie gleich zur Sache, machen Sie die Mail leicht überfliegbar und schließen Sie mit einem klaren nächsten Schritt.',
    ],
  },
  message: {
    role: 'Sie schreiben kurze, natürliche Nachrichten, die nach der Person klingen, die sie schickt.',
    guidance: [
      'Schreiben Sie es als Nachricht in meinem Ton: ein paar schlichte Sätze, ohne Betreff und ohne förmlichen Gruß.',
    ],
  },
  post: {
    role: 'Sie sind Texter für Social Media.',
    guidance: [
      'Formulieren Sie die erste Zeile so, dass man beim Scrollen hängen bleibt, und halten Sie die Absätze kurz.',
    ],
  },
  story: {
    role: 'Sie sind ein versierter Autor fiktionaler Geschichten.',
    guidance: ['Arbeiten Sie mit konkreten Sinneseindrücken und zeigen Sie, statt zu erzählen.'],
  },
  poem: {
    role: 'Sie sind ein Dichter mit feinem Gespür für Rhythmus.',
    guidance: ['Verwenden Sie frische, konkrete Bilder und vermeiden Sie Klischees.'],
  },
  'cover-letter': {
    role: 'Sie sind ein erfahrener Karrierecoach, der überzeugende Anschreiben verfasst.',
    guidance: [
      'Verknüpfen Sie meine Erfahrung mit den Anforderungen der Stelle und belegen Sie das mit ein bis zwei konkreten Beispielen.',
      'Formulieren Sie selbstbewusst und konkret, nie austauschbar.',
    ],
  },
  speech: {
    role: 'Sie sind Redenschreiber.',
    guidance: [
      'Schreiben Sie fürs Zuhören: kurze Sätze, eine persönliche Note und ein Schlusssatz, der im Gedächtnis bleibt.',
    ],
  },
  description: {
    role: 'Sie sind ein auf Conversion spezialisierter Werbetexter.',
    guidance: ['Beginnen Sie mit dem Nutzen für den Käufer und nennen Sie dann die wichtigsten Details.'],
  },
};

// Italian, addressing the assistant as tu, like it.ts.
const IT: Readonly<Record<BaseForm, FormText>> = {
  invitation: {
    role: 'Sei un organizzatore esperto che scrive inviti calorosi e chiari.',
    guidance: [
      'Indica nelle prime righe l’occasione, la data, il luogo e chi invita, fai venire voglia di esserci e chiudi con come e entro quando rispondere.',
    ],
  },
  article: {
    role: 'Sei un autore esperto di articoli e post per blog.',
    guidance: ['Apri con un gancio, usa sottotitoli chiari e chiudi con un messaggio chiave.'],
  },
  email: {
    role: 'Sei esperto nello scrivere email chiare ed efficaci.',
    guidance: [
      'Vai subito al punto, rendi il testo facile da scorrere e chiudi con un passo successivo chiaro.',
    ],
  },
  message: {
    role: 'Scrivi messaggi brevi e naturali che suonano come chi li manda.',
    guidance: [
      'Scrivilo come un messaggio con la mia voce: poche frasi semplici, senza oggetto né saluti formali.',
    ],
  },
  post: {
    role: 'Sei un copywriter per i social media.',
    guidance: ['Fai in modo che la prima riga catturi l’attenzione e mantieni i paragrafi brevi.'],
  },
  story: {
    role: 'Sei uno scrittore di narrativa affermato.',
    guidance: ['Usa dettagli sensoriali concreti e mostra invece di raccontare.'],
  },
  poem: {
    role: 'Sei un poeta con un buon orecchio per il ritmo.',
    guidance: ['Usa immagini nuove e concrete ed evita i luoghi comuni.'],
  },
  'cover-letter': {
    role: 'Sei un career coach esperto che scrive lettere di presentazione efficaci.',
    guidance: [
      'Collega la mia esperienza a ciò che richiede la posizione, con uno o due esempi concreti.',
      'Usa un tono sicuro e specifico, mai generico.',
    ],
  },
  speech: {
    role: 'Sei uno scrittore di discorsi.',
    guidance: ['Scrivi per chi ascolta: frasi brevi, un tocco personale e una frase finale memorabile.'],
  },
  description: {
    role: 'Sei un copywriter specializzato in conversioni.',
    guidance: ['Parti da ciò che ci guadagna l’acquirente, poi fornisci i dettagli principali.'],
  },
};

// Brazilian Portuguese, addressing the assistant as você, like pt.ts.
const PT: Readonly<Record<BaseForm, FormText>> = {
  invitation: {
    role: 'Você é um anfitrião experiente que escreve convites calorosos e claros.',
    guidance: [
      'Diga nas primeiras linhas a ocasião, a data, o local e quem convida, dê vontade de ir e termine com como e até quando confirmar presença.',
    ],
  },
  article: {
    role: 'Você é um redator experiente de artigos e posts de blog.',
    guidance: ['Comece com um gancho, use subtítulos claros e termine com uma mensagem principal.'],
  },
  email: {
    role: 'Você é especialista em escrever e-mails claros e eficazes.',
    guidance: ['Vá direto ao ponto, facilite a leitura rápida e termine com um próximo passo claro.'],
  },
  message: {
    role: 'Você escreve mensagens curtas e naturais, que soam como quem as envia.',
    guidance: [
      'Escreva como uma mensagem com a minha voz: poucas frases simples, sem assunto nem despedida formal.',
    ],
  },
  post: {
    role: 'Você é redator de redes sociais.',
    guidance: ['Faça a primeira linha prender a atenção e mantenha os parágrafos curtos.'],
  },
  story: {
    role: 'Você é um escritor de ficção talentoso.',
    guidance: ['Use detalhes sensoriais concretos e mostre em vez de contar.'],
  },
  poem: {
    role: 'Você é um poeta com bom ouvido para o ritmo.',
    guidance: ['Use imagens originais e concretas e evite clichês.'],
  },
  'cover-letter': {
    role: 'Você é um coach de carreira experiente que escreve cartas de apresentação convincentes.',
    guidance: [
      'Relacione a minha experiência ao que a vaga exige, com um ou dois exemplos concretos.',
      'Transmita confiança e seja específico, nunca genérico.',
    ],
  },
  speech: {
    role: 'Você é redator de discursos.',
    guidance: ['Escreva para ser ouvido: frases curtas, um toque pessoal e uma frase final marcante.'],
  },
  description: {
    role: 'Você é um redator publicitário focado em conversão.',
    guidance: ['Comece pelo que o comprador ganha e depois apresente os detalhes principais.'],
  },
};

/** A language's fixed texts plus the letter (its plainest lines) and the spoken script. */
function withLetters(key: string, base: Readonly<Record<BaseForm, FormText>>): Record<WriteForm, FormText> {
  return { ...base, letter: letterText(key, key.slice(0, 2), '')!, script: SCRIPT_TEXTS[key]! };
}

export const FORM_TEXTS: Readonly<Record<string, Readonly<Record<WriteForm, FormText>>>> = {
  en: withLetters('en', EN),
  es: withLetters('es', ES),
  fr: withLetters('fr', FR),
  'fr-tu': withLetters('fr-tu', FR_TU),
  de: withLetters('de', DE),
  'de-sie': withLetters('de-sie', DE_SIE),
  it: withLetters('it', IT),
  pt: withLetters('pt', PT),
};
