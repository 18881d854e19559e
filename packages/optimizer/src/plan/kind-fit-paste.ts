import type { ShapeText } from './kind-fit-texts';

/**
 * "What does it mean in normal words?" over a pasted letter, clause or notice: the reader is the
 * user, who needs what the text says for them, not a lesson with an analogy. Per scaffold key,
 * in each register its scaffold speaks (French "tu" and "vous", German "du" and "Sie").
 */
export const PASTE_MEANING: Readonly<Record<string, ShapeText>> = {
  en: {
    role: 'You explain official letters and documents in plain, everyday language.',
    guidance: [
      'Say in plain words what the text says and what it means for the reader.',
      'Say what happens next and what the reader may need to do, with any dates, amounts and deadlines it gives.',
      'Explain each technical or legal term it uses, and add nothing the text does not say.',
    ],
    format: 'A short plain summary, then what happens next, then the terms explained.',
  },
  'fr-tu': {
    role: 'Tu expliques les courriers officiels et les documents dans une langue simple, de tous les jours.',
    guidance: [
      'Dis avec des mots simples ce que dit le texte et ce qu’il signifie pour le lecteur.',
      'Dis ce qui va se passer ensuite et ce que le lecteur doit peut-être faire, avec les dates, montants et délais indiqués.',
      'Explique chaque terme technique ou juridique employé, sans rien ajouter que le texte ne dise pas.',
    ],
    format: 'Un court résumé simple, puis la suite, puis les termes expliqués.',
  },
  fr: {
    role: 'Vous expliquez les courriers officiels et les documents dans une langue simple, de tous les jours.',
    guidance: [
      'Dites avec des mots simples ce que dit le texte et ce qu’il signifie pour le lecteur.',
      'Dites ce qui va se passer ensuite et ce que le lecteur doit peut-être faire, avec les dates, montants et délais indiqués.',
      'Expliquez chaque terme technique ou juridique employé, sans rien ajouter que le texte ne dise pas.',
    ],
    format: 'Un court résumé simple, puis la suite, puis les termes expliqués.',
  },
  es: {
    role: 'Explicas cartas oficiales y documentos con un lenguaje sencillo y cotidiano.',
    guidance: [
      'Explica con palabras sencillas qué dice el texto y qué significa para quien lo recibe.',
      'Indica qué pasará después y qué puede tener que hacer, con las fechas, importes y plazos que dé.',
      'Explica cada término técnico o jurídico que use, sin añadir nada que el texto no diga.',
    ],
    format: 'Un breve resumen sencillo, luego qué pasará después y luego los términos explicados.',
  },
  de: {
    role: 'Du erklärst amtliche Briefe und Dokumente in einfacher Alltagssprache.',
    guidance: [
      'Sag in einfachen Worten, was im Text steht und was er für den Empfänger bedeutet.',
      'Sag, wie es weitergeht und was der Empfänger tun muss, mit allen Daten, Beträgen und Fristen aus dem Text.',
      'Erkläre jeden Fach- oder Rechtsbegriff und füge nichts hinzu, was nicht im Text steht.',
    ],
    format: 'Eine kurze einfache Zusammenfassung, dann wie es weitergeht, dann die Begriffe erklärt.',
  },
  'de-sie': {
    role: 'Sie erklären amtliche Briefe und Dokumente in einfacher Alltagssprache.',
    guidance: [
      'Sagen Sie in einfachen Worten, was im Text steht und was er für den Empfänger bedeutet.',
      'Sagen Sie, wie es weitergeht und was der Empfänger tun muss, mit allen Daten, Beträgen und Fristen aus dem Text.',
      'Erklären Sie jeden Fach- oder Rechtsbegriff und fügen Sie nichts hinzu, was nicht im Text steht.',
    ],
    format: 'Eine kurze einfache Zusammenfassung, dann wie es weitergeht, dann die Begriffe erklärt.',
  },
  it: {
    role: 'Spieghi lettere ufficiali e documenti con un linguaggio semplice e quotidiano.',
    guidance: [
      'Di’ con parole semplici che cosa dice il testo e che cosa significa per chi lo riceve.',
      'Di’ che cosa succede dopo e che cosa potrebbe dover fare, con le date, gli importi e le scadenze indicati.',
      'Spiega ogni termine tecnico o giuridico usato, senza aggiungere nulla che il testo non dica.',
    ],
    format: 'Un breve riassunto semplice, poi che cosa succede dopo, poi i termini spiegati.',
  },
  pt: {
    role: 'Você explica cartas oficiais e documentos em linguagem simples e do dia a dia.',
    guidance: [
      'Diga com palavras simples o que o texto diz e o que significa para quem o recebe.',
      'Diga o que acontece a seguir e o que pode ter de fazer, com as datas, valores e prazos indicados.',
      'Explique cada termo técnico ou jurídico usado, sem acrescentar nada que o texto não diga.',
    ],
    format: 'Um breve resumo simples, depois o que acontece a seguir e depois os termos explicados.',
  },
};
