/**
 * The lines for the short forms of short-form-words.ts, per language and register ('fr-tu',
 * 'de-sie'). Each sentence reads on its own and quotes no user words: the options line, the
 * length that fits the form or the platform, and the pick. A user's own count or length wins
 * (see plan/short-form.ts), so every bound comes in an "each" and a "just one" wording.
 */
import type { ShortForm } from './short-form-words';

type Bounded = Exclude<ShortForm, 'bio' | 'tweet' | 'thread' | 'sms' | 'hashtags'>;

export interface ShortFormLines {
  roles: { copy: string; bio: string; card: string };
  /** Our count, when the user left it open; versions for a bio or a card, options otherwise. */
  many: (n: number, versions: boolean) => string;
  /** The user gave the count: only the different approaches. */
  distinct: string;
  pick: string;
  bounds: Readonly<Record<Bounded, { each: string; one: string }>>;
  bio: (limit: number, platform: string, each: boolean) => string;
  tweet: string;
  thread: string;
  sms: string;
  hashtags: string;
}

const EN: ShortFormLines = {
  roles: {
    copy: 'You are a copywriter who writes short, memorable lines.',
    bio: 'You write short profile bios that sound like the person.',
    card: 'You write warm, personal messages for cards.',
  },
  many: (n, v) => `Give ${n} ${v ? 'versions' : 'options'}, each taking a different approach.`,
  distinct: 'Make each one take a different approach.',
  pick: 'Then say which one you would pick, and why, in one line.',
  bounds: {
    tagline: {
      each: 'Keep each under 8 words, easy to say and remember.',
      one: 'Keep it under 8 words, easy to say and remember.',
    },
    headline: {
      each: 'Keep each one short and concrete, so the topic is clear at a glance.',
      one: 'Keep it short and concrete, so the topic is clear at a glance.',
    },
    'subject-line': {
      each: 'Keep each under 50 characters, so it is not cut off in the inbox.',
      one: 'Keep it under 50 characters, so it is not cut off in the inbox.',
    },
    caption: { each: 'Keep each to one or two lines.', one: 'Keep it to one or two lines.' },
    hook: {
      each: 'Keep each to one short sentence that works in the first few seconds.',
      one: 'Keep it to one short sentence that works in the first few seconds.',
    },
    card: {
      each: 'Keep each to two or three sentences that fit inside a card.',
      one: 'Keep it to two or three sentences that fit inside a card.',
    },
  },
  bio: (n, p, each) => `Keep ${each ? 'each' : 'it'} under ${n} characters, the ${p} limit.`,
  tweet: 'Keep it under 280 characters, links and hashtags included.',
  thread: 'Keep each tweet under 280 characters, and make the first one work on its own.',
  sms: 'Keep it under 160 characters, so it arrives as a single text.',
  hashtags: 'Mix a few broad hashtags with more specific ones that fit my subject.',
};

const ES: ShortFormLines = {
  roles: {
    copy: 'Eres un redactor publicitario que escribe frases breves y memorables.',
    bio: 'Escribes biografías de perfil breves que suenan como la persona.',
    card: 'Escribes mensajes cálidos y personales para tarjetas.',
  },
  many: (n, v) => `Dame ${n} ${v ? 'versiones' : 'opciones'}, cada una con un enfoque distinto.`,
  distinct: 'Haz que cada una tenga un enfoque distinto.',
  pick: 'Después di cuál elegirías y por qué, en una línea.',
  bounds: {
    tagline: {
      each: 'Cada opción debe tener menos de 8 palabras y ser fácil de decir y recordar.',
      one: 'El texto debe tener menos de 8 palabras y ser fácil de decir y recordar.',
    },
    headline: {
      each: 'Cada opción debe ser breve y concreta, para que el tema se entienda de un vistazo.',
      one: 'El texto debe ser breve y concreto, para que el tema se entienda de un vistazo.',
    },
    'subject-line': {
      each: 'Cada opción debe tener menos de 50 caracteres, para que no se corte en la bandeja de entrada.',
      one: 'El texto debe tener menos de 50 caracteres, para que no se corte en la bandeja de entrada.',
    },
    caption: {
      each: 'Cada opción debe ocupar una o dos líneas.',
      one: 'El texto debe ocupar una o dos líneas.',
    },
    hook: {
      each: 'Cada opción debe ser una frase corta que funcione en los primeros segundos.',
      one: 'El texto debe ser una frase corta que funcione en los primeros segundos.',
    },
    card: {
      each: 'Cada versión debe tener dos o tres frases que quepan en una tarjeta.',
      one: 'El mensaje debe tener dos o tres frases que quepan en una tarjeta.',
    },
  },
  bio: (n, p, each) =>
    `${each ? 'Cada versión debe' : 'El texto debe'} tener menos de ${n} caracteres, el límite de ${p}.`,
  tweet: 'El texto debe tener menos de 280 caracteres, enlaces y hashtags incluidos.',
  thread: 'Cada tuit debe tener menos de 280 caracteres, y el primero debe funcionar por sí solo.',
  sms: 'El texto debe tener menos de 160 caracteres, para que llegue en un solo SMS.',
  hashtags: 'Combina algunos hashtags generales con otros más específicos de mi tema.',
};

