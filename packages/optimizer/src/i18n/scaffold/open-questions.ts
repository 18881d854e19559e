import type { QuestionText } from './types';

/**
 * Questions for an already-excellent prompt (plan/open-gaps.ts): what it leaves open that would
 * change the answer. Worded impersonally ("the assistant", "l’assistant") so that no "tu"/"vous"
 * or "du"/"Sie" clashes with the user's register. Each label reads well before its answer in the
 * line the prompt gets ("If information is missing: Say so rather than guess").
 */
export type OpenSlot =
  | 'open-empty'
  | 'open-unsure'
  | 'open-layout'
  | 'open-length'
  | 'open-reader'
  | 'open-done'
  | 'open-examples';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label, multiple choice]. */
type Row = readonly [string, readonly string[], string, boolean?];

const T: Readonly<Record<OpenSlot, Readonly<Record<Lang, Row>>>> = {
  'open-empty': {
    en: [
      'When a value is not in the source, what goes in its place?',
      ['null', 'Leave it empty', 'N/A', '"unknown"'],
      'Missing values',
    ],
    es: [
      'Si un dato no aparece en la fuente, ¿qué se pone en su lugar?',
      ['null', 'Dejarlo vacío', 'N/D', '"desconocido"'],
      'Valores que faltan',
    ],
    fr: [
      'Si une valeur ne figure pas dans la source, que mettre à sa place\u00a0?',
      ['null', 'Laisser vide', 'N/A', '«\u00a0inconnu\u00a0»'],
      'Valeurs manquantes',
    ],
    de: [
      'Was steht an der Stelle eines Werts, der in der Quelle fehlt?',
      ['null', 'Leer lassen', 'k. A.', '„unbekannt“'],
      'Fehlende Werte',
    ],
    it: [
      'Se un valore non è nella fonte, che cosa va al suo posto?',
      ['null', 'Lasciare vuoto', 'N/D', '"sconosciuto"'],
      'Valori mancanti',
    ],
    pt: [
      'Se um valor não estiver na fonte, o que vai no lugar dele?',
      ['null', 'Deixar vazio', 'N/D', '"desconhecido"'],
      'Valores ausentes',
    ],
  },
  'open-unsure': {
    en: [
      'What should the assistant do when information is missing or uncertain?',
      ['Say so rather than guess', 'Ask me before answering', 'Make an assumption and label it'],
      'If information is missing or uncertain',
    ],
    es: [
      '¿Qué debe hacer el asistente si falta información o no está seguro?',
      ['Decirlo en vez de adivinar', 'Preguntarme antes de responder', 'Suponer y marcar la suposición'],
      'Si falta información o hay dudas',
    ],
    fr: [
      'Que doit faire l’assistant si une information manque ou est incertaine\u00a0?',
      [
        'Le signaler plutôt que deviner',
        'Me poser la question avant de répondre',
        'Faire une hypothèse et la signaler',
      ],
      'Si une information manque ou est incertaine',
    ],
    de: [
      'Was soll der Assistent tun, wenn Informationen fehlen oder unsicher sind?',
      ['Das sagen statt raten', 'Vor der Antwort nachfragen', 'Eine Annahme treffen und kennzeichnen'],
      'Wenn Informationen fehlen oder unsicher sind',
    ],
    it: [
      'Che cosa deve fare l’assistente se un’informazione manca o è incerta?',
      [
        'Dirlo invece di tirare a indovinare',
        'Chiedermelo prima di rispondere',
        'Fare un’ipotesi e segnalarla',
      ],
      'Se un’informazione manca o è incerta',
    ],
    pt: [
      'O que o assistente deve fazer se faltar informação ou houver dúvida?',
      ['Dizer isso em vez de adivinhar', 'Perguntar antes de responder', 'Supor e deixar a suposição clara'],
      'Se faltar informação ou houver dúvida',
    ],
  },
  'open-layout': {
    en: [
      'How should the answer be laid out?',
      ['Short paragraphs', 'Bullet points', 'A table', 'Sections with headings'],
      'Layout',
    ],
    es: [
      '¿Cómo debe presentarse la respuesta?',
      ['Párrafos cortos', 'Viñetas', 'Una tabla', 'Secciones con títulos'],
      'Presentación',
    ],
    fr: [
      'Sous quelle forme présenter la réponse\u00a0?',
      ['Paragraphes courts', 'Liste à puces', 'Un tableau', 'Sections avec titres'],
      'Présentation',
    ],
    de: [
      'Wie soll die Antwort aufgebaut sein?',
      ['Kurze Absätze', 'Stichpunkte', 'Eine Tabelle', 'Abschnitte mit Überschriften'],
      'Aufbau',
    ],
    it: [
      'Come deve essere impaginata la risposta?',
      ['Paragrafi brevi', 'Elenco puntato', 'Una tabella', 'Sezioni con titoli'],
      'Impaginazione',
    ],
    pt: [
      'Como a resposta deve ser organizada?',
      ['Parágrafos curtos', 'Tópicos', 'Uma tabela', 'Seções com títulos'],
      'Organização',
    ],
  },
  'open-length': {
    en: [
      'How long should it be?',
      ['Under 150 words', 'About 300 words', 'About 600 words', 'Over 1,000 words'],
      'Length',
    ],
    es: [
      '¿Qué extensión debe tener?',
      ['Menos de 150 palabras', 'Unas 300 palabras', 'Unas 600 palabras', 'Más de 1000 palabras'],
      'Extensión',
    ],
    fr: [
      'Quelle longueur viser\u00a0?',
      ['Moins de 150 mots', 'Environ 300 mots', 'Environ 600 mots', 'Plus de 1\u00a0000 mots'],
      'Longueur',
    ],
    de: [
      'Wie lang soll es sein?',
      ['Unter 150 Wörter', 'Etwa 300 Wörter', 'Etwa 600 Wörter', 'Über 1.000 Wörter'],
      'Länge',
    ],
    it: [
      'Quanto deve essere lungo?',
      ['Meno di 150 parole', 'Circa 300 parole', 'Circa 600 parole', 'Oltre 1.000 parole'],
      'Lunghezza',
    ],
    pt: [
      'Qual deve ser o tamanho?',
      ['Menos de 150 palavras', 'Cerca de 300 palavras', 'Cerca de 600 palavras', 'Mais de 1.000 palavras'],
      'Tamanho',
    ],
  },
  'open-reader': {
    en: [
      'Who will read it?',
      ['General public', 'Colleagues', 'Management', 'Specialists', 'Customers'],
      'Readers',
    ],
    es: [
      '¿Quién lo va a leer?',
      ['Público general', 'Colegas', 'Dirección', 'Especialistas', 'Clientes'],
      'Lectores',
    ],
    fr: [
      'Qui va le lire\u00a0?',
      ['Grand public', 'Collègues', 'Direction', 'Spécialistes', 'Clients'],
      'Lecteurs',
    ],
    de: [
      'Wer wird es lesen?',
      ['Breite Öffentlichkeit', 'Kollegen', 'Geschäftsleitung', 'Fachleute', 'Kunden'],
      'Leser',
    ],
    it: [
      'Chi lo leggerà?',
      ['Pubblico generale', 'Colleghi', 'Direzione', 'Specialisti', 'Clienti'],
      'Lettori',
    ],
    pt: ['Quem vai ler?', ['Público geral', 'Colegas', 'Direção', 'Especialistas', 'Clientes'], 'Leitores'],
  },
  'open-done': {
    en: [
      'What must a good result give you?',
      [
        'A clear recommendation',
        'Options ranked with trade-offs',
        'Concrete next steps',
        'Risks and open questions',
      ],
      'A good result gives',
      true,
    ],
    es: [
      '¿Qué debe darte un buen resultado?',
      [
        'Una recomendación clara',
        'Opciones ordenadas con pros y contras',
        'Próximos pasos concretos',
        'Riesgos y preguntas abiertas',
      ],
      'Un buen resultado incluye',
      true,
    ],
    fr: [
      'Qu’est-ce qu’un bon résultat doit apporter\u00a0?',
      [
        'Une recommandation claire',
        'Des options classées avec leurs compromis',
        'Des prochaines étapes concrètes',
        'Les risques et questions ouvertes',
      ],
      'Un bon résultat apporte',
      true,
    ],
    de: [
      'Was muss ein gutes Ergebnis liefern?',
      [
        'Eine klare Empfehlung',
        'Optionen mit Vor- und Nachteilen, gereiht',
        'Konkrete nächste Schritte',
        'Risiken und offene Fragen',
      ],
      'Ein gutes Ergebnis liefert',
      true,
    ],
    it: [
      'Che cosa deve darti un buon risultato?',
      [
        'Una raccomandazione chiara',
        'Opzioni ordinate con pro e contro',
        'Prossimi passi concreti',
        'Rischi e domande aperte',
      ],
      'Un buon risultato offre',
      true,
    ],
    pt: [
      'O que um bom resultado deve trazer?',
      [
        'Uma recomendação clara',
        'Opções ordenadas com prós e contras',
        'Próximos passos concretos',
        'Riscos e perguntas em aberto',
      ],
      'Um bom resultado traz',
      true,
    ],
  },
  'open-examples': {
    en: [
      'How closely should the answer follow your examples?',
      ['The format only, not their content', 'Their format, style and length'],
      'Follow the examples for',
    ],
    es: [
      '¿Hasta qué punto debe seguir la respuesta tus ejemplos?',
      ['Solo el formato, no su contenido', 'Su formato, estilo y extensión'],
      'Seguir los ejemplos en',
    ],
    fr: [
      'À quel point la réponse doit-elle suivre les exemples\u00a0?',
      ['Le format seulement, pas leur contenu', 'Leur format, leur style et leur longueur'],
      'Suivre les exemples pour',
    ],
    de: [
      'Wie eng soll die Antwort den Beispielen folgen?',
      ['Nur das Format, nicht den Inhalt', 'Format, Stil und Länge'],
      'Die Beispiele gelten für',
    ],
    it: [
      'Quanto deve seguire gli esempi la risposta?',
      ['Solo il formato, non il contenuto', 'Formato, stile e lunghezza'],
      'Seguire gli esempi per',
    ],
    pt: [
      'Quanto a resposta deve seguir os exemplos?',
      ['Só o formato, não o conteúdo', 'Formato, estilo e tamanho'],
      'Seguir os exemplos em',
    ],
  },
};

export function isOpenSlot(slot: string): slot is OpenSlot {
  return slot in T;
}

/** The question in the prompt's language; undefined for a language we have no words for. */
export function openQuestion(slot: OpenSlot, language: string): QuestionText | undefined {
  const row = T[slot][language as Lang];
  if (!row) return undefined;
  const [question, options, label, multiple] = row;
  return multiple ? { question, options, label, multiple } : { question, options, label };
}
