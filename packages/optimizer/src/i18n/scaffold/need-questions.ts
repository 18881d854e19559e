import type { QuestionText } from './types';

/**
 * Questions for thin everyday requests whose answer turns on facts only the user has: a sick
 * child (age, temperature, how long, warning signs), an absence or sick note (who, which days,
 * why), a complaint (what happened, what outcome), a gift (for whom, budget), a small business's
 * marketing (goal, budget) and a trip (when, who). Options are the usual answers; an empty list
 * means free text. See plan/thin-needs.ts for when each is asked.
 */
export type NeedSlot =
  | 'temperature'
  | 'illness-since'
  | 'fever-signs'
  | 'child-signs'
  | 'absence-name'
  | 'absence-dates'
  | 'absence-reason'
  | 'work-handover'
  | 'note-tone'
  | 'complaint-facts'
  | 'complaint-outcome'
  | 'gift-recipient'
  | 'gift-budget'
  | 'gift-likes'
  | 'gift-occasion'
  | 'marketing-goal'
  | 'marketing-budget'
  | 'trip-when'
  | 'travellers'
  | 'raise-amount';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label, multiple choice]. */
type Row = readonly [string, readonly string[], string, boolean?];

const T: Readonly<Record<NeedSlot, Readonly<Record<Lang, Row>>>> = {
  temperature: {
    en: [
      'How high is the temperature, if you measured it?',
      ['Under 38 °C (100.4 °F)', '38–39 °C (100.4–102.2 °F)', 'Over 39 °C (102.2 °F)', 'Not measured'],
      'Temperature',
    ],
    es: [
      '¿Cuánta fiebre tiene, si la has medido?',
      ['Menos de 38 °C', '38–39 °C', 'Más de 39 °C', 'No la he medido'],
      'Temperatura',
    ],
    fr: [
      'Quelle est sa température, si vous l’avez prise\u00a0?',
      ['Moins de 38 °C', '38–39 °C', 'Plus de 39 °C', 'Pas mesurée'],
      'Température',
    ],
    de: [
      'Wie hoch ist das Fieber, falls gemessen?',
      ['Unter 38 °C', '38–39 °C', 'Über 39 °C', 'Nicht gemessen'],
      'Temperatur',
    ],
    it: [
      'Quanto è alta la febbre, se l’hai misurata?',
      ['Meno di 38 °C', '38–39 °C', 'Più di 39 °C', 'Non misurata'],
      'Temperatura',
    ],
    pt: [
      'Qual é a temperatura, se você mediu?',
      ['Menos de 38 °C', '38–39 °C', 'Mais de 39 °C', 'Não medi'],
      'Temperatura',
    ],
  },
  'illness-since': {
    en: ['Since when?', ['Since today', '1–2 days', '3 days or more'], 'Since'],
    es: ['¿Desde cuándo?', ['Desde hoy', '1–2 días', '3 días o más'], 'Desde'],
    fr: ['Depuis quand\u00a0?', ['Depuis aujourd’hui', '1 à 2 jours', '3 jours ou plus'], 'Depuis'],
    de: ['Seit wann?', ['Seit heute', '1–2 Tage', '3 Tage oder länger'], 'Seit'],
    it: ['Da quando?', ['Da oggi', '1–2 giorni', '3 giorni o più'], 'Da quando'],
    pt: ['Desde quando?', ['Desde hoje', '1–2 dias', '3 dias ou mais'], 'Desde quando'],
  },
  'fever-signs': {
    en: [
      'Any other signs?',
      [
        'Drinking less or fewer wet nappies',
        'Vomiting or diarrhoea',
        'Rash',
        'Very sleepy or floppy',
        'None',
      ],
      'Other signs',
      true,
    ],
    es: [
      '¿Alguna otra señal?',
      [
        'Bebe menos o moja menos pañales',
        'Vómitos o diarrea',
        'Manchas en la piel',
        'Muy decaído o adormilado',
        'Ninguna',
      ],
      'Otras señales',
      true,
    ],
    fr: [
      'D’autres signes\u00a0?',
      [
        'Boit moins, couches moins mouillées',
        'Vomissements ou diarrhée',
        'Boutons ou plaques',
        'Très somnolent ou mou',
        'Aucun',
      ],
      'Autres signes',
      true,
    ],
    de: [
      'Weitere Anzeichen?',
      [
        'Trinkt weniger, weniger nasse Windeln',
        'Erbrechen oder Durchfall',
        'Ausschlag',
        'Sehr schläfrig oder schlapp',
        'Keine',
      ],
      'Weitere Anzeichen',
      true,
    ],
    it: [
      'Altri segni?',
      [
        'Beve meno o bagna meno pannolini',
        'Vomito o diarrea',
        'Macchie sulla pelle',
        'Molto sonnolento o spossato',
        'Nessuno',
      ],
      'Altri segni',
      true,
    ],
    pt: [
      'Algum outro sinal?',
      [
        'Bebe menos ou molha menos fraldas',
        'Vômito ou diarreia',
        'Manchas na pele',
        'Muito sonolento ou mole',
        'Nenhum',
      ],
      'Outros sinais',
      true,
    ],
  },
  'child-signs': {
    en: [
      'Any other signs?',
      ['Fever', 'Drinking or eating less', 'Vomiting or diarrhoea', 'Very sleepy or unusually fussy', 'None'],
      'Other signs',
      true,
    ],
    es: [
      '¿Alguna otra señal?',
      ['Fiebre', 'Come o bebe menos', 'Vómitos o diarrea', 'Muy decaído o irritable', 'Ninguna'],
      'Otras señales',
      true,
    ],
    fr: [
      'D’autres signes\u00a0?',
      ['Fièvre', 'Mange ou boit moins', 'Vomissements ou diarrhée', 'Très somnolent ou grognon', 'Aucun'],
      'Autres signes',
      true,
    ],
    de: [
      'Weitere Anzeichen?',
      [
        'Fieber',
        'Isst oder trinkt weniger',
        'Erbrechen oder Durchfall',
        'Sehr schläfrig oder quengelig',
        'Keine',
      ],
      'Weitere Anzeichen',
      true,
    ],
    it: [
      'Altri segni?',
      ['Febbre', 'Mangia o beve meno', 'Vomito o diarrea', 'Molto sonnolento o irritabile', 'Nessuno'],
      'Altri segni',
      true,
    ],
    pt: [
      'Algum outro sinal?',
      ['Febre', 'Come ou bebe menos', 'Vômito ou diarreia', 'Muito sonolento ou irritado', 'Nenhum'],
      'Outros sinais',
      true,
    ],
  },
  'absence-name': {
    en: ['What are the child’s name and class?', [], 'Child’s name and class'],
    es: ['¿Cómo se llama el niño o la niña y en qué curso está?', [], 'Nombre y curso'],
    fr: ['Quels sont le prénom et la classe de l’enfant\u00a0?', [], 'Prénom et classe'],
    de: ['Wie heißt das Kind, und in welche Klasse geht es?', [], 'Name und Klasse'],
    it: ['Come si chiama il bambino o la bambina, e che classe fa?', [], 'Nome e classe'],
    pt: ['Qual é o nome da criança e a turma?', [], 'Nome e turma'],
  },
  'absence-dates': {
    en: ['Which day or days?', ['Today', 'Tomorrow', 'Yesterday', 'Several days'], 'Dates'],
    es: ['¿Qué día o días?', ['Hoy', 'Mañana', 'Ayer', 'Varios días'], 'Fechas'],
    fr: ['Quel jour ou quels jours\u00a0?', ['Aujourd’hui', 'Demain', 'Hier', 'Plusieurs jours'], 'Dates'],
    de: ['Welcher Tag oder welche Tage?', ['Heute', 'Morgen', 'Gestern', 'Mehrere Tage'], 'Datum'],
    it: ['Quale giorno o quali giorni?', ['Oggi', 'Domani', 'Ieri', 'Più giorni'], 'Date'],
    pt: ['Qual dia ou quais dias?', ['Hoje', 'Amanhã', 'Ontem', 'Vários dias'], 'Datas'],
  },
  'absence-reason': {
    en: ['What is the reason?', ['Illness', 'Medical appointment', 'Family reasons'], 'Reason'],
    es: ['¿Cuál es el motivo?', ['Enfermedad', 'Cita médica', 'Motivos familiares'], 'Motivo'],
    fr: ['Quel est le motif\u00a0?', ['Maladie', 'Rendez-vous médical', 'Raisons familiales'], 'Motif'],
    de: ['Was ist der Grund?', ['Krankheit', 'Arzttermin', 'Familiäre Gründe'], 'Grund'],
    it: ['Qual è il motivo?', ['Malattia', 'Visita medica', 'Motivi familiari'], 'Motivo'],
    pt: ['Qual é o motivo?', ['Doença', 'Consulta médica', 'Motivos familiares'], 'Motivo'],
  },
  'work-handover': {
    en: ['Anything urgent to hand over or reschedule while you are out?', [], 'To hand over'],
    es: ['¿Hay algo urgente que delegar o aplazar mientras faltas?', [], 'Pendientes'],
    fr: [
      'Y a-t-il quelque chose d’urgent à transmettre ou à reporter pendant votre absence\u00a0?',
      [],
      'À transmettre',
    ],
    de: ['Gibt es Dringendes, das jemand übernehmen oder verschoben werden muss?', [], 'Zu übergeben'],
    it: ['C’è qualcosa di urgente da passare a qualcuno o rimandare mentre sei assente?', [], 'Da passare'],
    pt: ['Há algo urgente para repassar ou remarcar enquanto você estiver fora?', [], 'A repassar'],
  },
  'note-tone': {
    en: ['What tone?', ['Brief and formal', 'Friendly but professional', 'Firm'], 'Tone'],
    es: ['¿Qué tono?', ['Breve y formal', 'Cordial pero profesional', 'Firme'], 'Tono'],
    fr: ['Quel ton\u00a0?', ['Bref et formel', 'Cordial mais professionnel', 'Ferme'], 'Ton'],
    de: ['Welcher Ton?', ['Kurz und förmlich', 'Freundlich, aber professionell', 'Bestimmt'], 'Ton'],
    it: ['Che tono?', ['Breve e formale', 'Cordiale ma professionale', 'Fermo'], 'Tono'],
    pt: ['Qual tom?', ['Breve e formal', 'Cordial, mas profissional', 'Firme'], 'Tom'],
  },
  'complaint-facts': {
    en: ['What happened, and when (dates, any order or reference number)?', [], 'What happened'],
    es: ['¿Qué pasó y cuándo (fechas, número de pedido o referencia)?', [], 'Qué pasó'],
    fr: ['Que s’est-il passé, et quand (dates, numéro de commande ou de dossier)\u00a0?', [], 'Les faits'],
    de: ['Was ist passiert, und wann (Daten, Bestell- oder Aktenzeichen)?', [], 'Was passiert ist'],
    it: ['Che cosa è successo, e quando (date, numero d’ordine o di pratica)?', [], 'Cosa è successo'],
    pt: ['O que aconteceu, e quando (datas, número do pedido ou protocolo)?', [], 'O que aconteceu'],
  },
  // A script to ask for a raise: the figure is the one line only the user can write.
  'raise-amount': {
    en: [
      'How much of a raise will you ask for?',
      ['3–5%', '5–10%', 'More than 10%', 'A specific salary'],
      'Amount',
    ],
    es: [
      '¿Cuánto aumento vas a pedir?',
      ['3–5 %', '5–10 %', 'Más del 10 %', 'Un salario concreto'],
      'Cantidad',
    ],
    fr: [
      'Quelle augmentation demander\u00a0?',
      ['3–5\u00a0%', '5–10\u00a0%', 'Plus de 10\u00a0%', 'Un salaire précis'],
      'Montant',
    ],
    de: [
      'Wie viel Gehaltserhöhung soll es sein?',
      ['3–5 %', '5–10 %', 'Mehr als 10 %', 'Ein bestimmtes Gehalt'],
      'Betrag',
    ],
    it: ['Quanto aumento chiederai?', ['3–5%', '5–10%', 'Più del 10%', 'Uno stipendio preciso'], 'Importo'],
    pt: [
      'Quanto de aumento você vai pedir?',
      ['3–5%', '5–10%', 'Mais de 10%', 'Um salário específico'],
      'Valor',
    ],
  },
  'complaint-outcome': {
    en: [
      'What outcome do you want?',
      ['A refund or compensation', 'A repair or replacement', 'That it stops', 'An apology'],
      'Outcome wanted',
    ],
    es: [
      '¿Qué solución quieres?',
      ['Reembolso o compensación', 'Reparación o cambio', 'Que deje de pasar', 'Una disculpa'],
      'Solución deseada',
    ],
    fr: [
      'Quelle issue souhaitez-vous\u00a0?',
      ['Remboursement ou dédommagement', 'Réparation ou échange', 'Que cela cesse', 'Des excuses'],
      'Issue souhaitée',
    ],
    de: [
      'Was möchtest du erreichen?',
      ['Erstattung oder Entschädigung', 'Reparatur oder Ersatz', 'Dass es aufhört', 'Eine Entschuldigung'],
      'Gewünschte Lösung',
    ],
    it: [
      'Che cosa vuoi ottenere?',
      ['Rimborso o indennizzo', 'Riparazione o sostituzione', 'Che smetta', 'Delle scuse'],
      'Risultato voluto',
    ],
    pt: [
      'Que solução você quer?',
      ['Reembolso ou compensação', 'Conserto ou troca', 'Que pare', 'Um pedido de desculpas'],
      'Solução desejada',
    ],
  },
  'gift-recipient': {
    en: [
      'Who is it for (your relation to them, their age)?',
      ['Partner', 'Parent', 'Friend', 'Child', 'Colleague'],
      'Recipient',
    ],
    es: [
      '¿Para quién es (relación y edad)?',
      ['Pareja', 'Madre o padre', 'Amigo o amiga', 'Niño o niña', 'Compañero de trabajo'],
      'Para quién',
    ],
    fr: [
      'Pour qui (lien avec vous, âge)\u00a0?',
      ['Conjoint', 'Parent', 'Ami ou amie', 'Enfant', 'Collègue'],
      'Pour qui',
    ],
    de: [
      'Für wen ist es (Beziehung, Alter)?',
      ['Partner/in', 'Mutter oder Vater', 'Freund/in', 'Kind', 'Kollege/Kollegin'],
      'Für wen',
    ],
    it: [
      'Per chi è (che rapporto avete, età)?',
      ['Partner', 'Genitore', 'Amico o amica', 'Bambino o bambina', 'Collega'],
      'Per chi',
    ],
    pt: [
      'Para quem é (relação e idade)?',
      ['Parceiro ou parceira', 'Mãe ou pai', 'Amigo ou amiga', 'Criança', 'Colega de trabalho'],
      'Para quem',
    ],
  },
  'gift-budget': {
    en: ['What is your budget?', ['Under 25', '25–50', '50–100', 'Over 100'], 'Budget'],
    es: ['¿Qué presupuesto tienes?', ['Menos de 25', '25–50', '50–100', 'Más de 100'], 'Presupuesto'],
    fr: ['Quel est votre budget\u00a0?', ['Moins de 25', '25 à 50', '50 à 100', 'Plus de 100'], 'Budget'],
    de: ['Wie hoch ist dein Budget?', ['Unter 25', '25–50', '50–100', 'Über 100'], 'Budget'],
    it: ['Qual è il tuo budget?', ['Meno di 25', '25–50', '50–100', 'Più di 100'], 'Budget'],
    pt: ['Qual é o seu orçamento?', ['Menos de 25', '25–50', '50–100', 'Mais de 100'], 'Orçamento'],
  },
  'gift-likes': {
    en: [
      'What are they into?',
      ['Cooking', 'Sport', 'Books', 'Tech', 'Experiences over things'],
      'Their interests',
      true,
    ],
    es: [
      '¿Qué le gusta?',
      ['Cocina', 'Deporte', 'Libros', 'Tecnología', 'Experiencias más que objetos'],
      'Sus gustos',
      true,
    ],
    fr: [
      'Qu’est-ce qui lui plaît\u00a0?',
      ['Cuisine', 'Sport', 'Livres', 'High-tech', 'Expériences plutôt qu’objets'],
      'Ses goûts',
      true,
    ],
    de: [
      'Wofür interessiert sich die Person?',
      ['Kochen', 'Sport', 'Bücher', 'Technik', 'Lieber Erlebnisse als Dinge'],
      'Interessen',
      true,
    ],
    it: [
      'Che cosa le piace?',
      ['Cucina', 'Sport', 'Libri', 'Tecnologia', 'Esperienze più che oggetti'],
      'I suoi gusti',
      true,
    ],
    pt: [
      'Do que a pessoa gosta?',
      ['Cozinha', 'Esporte', 'Livros', 'Tecnologia', 'Experiências em vez de objetos'],
      'Gostos',
      true,
    ],
  },
  'gift-occasion': {
    en: [
      'What is the occasion?',
      ['Birthday', 'Christmas', 'Anniversary', 'Thank you', 'Just because'],
      'Occasion',
    ],
    es: [
      '¿Cuál es la ocasión?',
      ['Cumpleaños', 'Navidad', 'Aniversario', 'Agradecimiento', 'Sin motivo'],
      'Ocasión',
    ],
    fr: [
      'Quelle est l’occasion\u00a0?',
      ['Anniversaire', 'Noël', 'Anniversaire de couple', 'Remerciement', 'Sans occasion'],
      'Occasion',
    ],
    de: [
      'Was ist der Anlass?',
      ['Geburtstag', 'Weihnachten', 'Jahrestag', 'Dankeschön', 'Einfach so'],
      'Anlass',
    ],
    it: [
      'Qual è l’occasione?',
      ['Compleanno', 'Natale', 'Anniversario', 'Ringraziamento', 'Senza motivo'],
      'Occasione',
    ],
    pt: [
      'Qual é a ocasião?',
      ['Aniversário', 'Natal', 'Aniversário de namoro ou casamento', 'Agradecimento', 'Sem motivo'],
      'Ocasião',
    ],
  },
  'marketing-goal': {
    en: [
      'What should the marketing achieve first?',
      ['More walk-in customers', 'More online orders or bookings', 'More regulars', 'Launch something new'],
      'Main goal',
    ],
    es: [
      '¿Qué debe conseguir primero?',
      [
        'Más clientes en el local',
        'Más pedidos o reservas online',
        'Más clientes habituales',
        'Lanzar algo nuevo',
      ],
      'Objetivo principal',
    ],
    fr: [
      'Quel est l’objectif prioritaire\u00a0?',
      [
        'Plus de clients en boutique',
        'Plus de commandes ou réservations en ligne',
        'Fidéliser',
        'Lancer une nouveauté',
      ],
      'Objectif principal',
    ],
    de: [
      'Was soll das Marketing zuerst erreichen?',
      [
        'Mehr Laufkundschaft',
        'Mehr Online-Bestellungen oder -Buchungen',
        'Mehr Stammkunden',
        'Etwas Neues einführen',
      ],
      'Hauptziel',
    ],
    it: [
      'Qual è l’obiettivo principale?',
      [
        'Più clienti in negozio',
        'Più ordini o prenotazioni online',
        'Più clienti abituali',
        'Lanciare una novità',
      ],
      'Obiettivo principale',
    ],
    pt: [
      'Qual é o objetivo principal?',
      [
        'Mais clientes na loja',
        'Mais pedidos ou reservas online',
        'Mais clientes fiéis',
        'Lançar uma novidade',
      ],
      'Objetivo principal',
    ],
  },
  'marketing-budget': {
    en: [
      'How much can you spend per month?',
      ['Nothing, time only', 'Under 200', '200–1,000', 'Over 1,000'],
      'Monthly budget',
    ],
    es: [
      '¿Cuánto puedes gastar al mes?',
      ['Nada, solo tiempo', 'Menos de 200', '200–1000', 'Más de 1000'],
      'Presupuesto mensual',
    ],
    fr: [
      'Quel budget par mois\u00a0?',
      ['Aucun, seulement du temps', 'Moins de 200', '200 à 1\u00a0000', 'Plus de 1\u00a0000'],
      'Budget mensuel',
    ],
    de: [
      'Wie viel kannst du pro Monat ausgeben?',
      ['Nichts, nur Zeit', 'Unter 200', '200–1.000', 'Über 1.000'],
      'Monatsbudget',
    ],
    it: [
      'Quanto puoi spendere al mese?',
      ['Niente, solo tempo', 'Meno di 200', '200–1.000', 'Più di 1.000'],
      'Budget mensile',
    ],
    pt: [
      'Quanto você pode gastar por mês?',
      ['Nada, só tempo', 'Menos de 200', '200–1.000', 'Mais de 1.000'],
      'Orçamento mensal',
    ],
  },
  'trip-when': {
    en: ['When, and for how long?', ['A weekend', 'About a week', 'Two weeks or more'], 'Dates'],
    es: ['¿Cuándo y cuántos días?', ['Un fin de semana', 'Una semana', 'Dos semanas o más'], 'Fechas'],
    fr: [
      'Quand, et pour combien de temps\u00a0?',
      ['Un week-end', 'Une semaine', 'Deux semaines ou plus'],
      'Dates',
    ],
    de: [
      'Wann, und wie lange?',
      ['Ein Wochenende', 'Etwa eine Woche', 'Zwei Wochen oder länger'],
      'Reisezeit',
    ],
    it: ['Quando, e per quanto tempo?', ['Un weekend', 'Una settimana', 'Due settimane o più'], 'Date'],
    pt: ['Quando, e por quanto tempo?', ['Um fim de semana', 'Uma semana', 'Duas semanas ou mais'], 'Datas'],
  },
  travellers: {
    en: ['Who is travelling?', ['Solo', 'Couple', 'Family with kids', 'Friends'], 'Travellers'],
    es: ['¿Quién viaja?', ['Solo', 'En pareja', 'Familia con niños', 'Amigos'], 'Viajeros'],
    fr: ['Qui part\u00a0?', ['Seul', 'En couple', 'En famille avec enfants', 'Entre amis'], 'Voyageurs'],
    de: ['Wer reist?', ['Allein', 'Als Paar', 'Familie mit Kindern', 'Mit Freunden'], 'Reisende'],
    it: ['Chi viaggia?', ['Da solo', 'In coppia', 'Famiglia con bambini', 'Con amici'], 'Viaggiatori'],
    pt: ['Quem vai viajar?', ['Sozinho', 'Casal', 'Família com crianças', 'Amigos'], 'Viajantes'],
  },
};

/** Every need slot, for checks over all of them (the register test). */
export const NEED_SLOTS = Object.keys(T) as NeedSlot[];

export function isNeedSlot(slot: string): slot is NeedSlot {
  return slot in T;
}

/** The question in the prompt's language; undefined for a language we have no words for. */
export function needQuestion(slot: NeedSlot, language: string): QuestionText | undefined {
  const row = T[slot][language as Lang];
  if (!row) return undefined;
  const [question, options, label, multiple] = row;
  return multiple ? { question, options, label, multiple } : { question, options, label };
}
