/**
 * The question that decides a thin ask of one kind (issue 11), never "How many do you want?" or
 * "Who is it for: Customers?": a logo turns on what it is for and its style, an intuitive
 * explanation of a maths idea on how much maths the reader has, and alt text on where the image
 * appears (the image itself gets a slot of its own). Rows as in thin-ask-questions.ts; an empty
 * option list means free text. French says "vous" (fr-tu-questions.ts turns it to "tu").
 */
export type SubjectAskSlot = 'logo-for' | 'logo-style' | 'maths-level' | 'alt-where';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label, multiple choice]. */
type Row = readonly [string, readonly string[], string, boolean?];

export const SUBJECT_ASK_QUESTIONS: Readonly<Record<SubjectAskSlot, Readonly<Record<Lang, Row>>>> = {
  'logo-for': {
    en: [
      'What is the logo for: the name, what it does, and where it will be seen?',
      [],
      'What the logo is for',
    ],
    es: ['¿Para qué es el logo: el nombre, a qué se dedica y dónde se verá?', [], 'Para qué es el logo'],
    fr: [
      'À quoi sert le logo\u00a0: le nom, l’activité, et où il sera vu\u00a0?',
      [],
      'Ce que représente le logo',
    ],
    de: ['Wofür ist das Logo: Name, was es macht und wo es zu sehen sein wird?', [], 'Wofür das Logo ist'],
    it: ['A cosa serve il logo: il nome, cosa fa e dove si vedrà?', [], 'A cosa serve il logo'],
    pt: ['Para que é o logo: o nome, o que faz e onde vai aparecer?', [], 'Para que é o logo'],
  },
  'logo-style': {
    en: ['Which style?', ['Minimal and modern', 'Playful', 'Classic or vintage', 'Hand-drawn'], 'Logo style'],
    es: [
      '¿Qué estilo?',
      ['Minimalista y moderno', 'Divertido', 'Clásico o vintage', 'Dibujado a mano'],
      'Estilo',
    ],
    fr: [
      'Quel style\u00a0?',
      ['Minimaliste et moderne', 'Ludique', 'Classique ou vintage', 'Dessiné à la main'],
      'Style',
    ],
    de: [
      'Welcher Stil?',
      ['Minimal und modern', 'Verspielt', 'Klassisch oder Vintage', 'Handgezeichnet'],
      'Stil',
    ],
    it: [
      'Quale stile?',
      ['Minimale e moderno', 'Giocoso', 'Classico o vintage', 'Disegnato a mano'],
      'Stile',
    ],
    pt: [
      'Qual estilo?',
      ['Minimalista e moderno', 'Divertido', 'Clássico ou vintage', 'Desenhado à mão'],
      'Estilo',
    ],
  },
  'maths-level': {
    en: [
      'How much maths do you already know?',
      ['School maths', 'Some algebra and calculus', 'University maths', 'I use it at work'],
      'Maths background',
    ],
    es: [
      '¿Cuántas matemáticas sabes ya?',
      ['Las del colegio', 'Algo de álgebra y cálculo', 'Nivel universitario', 'Las uso en el trabajo'],
      'Nivel de matemáticas',
    ],
    fr: [
      'Quel est votre niveau en maths\u00a0?',
      ['Niveau collège', 'Un peu d’algèbre et d’analyse', 'Niveau université', 'Je m’en sers au travail'],
      'Niveau en maths',
    ],
    de: [
      'Wie viel Mathematik ist schon bekannt?',
      ['Schulmathe', 'Etwas Algebra und Analysis', 'Uni-Niveau', 'Ich nutze sie beruflich'],
      'Mathe-Vorwissen',
    ],
    it: [
      'Quanta matematica conosci già?',
      ['Quella delle medie', 'Un po’ di algebra e analisi', 'Livello universitario', 'La uso al lavoro'],
      'Livello di matematica',
    ],
    pt: [
      'Quanta matemática você já sabe?',
      ['A da escola', 'Um pouco de álgebra e cálculo', 'Nível universitário', 'Uso no trabalho'],
      'Nível de matemática',
    ],
  },
  'alt-where': {
    en: [
      'Where will the image appear?',
      ['A website or blog', 'A social media post', 'A product page', 'Slides or a document'],
      'Where the image appears',
    ],
    es: [
      '¿Dónde aparecerá la imagen?',
      [
        'Una web o un blog',
        'Una publicación en redes',
        'Una ficha de producto',
        'Diapositivas o un documento',
      ],
      'Dónde aparece la imagen',
    ],
    fr: [
      'Où l’image apparaîtra-t-elle\u00a0?',
      [
        'Un site ou un blog',
        'Une publication sur les réseaux',
        'Une fiche produit',
        'Des diapositives ou un document',
      ],
      'Où apparaît l’image',
    ],
    de: [
      'Wo wird das Bild erscheinen?',
      ['Website oder Blog', 'Social-Media-Beitrag', 'Produktseite', 'Folien oder Dokument'],
      'Wo das Bild erscheint',
    ],
    it: [
      'Dove apparirà l’immagine?',
      ['Un sito o un blog', 'Un post sui social', 'Una scheda prodotto', 'Slide o un documento'],
      'Dove appare l’immagine',
    ],
    pt: [
      'Onde a imagem vai aparecer?',
      ['Um site ou blog', 'Um post nas redes', 'Uma página de produto', 'Slides ou um documento'],
      'Onde a imagem aparece',
    ],
  },
};