const FR: ShortFormLines = {
  roles: {
    copy: 'Vous êtes un concepteur-rédacteur qui écrit des phrases courtes et mémorables.',
    bio: 'Vous écrivez des bios de profil courtes qui ressemblent à la personne.',
    card: 'Vous écrivez des messages chaleureux et personnels pour des cartes.',
  },
  many: (n, v) => `Proposez ${n} ${v ? 'versions' : 'options'}, chacune avec un angle différent.`,
  distinct: 'Donnez à chacune un angle différent.',
  pick: 'Dites ensuite laquelle vous choisiriez et pourquoi, en une ligne.',
  bounds: {
    tagline: {
      each: 'Chaque proposition doit tenir en moins de 8 mots et être facile à dire et à retenir.',
      one: 'Le texte doit tenir en moins de 8 mots et être facile à dire et à retenir.',
    },
    headline: {
      each: 'Chaque proposition doit être courte et concrète, pour que le sujet se comprenne d’un coup d’œil.',
      one: 'Le texte doit être court et concret, pour que le sujet se comprenne d’un coup d’œil.',
    },
    'subject-line': {
      each: 'Chaque proposition doit tenir en moins de 50 caractères, pour ne pas être coupée dans la boîte de réception.',
      one: 'Le texte doit tenir en moins de 50 caractères, pour ne pas être coupé dans la boîte de réception.',
    },
    caption: {
      each: 'Chaque proposition doit tenir en une ou deux lignes.',
      one: 'Le texte doit tenir en une ou deux lignes.',
    },
    hook: {
      each: 'Chaque proposition doit être une phrase courte qui accroche dès les premières secondes.',
      one: 'Le texte doit être une phrase courte qui accroche dès les premières secondes.',
    },
    card: {
      each: 'Chaque version doit tenir en deux ou trois phrases, de quoi remplir une carte.',
      one: 'Le message doit tenir en deux ou trois phrases, de quoi remplir une carte.',
    },
  },
  bio: (n, p, each) =>
    `${each ? 'Chaque version doit' : 'Le texte doit'} tenir en moins de ${n} caractères, la limite de ${p}.`,
  tweet: 'Le texte doit tenir en moins de 280 caractères, liens et hashtags compris.',
  thread: 'Chaque tweet doit tenir en moins de 280 caractères, et le premier doit se suffire à lui-même.',
  sms: 'Le texte doit tenir en moins de 160 caractères, pour partir en un seul SMS.',
  hashtags: 'Mélangez quelques hashtags généraux et d’autres plus précis, propres à mon sujet.',
};

const FR_TU: ShortFormLines = {
  ...FR,
  roles: {
    copy: 'Tu es un concepteur-rédacteur qui écrit des phrases courtes et mémorables.',
    bio: 'Tu écris des bios de profil courtes qui ressemblent à la personne.',
    card: 'Tu écris des messages chaleureux et personnels pour des cartes.',
  },
  many: (n, v) => `Propose ${n} ${v ? 'versions' : 'options'}, chacune avec un angle différent.`,
  distinct: 'Donne à chacune un angle différent.',
  pick: 'Dis ensuite laquelle tu choisirais et pourquoi, en une ligne.',
  hashtags: 'Mélange quelques hashtags généraux et d’autres plus précis, propres à mon sujet.',
};

