import type { QuestionText } from './types';

/**
 * Questions for thin asks whose best answer turns on one fact only the user has (see
 * plan/missing-facts.ts): buying advice (budget, use, what matters), teaching material (the
 * learners' language level), a car fault (make, model, year) and a health or diet question (age,
 * conditions). Options are the usual answers; an empty list means free text.
 */
export type GapSlot =
  | 'buy-budget'
  | 'buy-use'
  | 'buy-priority'
  | 'lang-level'
  | 'vehicle-model'
  | 'your-age'
  | 'health-conditions';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label, multiple choice]. */
type Row = readonly [string, readonly string[], string, boolean?];

const T: Readonly<Record<GapSlot, Readonly<Record<Lang, Row>>>> = {
  'buy-budget': {
    en: ['What is your budget?', ['Under 100', '100–300', '300–1,000', 'Over 1,000'], 'Budget'],
    es: ['¿Cuál es tu presupuesto?', ['Menos de 100', '100–300', '300–1000', 'Más de 1000'], 'Presupuesto'],
    fr: [
      'Quel est votre budget\u00a0?',
      ['Moins de 100', '100 à 300', '300 à 1\u00a0000', 'Plus de 1\u00a0000'],
      'Budget',
    ],
    de: ['Wie hoch ist dein Budget?', ['Unter 100', '100–300', '300–1.000', 'Über 1.000'], 'Budget'],
    it: ['Qual è il tuo budget?', ['Meno di 100', '100–300', '300–1.000', 'Più di 1.000'], 'Budget'],
    pt: ['Qual é o seu orçamento?', ['Menos de 100', '100–300', '300–1.000', 'Mais de 1.000'], 'Orçamento'],
  },
  'buy-use': {
    en: ['What will you mainly use it for?', [], 'Main use'],
    es: ['¿Para qué lo vas a usar sobre todo?', [], 'Uso principal'],
    fr: ['À quoi va-t-il surtout vous servir\u00a0?', [], 'Usage principal'],
    de: ['Wofür willst du es hauptsächlich nutzen?', [], 'Hauptzweck'],
    it: ['Per che cosa lo userai soprattutto?', [], 'Uso principale'],
    pt: ['Para que você vai usar principalmente?', [], 'Uso principal'],
  },
  'buy-priority': {
    en: [
      'What matters most?',
      ['Lowest price', 'Best value', 'Top quality', 'Easy to use', 'Small or portable'],
      'Priorities',
      true,
    ],
    es: [
      '¿Qué es lo más importante?',
      ['El precio más bajo', 'Calidad-precio', 'La mejor calidad', 'Fácil de usar', 'Pequeño o portátil'],
      'Prioridades',
      true,
    ],
    fr: [
      'Qu’est-ce qui compte le plus\u00a0?',
      [
        'Le prix le plus bas',
        'Le rapport qualité-prix',
        'La meilleure qualité',
        'La simplicité',
        'Compact ou transportable',
      ],
      'Priorités',
      true,
    ],
    de: [
      'Was ist dir am wichtigsten?',
      ['Niedrigster Preis', 'Preis-Leistung', 'Beste Qualität', 'Einfache Bedienung', 'Klein oder tragbar'],
      'Prioritäten',
      true,
    ],
    it: [
      'Che cosa conta di più?',
      [
        'Il prezzo più basso',
        'Qualità-prezzo',
        'La qualità migliore',
        'Facilità d’uso',
        'Piccolo o portatile',
      ],
      'Priorità',
      true,
    ],
    pt: [
      'O que importa mais?',
      ['Menor preço', 'Custo-benefício', 'Melhor qualidade', 'Fácil de usar', 'Pequeno ou portátil'],
      'Prioridades',
      true,
    ],
  },
  'lang-level': {
    en: [
      'What is the learners’ language level?',
      ['Beginner (A1–A2)', 'Intermediate (B1–B2)', 'Advanced (C1–C2)'],
      'Language level',
    ],
    es: [
      '¿Qué nivel de idioma tienen los alumnos?',
      ['Inicial (A1–A2)', 'Intermedio (B1–B2)', 'Avanzado (C1–C2)'],
      'Nivel de idioma',
    ],
    fr: [
      'Quel est le niveau de langue des apprenants\u00a0?',
      ['Débutant (A1–A2)', 'Intermédiaire (B1–B2)', 'Avancé (C1–C2)'],
      'Niveau de langue',
    ],
    de: [
      'Welches Sprachniveau haben die Lernenden?',
      ['Anfänger (A1–A2)', 'Mittelstufe (B1–B2)', 'Fortgeschritten (C1–C2)'],
      'Sprachniveau',
    ],
    it: [
      'Che livello di lingua hanno gli studenti?',
      ['Principiante (A1–A2)', 'Intermedio (B1–B2)', 'Avanzato (C1–C2)'],
      'Livello di lingua',
    ],
    pt: [
      'Qual é o nível de idioma dos alunos?',
      ['Iniciante (A1–A2)', 'Intermediário (B1–B2)', 'Avançado (C1–C2)'],
      'Nível de idioma',
    ],
  },
  'vehicle-model': {
    en: ['Which make, model and year is the car?', [], 'Make, model and year'],
    es: ['¿Qué marca, modelo y año es el coche?', [], 'Marca, modelo y año'],
    fr: ['Quelle marque, quel modèle et quelle année\u00a0?', [], 'Marque, modèle et année'],
    de: ['Welche Marke, welches Modell und welches Baujahr?', [], 'Marke, Modell, Baujahr'],
    it: ['Che marca, modello e anno è l’auto?', [], 'Marca, modello e anno'],
    pt: ['Qual a marca, o modelo e o ano do carro?', [], 'Marca, modelo e ano'],
  },
  'your-age': {
    en: ['How old are you?', ['Under 18', '18–39', '40–64', '65 or over'], 'Age'],
    es: ['¿Cuántos años tienes?', ['Menos de 18', '18–39', '40–64', '65 o más'], 'Edad'],
    fr: [
      'Quel âge avez-vous\u00a0?',
      ['Moins de 18 ans', '18 à 39 ans', '40 à 64 ans', '65 ans ou plus'],
      'Âge',
    ],
    de: ['Wie alt bist du?', ['Unter 18', '18–39', '40–64', '65 oder älter'], 'Alter'],
    it: ['Quanti anni hai?', ['Meno di 18', '18–39', '40–64', '65 o più'], 'Età'],
    pt: ['Quantos anos você tem?', ['Menos de 18', '18–39', '40–64', '65 ou mais'], 'Idade'],
  },
  'health-conditions': {
    en: [
      'Any health condition, pregnancy or regular medicine?',
      [
        'None',
        'Pregnant or breastfeeding',
        'Diabetes',
        'Heart or blood pressure',
        'Kidney or liver',
        'Regular medicine',
      ],
      'Health',
      true,
    ],
    es: [
      '¿Alguna enfermedad, embarazo o medicación habitual?',
      [
        'Ninguna',
        'Embarazo o lactancia',
        'Diabetes',
        'Corazón o tensión',
        'Riñón o hígado',
        'Medicación habitual',
      ],
      'Salud',
      true,
    ],
    fr: [
      'Un problème de santé, une grossesse ou un traitement régulier\u00a0?',
      [
        'Aucun',
        'Enceinte ou allaitante',
        'Diabète',
        'Cœur ou tension',
        'Reins ou foie',
        'Traitement régulier',
      ],
      'Santé',
      true,
    ],
    de: [
      'Vorerkrankungen, Schwangerschaft oder regelmäßige Medikamente?',
      [
        'Keine',
        'Schwanger oder stillend',
        'Diabetes',
        'Herz oder Blutdruck',
        'Niere oder Leber',
        'Regelmäßige Medikamente',
      ],
      'Gesundheit',
      true,
    ],
    it: [
      'Qualche problema di salute, gravidanza o farmaco abituale?',
      [
        'Nessuno',
        'Gravidanza o allattamento',
        'Diabete',
        'Cuore o pressione',
        'Reni o fegato',
        'Farmaci abituali',
      ],
      'Salute',
      true,
    ],
    pt: [
      'Algum problema de saúde, gravidez ou remédio de uso contínuo?',
      [
        'Nenhum',
        'Grávida ou amamentando',
        'Diabetes',
        'Coração ou pressão',
        'Rins ou fígado',
        'Remédio contínuo',
      ],
      'Saúde',
      true,
    ],
  },
};

export function isGapSlot(slot: string): slot is GapSlot {
  return slot in T;
}

/** The question in the prompt's language; undefined for a language we have no words for. */
export function gapQuestion(slot: GapSlot, language: string): QuestionText | undefined {
  const row = T[slot][language as Lang];
  if (!row) return undefined;
  const [question, options, label, multiple] = row;
  return multiple ? { question, options, label, multiple } : { question, options, label };
}
