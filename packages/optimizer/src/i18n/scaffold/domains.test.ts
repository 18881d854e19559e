import { describe, expect, it } from 'vitest';
import { DOMAIN_ROLES, domainOf, type Domain } from './domains';

const DOMAINS: readonly Domain[] = [
  'pets',
  'health',
  'legal',
  'money',
  'cooking',
  'fitness',
  'travel',
  'marketing',
  'career',
  'management',
  'tech-support',
  'teaching',
  'events',
];
const LANGUAGES = ['es', 'fr', 'de', 'it', 'pt'] as const;
const en = DOMAIN_ROLES.en!;

describe('DOMAIN_ROLES', () => {
  it.each(LANGUAGES)('%s has a translated role line for every domain', (lang) => {
    const roles = DOMAIN_ROLES[lang];
    expect(roles).toBeDefined();
    for (const domain of DOMAINS) {
      const role = roles![domain];
      expect(role.trim(), `${lang} ${domain}`).not.toBe('');
      expect(role, `${lang} ${domain}`).not.toBe(en[domain]);
      expect(role, `${lang} ${domain}`).toMatch(/\.$/);
    }
  });

  it('each language addresses the assistant the way its scaffold does', () => {
    const opening = { es: /^Eres /, fr: /^Vous êtes /, de: /^Du bist /, it: /^Sei /, pt: /^Você é / };
    for (const lang of LANGUAGES) {
      for (const domain of DOMAINS)
        expect(DOMAIN_ROLES[lang]![domain], `${lang} ${domain}`).toMatch(opening[lang]);
    }
  });

  it('French lines use non-breaking spaces before ; : ? ! and the typographic apostrophe', () => {
    for (const domain of DOMAINS) {
      expect(DOMAIN_ROLES.fr![domain], domain).not.toMatch(/ [;:?!]|[^\u00a0][;:?!]|'/);
    }
  });
});

/** Realistic requests, one or more per domain and language. */
const REQUESTS: Readonly<Record<Domain, readonly string[]>> = {
  pets: [
    'can I give my dog grapes?',
    'my cat keeps scratching the sofa',
    '¿puedo darle uvas a mi perro?',
    'mon chat ne mange plus depuis deux jours',
    'Mein Hund bellt ständig, wenn ich weg bin',
    'il mio cane tira al guinzaglio, cosa posso fare?',
    'meu cachorro está vomitando, o que faço?',
  ],
  // A job's rules (leave, pay, contract) need the employment adviser, not the doctor or the lawyer.
  employment: [
    'can my employer change my contract without asking?',
    'can my manager ask for a doctor’s note after one day of sick leave?',
    '¿me pueden quitar días de vacaciones por una baja médica?',
    'mon employeur peut-il refuser mes congés payés ?',
    'Darf mein Arbeitgeber eine Krankschreibung ab dem ersten Tag verlangen?',
    'il mio datore di lavoro può negarmi i giorni di ferie?',
    'meu empregador pode descontar o atestado médico?',
  ],
  health: [
    'what could cause a headache every morning?',
    'I have lower back pain after sitting all day',
    '¿qué síntomas tiene la gripe?',
    'j’ai de la fièvre depuis trois jours',
    'Ich habe seit einer Woche Kopfschmerzen',
    'ho mal di testa tutti i giorni',
    'estou com dor de garganta e febre',
  ],
  legal: [
    'my landlord won’t return my security deposit',
    'mi casero no me devuelve la fianza',
    'mon propriétaire refuse de rendre la caution',
    'Mein Vermieter will die Kaution nicht zurückzahlen',
    'il padrone di casa non mi restituisce la caparra',
    'preciso de um advogado para revisar meu contrato de aluguel',
  ],
  money: [
    'how should I pay off my debt faster?',
    'help me make a monthly budget',
    '¿cómo hago la declaración de impuestos?',
    'comment réduire mes impôts cette année ?',
    'Wie mache ich meine Steuererklärung?',
    'conviene un mutuo a tasso fisso o variabile?',
    'como declarar o imposto de renda?',
  ],
  cooking: [
    'a quick vegetarian dinner for four',
    'dame una receta de tortilla de patatas',
    'une recette de pain sans gluten',
    'ein Rezept für Apfelkuchen',
    'una ricetta veloce per la cena',
    'ideias de jantar rápido para a semana',
  ],
  fitness: [
    'a 12-week plan for my first half marathon',
    'rutina de entrenamiento de fuerza en casa',
    'un programme d’entraînement pour débutant',
    'Trainingsplan für einen Halbmarathon',
    'una scheda di allenamento per la palestra',
    'monte um treino de pernas para a academia',
  ],
  travel: [
    'plan a 5-day trip to Lisbon',
    'itinerario de una semana por Japón',
    'idées de vacances en Bretagne avec des enfants',
    'Plane meinen Urlaub in Italien',
    'organizza un viaggio di tre giorni a Roma',
    'quero um roteiro de 7 dias em Portugal',
  ],
  marketing: [
    'ideas for a launch campaign for our app',
    'estrategia de publicidad para una tienda online',
    'une campagne publicitaire pour notre marque',
    'Ideen für eine Werbekampagne',
    'idee per una campagna pubblicitaria su Instagram',
    'como melhorar a campanha no Instagram',
  ],
  career: [
    'how do I prepare for a job interview at Google?',
    'improve my resume for a data analyst role',
    'consejos para una entrevista de trabajo',
    'aide-moi à préparer mon entretien d’embauche',
    'Tipps für mein Vorstellungsgespräch',
    'come prepararmi a un colloquio di lavoro',
    'como melhorar meu currículo',
  ],
  management: [
    'how do I give feedback to an employee who is always late?',
    '¿cómo motivo a mi equipo?',
    'comment recadrer un salarié qui arrive en retard',
    'Wie führe ich ein Gespräch mit einem Mitarbeiter über seine Leistung?',
    'come gestire i conflitti tra dipendenti',
    'como dar feedback para minha equipe',
  ],
  'tech-support': [
    'my laptop won’t connect to wifi',
    'mi impresora no imprime',
    'mon ordinateur est très lent',
    'Mein Drucker druckt nur leere Seiten',
    'la stampante non si collega',
    'minha impressora não funciona',
  ],
  teaching: [
    'how do I keep my students engaged?',
    'ideas para motivar a mis alumnos',
    'comment intéresser mes élèves à la lecture',
    'Wie motiviere ich meine Schüler?',
    'attività per i miei alunni di terza elementare',
    'como preparar uma aula sobre frações',
  ],
  events: [
    'plan a birthday party for my 6 year old on a budget',
    'ideas for a retirement party for a coworker',
    'organiza una fiesta sorpresa para mi hermana',
    'idées pour une fête d’anniversaire de 30 ans',
    'Planung einer Geburtstagsfeier im Garten',
    'organizza una festa di laurea',
    'ideias para uma festa de aniversário infantil',
  ],
};

describe('domainOf', () => {
  for (const domain of DOMAINS) {
    it.each(REQUESTS[domain])(`${domain}: %s`, (request) => {
      expect(domainOf(request)).toBe(domain);
    });
  }

  it.each([
    'write a haiku about autumn',
    'explain recursion',
    'sort these items into the right category',
    'build a chat app with websockets',
    'explain the cat command in Linux',
    'prepare training data for my model',
    'why is my python script running so slowly?',
    'our customers’ biggest pain points',
    'what are my strengths and weaknesses as a writer?',
    'I need a brand new name for my startup',
    'how do I resume a paused download?',
    'questions to ask in a podcast interview',
    'how do smart contracts work?',
    'design a multi-tenant database',
    'reduce technical debt in our codebase',
    'write a Python class for a bank account',
    'compare password managers',
    'use this function with caution',
    'écris un résumé de cet article',
    'au cours de la semaine, je veux écrire un poème',
    'Ich möchte eine Tasse Kaffee beschreiben',
    'uma palestra sobre inteligência artificial',
    'un fine settimana in campagna',
    'import cv2 and detect faces',
    'birthday gift ideas for my dad',
    'a third-party library for dates',
    'cadeau pour la fête des mères',
  ])('nothing for "%s"', (request) => {
    expect(domainOf(request)).toBeNull();
  });

  it.each([
    ['my dog has a fever, should I worry?', 'pets'],
    ['I have a fever, can I still walk my dog?', 'health'],
    ['dinner ideas on a budget', 'cooking'],
    ['a budget for a trip to Rome', 'money'],
    ['mi perro tiene fiebre', 'pets'],
    ['die Kaution für meinen Hund', 'legal'],
    ['a party on a budget for my sister', 'events'],
    ['saving for retirement', 'money'],
  ] as const)('the subject named first wins: %s', (request, domain) => {
    expect(domainOf(request)).toBe(domain);
  });
});