const DE: ShortFormLines = {
  roles: {
    copy: 'Du bist Werbetexter und schreibst kurze, einprägsame Zeilen.',
    bio: 'Du schreibst kurze Profiltexte, die nach der Person klingen.',
    card: 'Du schreibst herzliche, persönliche Texte für Karten.',
  },
  many: (n, v) => `Gib mir ${n} ${v ? 'Versionen' : 'Vorschläge'}, jeweils mit einem anderen Ansatz.`,
  distinct: 'Gib jedem Vorschlag einen anderen Ansatz.',
  pick: 'Sag dann in einer Zeile, welchen du nehmen würdest und warum.',
  bounds: {
    tagline: {
      each: 'Jeder Vorschlag sollte unter 8 Wörtern bleiben und leicht zu sagen und zu merken sein.',
      one: 'Der Text sollte unter 8 Wörtern bleiben und leicht zu sagen und zu merken sein.',
    },
    headline: {
      each: 'Jeder Vorschlag sollte kurz und konkret sein, damit das Thema auf einen Blick klar ist.',
      one: 'Der Text sollte kurz und konkret sein, damit das Thema auf einen Blick klar ist.',
    },
    'subject-line': {
      each: 'Jeder Vorschlag sollte unter 50 Zeichen bleiben, damit im Posteingang nichts abgeschnitten wird.',
      one: 'Der Text sollte unter 50 Zeichen bleiben, damit im Posteingang nichts abgeschnitten wird.',
    },
    caption: {
      each: 'Jeder Vorschlag sollte ein bis zwei Zeilen lang sein.',
      one: 'Der Text sollte ein bis zwei Zeilen lang sein.',
    },
    hook: {
      each: 'Jeder Vorschlag sollte ein kurzer Satz sein, der in den ersten Sekunden wirkt.',
      one: 'Der Text sollte ein kurzer Satz sein, der in den ersten Sekunden wirkt.',
    },
    card: {
      each: 'Jede Version sollte zwei bis drei Sätze lang sein und in eine Karte passen.',
      one: 'Der Text sollte zwei bis drei Sätze lang sein und in eine Karte passen.',
    },
  },
  bio: (n, p, each) =>
    `${each ? 'Jede Version sollte' : 'Der Text sollte'} unter ${n} Zeichen bleiben, dem Limit von ${p}.`,
  tweet: 'Der Text sollte unter 280 Zeichen bleiben, Links und Hashtags eingeschlossen.',
  thread: 'Jeder Tweet sollte unter 280 Zeichen bleiben, und der erste sollte für sich allein funktionieren.',
  sms: 'Der Text sollte unter 160 Zeichen bleiben, damit er als eine einzige SMS ankommt.',
  hashtags: 'Mische ein paar allgemeine Hashtags mit spezifischeren, die zu meinem Thema passen.',
};

const DE_SIE: ShortFormLines = {
  ...DE,
  roles: {
    copy: 'Sie sind Werbetexter und schreiben kurze, einprägsame Zeilen.',
    bio: 'Sie schreiben kurze Profiltexte, die nach der Person klingen.',
    card: 'Sie schreiben herzliche, persönliche Texte für Karten.',
  },
  many: (n, v) => `Geben Sie mir ${n} ${v ? 'Versionen' : 'Vorschläge'}, jeweils mit einem anderen Ansatz.`,
  distinct: 'Geben Sie jedem Vorschlag einen anderen Ansatz.',
  pick: 'Sagen Sie dann in einer Zeile, welchen Sie nehmen würden und warum.',
  hashtags: 'Mischen Sie ein paar allgemeine Hashtags mit spezifischeren, die zu meinem Thema passen.',
};

