import { describe, expect, it } from 'vitest';
import { FORM_TEXTS, writeForm, type WriteForm } from './forms';

const FORMS: readonly WriteForm[] = [
  'email',
  'post',
  'story',
  'poem',
  'cover-letter',
  'speech',
  'description',
  'letter',
  'script',
];
const LANGUAGES = ['es', 'fr', 'de', 'it', 'pt'] as const;
const en = FORM_TEXTS.en!;

describe('FORM_TEXTS', () => {
  it.each(LANGUAGES)('%s has every form, translated, with as many lines as English', (lang) => {
    const texts = FORM_TEXTS[lang];
    expect(texts).toBeDefined();
    for (const form of FORMS) {
      const text = texts![form];
      expect(text.role.trim(), `${lang} ${form}`).not.toBe('');
      expect(text.role, `${lang} ${form}`).not.toBe(en[form].role);
      expect(text.guidance).toHaveLength(en[form].guidance.length);
      text.guidance.forEach((line, i) => {
        expect(line.trim(), `${lang} ${form} ${i}`).not.toBe('');
        expect(line, `${lang} ${form} ${i}`).not.toBe(en[form].guidance[i]);
      });
    }
  });

  it('French lines use non-breaking spaces before ; : ? ! and the typographic apostrophe', () => {
    for (const form of FORMS) {
      for (const line of [FORM_TEXTS.fr![form].role, ...FORM_TEXTS.fr![form].guidance]) {
        expect(line, form).not.toMatch(/ [;:?!]|[^\u00a0][;:?!]|'/);
      }
    }
  });
});

describe('an invitation is the text type only when it is the text to write', () => {
  it.each([
    ['scrivi un messaggio a Luca per rifiutare il suo invito a cena', 'message'],
    ['write an email declining the invitation to the gala', 'email'],
    ['antworte auf die Einladung von Frau Kern, dass ich leider nicht kann', null],
    ['Einladung zum Sommerfest unseres Vereins', 'invitation'],
    ['invitation email for the product launch on June 3', 'invitation'],
  ])('%s → %s', (request, form) => {
    expect(writeForm(request)).toBe(form);
  });
});

const REQUESTS: Readonly<Record<WriteForm, readonly string[]>> = {
  article: [
    'write a blog post about remote work for small agencies',
    'escribe un artículo sobre el teletrabajo en pymes',
    'rédigez un article de blog sur le télétravail',
    'schreib einen Blogbeitrag über Homeoffice',
    'scrivi un articolo sul lavoro da remoto',
    'escreva um artigo sobre trabalho remoto',
  ],
  email: [
    'write an email to my landlord asking to fix the heating',
    'escríbeme un correo para pedir un día libre a mi jefa',
    'rédigez un e-mail pour relancer un client qui n’a pas payé',
    'schreib eine E-Mail an meinen Vermieter wegen der Heizung',
    'scrivi una mail al mio capo per chiedere un giorno di ferie',
    'escreva um e-mail para o meu chefe pedindo um dia de folga',
  ],
  // An invitation is not an email, even when it goes out by email (issue 11).
  invitation: [
    'write an invitation email for our team offsite in May',
    'escribe una invitación para el cumpleaños de mi hija',
    'rédigez une invitation pour le pot de départ de Claire',
    'Einladung zum Sommerfest unseres Kleingartenvereins',
    'scrivi un invito per la festa di fine anno della scuola',
    'escreva um convite para o chá de bebê da minha irmã',
  ],
  message: [
    'write a text to my sister saying I will be late',
    'escríbeme un mensaje de WhatsApp para mi vecina',
    'rédigez un texto pour prévenir ma coloc',
    'schreib eine Nachricht an meine Nachbarin wegen des Pakets',
    'scrivi un messaggio alla mia coinquilina per le bollette',
    'escreva uma mensagem para minha chefe avisando do atraso',
  ],
  post: [
    'write a LinkedIn post about my new job',
    'escribe una publicación para Instagram sobre mi cafetería',
    'rédigez une publication LinkedIn pour annoncer notre levée de fonds',
    'schreib einen LinkedIn-Beitrag über meinen neuen Job',
    'scrivi un post per Instagram sulla mia pasticceria',
    'escreva uma legenda para o instagram da minha loja de roupas',
  ],
  story: [
    'write a short story about a lighthouse keeper',
    'escribe un cuento para dormir sobre un dragón tímido',
    'écrivez une nouvelle sur un phare abandonné',
    'schreib eine Kurzgeschichte über einen Leuchtturmwärter',
    'scrivi un racconto su un faro abbandonato',
    'escreva uma história infantil sobre um dragão tímido',
  ],
  poem: [
    'write a poem about autumn rain',
    'escribe una poesía',
    'écrivez un poème sur la mer',
    'schreib ein Gedicht über den Herbst',
    'scrivi una poesia per il compleanno di mia madre',
    'escreva um poema sobre saudade',
  ],
  'cover-letter': [
    'write a cover letter for a junior data analyst job',
    'escribe una carta de presentación para un puesto de enfermera',
    'rédigez une lettre de motivation pour un poste de comptable',
    'schreib ein Anschreiben für eine Stelle als Krankenpfleger',
    'scrivi una lettera di presentazione per un posto da grafico',
    'escreva uma carta de apresentação para uma vaga de designer',
  ],
  speech: [
    'write a wedding speech for my brother',
    'escribe un discurso para la boda de mi hermana',
    'rédigez un discours pour le départ à la retraite d’un collègue',
    'schreib eine Hochzeitsrede für meinen besten Freund',
    'scrivi un discorso per il matrimonio di mio fratello',
    'escreva um discurso de formatura para a minha turma',
  ],
  letter: [
    'write a letter to my landlord about the damp in the bathroom',
    'escribe una carta de reclamación a la aseguradora por el retraso',
    'rédigez une lettre de résiliation pour mon abonnement de box internet',
    'Widerspruch an die Krankenkasse gegen den Bescheid vom 4. März',
    'scrivi una lettera di reclamo al comune per le buche in strada',
    'escreva uma carta de reclamação para a escola do meu filho',
  ],
  script: [
    'write a script to ask my manager for a raise',
    'escribe un guion para llamar a un cliente potencial',
    'que dire quand j’appelle pour résilier mon abonnement',
    'schreib ein Skript für ein Verkaufsgespräch am Telefon',
    'scrivi un copione per chiedere un aumento al mio capo',
    'escreva um roteiro para ligar e negociar minha conta de internet',
  ],
  description: [
    'write a product description for a bamboo toothbrush',
    'escribe una descripción del producto para una lámpara de escritorio',
    'rédigez une fiche produit pour une théière en fonte',
    'schreib eine Produktbeschreibung für eine Bambuszahnbürste',
    'scrivi una descrizione del prodotto per una lampada da scrivania',
    'escreva uma descrição do produto para uma garrafa térmica',
  ],
};

describe('writeForm', () => {
  for (const form of FORMS) {
    it.each(REQUESTS[form])(`recognises ${form}: %s`, (request) => {
      expect(writeForm(request)).toBe(form);
    });
  }

  it.each([
    'explain how photosynthesis works',
    'explícame cómo funciona la fotosíntesis',
    'expliquez-moi le fonctionnement de la photosynthèse',
    'erklär mir, wie Photosynthese funktioniert',
    'spiegami come funziona la fotosintesi',
    'me explique como funciona a fotossíntese',
  ])('finds no written form in a non-writing request: %s', (request) => {
    expect(writeForm(request)).toBeNull();
  });

  it.each([
    ['rédigez un e-mail pour présenter la nouvelle politique de télétravail', 'email'],
    ['escreva uma legenda para a minha rede social', 'post'],
    ['write a brief intro for my portfolio site', null],
    ['schreib einen kurzen Brief an meine Oma', 'email'],
    ['escribe una carta de motivación para una beca', 'cover-letter'],
    ['rédigez un éloge funèbre pour mon grand-père', 'speech'],
  ] as const)('does not mistake a common word for a form: %s', (request, form) => {
    expect(writeForm(request)).toBe(form);
  });
});