const IT: ShortFormLines = {
  roles: {
    copy: 'Sei un copywriter che scrive frasi brevi e memorabili.',
    bio: 'Scrivi bio di profilo brevi che suonano come la persona.',
    card: 'Scrivi messaggi caldi e personali per biglietti.',
  },
  many: (n, v) => `Dammi ${n} ${v ? 'versioni' : 'proposte'}, ognuna con un approccio diverso.`,
  distinct: 'Dai a ciascuna un approccio diverso.',
  pick: 'Poi di’ quale sceglieresti e perché, in una riga.',
  bounds: {
    tagline: {
      each: 'Ogni proposta deve restare sotto le 8 parole ed essere facile da dire e da ricordare.',
      one: 'Il testo deve restare sotto le 8 parole ed essere facile da dire e da ricordare.',
    },
    headline: {
      each: 'Ogni proposta deve essere breve e concreta, così l’argomento si capisce a colpo d’occhio.',
      one: 'Il testo deve essere breve e concreto, così l’argomento si capisce a colpo d’occhio.',
    },
    'subject-line': {
      each: 'Ogni proposta deve restare sotto i 50 caratteri, così non viene tagliata nella casella di posta.',
      one: 'Il testo deve restare sotto i 50 caratteri, così non viene tagliato nella casella di posta.',
    },
    caption: {
      each: 'Ogni proposta deve stare in una o due righe.',
      one: 'Il testo deve stare in una o due righe.',
    },
    hook: {
      each: 'Ogni proposta deve essere una frase breve che funzioni nei primi secondi.',
      one: 'Il testo deve essere una frase breve che funzioni nei primi secondi.',
    },
    card: {
      each: 'Ogni versione deve stare in due o tre frasi, quante ne entrano in un biglietto.',
      one: 'Il messaggio deve stare in due o tre frasi, quante ne entrano in un biglietto.',
    },
  },
  bio: (n, p, each) =>
    `${each ? 'Ogni versione deve' : 'Il testo deve'} restare sotto i ${n} caratteri, il limite di ${p}.`,
  tweet: 'Il testo deve restare sotto i 280 caratteri, link e hashtag compresi.',
  thread: 'Ogni tweet deve restare sotto i 280 caratteri, e il primo deve funzionare da solo.',
  sms: 'Il testo deve restare sotto i 160 caratteri, così arriva come un solo SMS.',
  hashtags: 'Mescola qualche hashtag generico con altri più specifici per il mio tema.',
};

const PT: ShortFormLines = {
  roles: {
    copy: 'Você é um redator publicitário que escreve frases curtas e memoráveis.',
    bio: 'Você escreve bios de perfil curtas que soam como a pessoa.',
    card: 'Você escreve mensagens calorosas e pessoais para cartões.',
  },
  many: (n, v) => `Dê ${n} ${v ? 'versões' : 'opções'}, cada uma com uma abordagem diferente.`,
  distinct: 'Dê a cada uma uma abordagem diferente.',
  pick: 'Depois diga qual você escolheria e por quê, em uma linha.',
  bounds: {
    tagline: {
      each: 'Cada opção deve ter menos de 8 palavras e ser fácil de dizer e de lembrar.',
      one: 'O texto deve ter menos de 8 palavras e ser fácil de dizer e de lembrar.',
    },
    headline: {
      each: 'Cada opção deve ser curta e concreta, para que o tema fique claro num relance.',
      one: 'O texto deve ser curto e concreto, para que o tema fique claro num relance.',
    },
    'subject-line': {
      each: 'Cada opção deve ter menos de 50 caracteres, para não ser cortada na caixa de entrada.',
      one: 'O texto deve ter menos de 50 caracteres, para não ser cortado na caixa de entrada.',
    },
    caption: { each: 'Cada opção deve ter uma ou duas linhas.', one: 'O texto deve ter uma ou duas linhas.' },
    hook: {
      each: 'Cada opção deve ser uma frase curta que funcione nos primeiros segundos.',
      one: 'O texto deve ser uma frase curta que funcione nos primeiros segundos.',
    },
    card: {
      each: 'Cada versão deve ter duas ou três frases que caibam num cartão.',
      one: 'A mensagem deve ter duas ou três frases que caibam num cartão.',
    },
  },
  bio: (n, p, each) =>
    `${each ? 'Cada versão deve' : 'O texto deve'} ter menos de ${n} caracteres, o limite do ${p}.`,
  tweet: 'O texto deve ter menos de 280 caracteres, links e hashtags incluídos.',
  thread: 'Cada tweet deve ter menos de 280 caracteres, e o primeiro deve funcionar sozinho.',
  sms: 'O texto deve ter menos de 160 caracteres, para chegar como um único SMS.',
  hashtags: 'Misture algumas hashtags gerais com outras mais específicas do meu tema.',
};

export const SHORT_FORM_LINES: Readonly<Record<string, ShortFormLines>> = {
  en: EN,
  es: ES,
  fr: FR,
  'fr-tu': FR_TU,
  de: DE,
  'de-sie': DE_SIE,
  it: IT,
  pt: PT,
};

/** Every language's pick line, so a line added later can go before it. */
export const PICK_LINES: ReadonlySet<string> = new Set(Object.values(SHORT_FORM_LINES).map((t) => t.pick));
