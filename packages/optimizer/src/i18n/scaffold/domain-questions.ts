import type { QuestionText } from './types';

/**
 * Questions that only make sense for one subject: a recipe wants the diet and the time, a
 * workout the goal and the equipment. A language without them falls back to the generic ones.
 */
export type DomainSlot =
  | 'diet'
  | 'cooking-time'
  | 'servings'
  | 'fitness-goal'
  | 'experience'
  | 'equipment'
  | 'budget'
  | 'interests'
  | 'product'
  | 'channel'
  | 'job-posting'
  | 'own-experience'
  | 'letter-facts'
  | 'guests'
  | 'venue'
  | 'party-budget';

const EN: Readonly<Record<DomainSlot, QuestionText>> = {
  diet: {
    question: 'Any dietary needs?',
    options: ['None', 'Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free'],
    label: 'Dietary needs',
    multiple: true,
  },
  'cooking-time': {
    question: 'How much time do you have to cook?',
    options: ['15 minutes', '30 minutes', 'An hour or more'],
    label: 'Cooking time',
  },
  servings: { question: 'For how many people?', options: ['1', '2', '4', '6 or more'], label: 'Servings' },
  'fitness-goal': {
    question: 'What is your main goal?',
    options: ['Lose fat', 'Build strength', 'Improve endurance', 'Stay active'],
    label: 'Goal',
  },
  experience: {
    question: 'How experienced are you?',
    options: ['Beginner', 'Intermediate', 'Advanced'],
    label: 'Experience',
  },
  equipment: {
    question: 'What equipment do you have?',
    options: ['None (bodyweight)', 'Dumbbells', 'Full gym'],
    label: 'Equipment',
  },
  budget: {
    question: 'What is your budget?',
    options: ['Tight', 'Moderate', 'Comfortable'],
    label: 'Budget',
  },
  interests: {
    question: 'What do you enjoy most?',
    options: ['Food', 'History and culture', 'Nature', 'Nightlife', 'Shopping'],
    label: 'Interests',
    multiple: true,
  },
  product: { question: 'What are you marketing, and to whom?', options: [], label: 'Product and customers' },
  channel: {
    question: 'Which channels?',
    options: ['Social media', 'Email', 'Search ads', 'Events', 'Partnerships'],
    label: 'Channels',
    multiple: true,
  },
  'job-posting': {
    question: 'What does the job ad ask for? (paste its key requirements)',
    options: [],
    label: 'Job requirements',
  },
  'own-experience': {
    question: 'What experience of yours should it use? (a few lines of your CV)',
    options: [],
    label: 'Your experience',
  },
  'letter-facts': {
    question: 'Which facts must it state? (names, dates, reference numbers)',
    options: [],
    label: 'Facts to include',
  },
  guests: {
    question: 'How many guests, and what ages?',
    options: ['Under 10', '10–25', '25–50', 'More than 50'],
    label: 'Guests',
  },
  venue: {
    question: 'Where will it be?',
    options: ['At home', 'Garden or park', 'A rented venue', 'A restaurant'],
    label: 'Place',
  },
  'party-budget': {
    question: 'What is your budget?',
    options: ['Tight', 'Moderate', 'Comfortable'],
    label: 'Budget',
  },
};

// Registers follow the generic questions of each scaffold: tú (es), vous (fr), neither du nor Sie
// (de), tu (it), você in Brazilian Portuguese (pt). `budget` is only asked for trips, which lets
// French, German and Italian say "travel budget" instead of repeating the English label.

const ES: Readonly<Record<DomainSlot, QuestionText>> = {
  diet: {
    question: '¿Alguna necesidad alimentaria?',
    options: ['Ninguna', 'Vegetariana', 'Vegana', 'Sin gluten', 'Sin lactosa'],
    label: 'Dieta',
    multiple: true,
  },
  'cooking-time': {
    question: '¿Cuánto tiempo tienes para cocinar?',
    options: ['15 minutos', '30 minutos', 'Una hora o más'],
    label: 'Tiempo para cocinar',
  },
  servings: { question: '¿Para cuántas personas?', options: ['1', '2', '4', '6 o más'], label: 'Comensales' },
  'fitness-goal': {
    question: '¿Cuál es tu objetivo principal?',
    options: ['Perder grasa', 'Ganar fuerza', 'Mejorar la resistencia', 'Mantenerme en forma'],
    label: 'Objetivo',
  },
  experience: {
    question: '¿Cuánta experiencia tienes?',
    options: ['Principiante', 'Intermedio', 'Avanzado'],
    label: 'Nivel de experiencia',
  },
  equipment: {
    question: '¿Qué material tienes?',
    options: ['Ninguno (peso corporal)', 'Mancuernas', 'Gimnasio completo'],
    label: 'Material',
  },
  budget: {
    question: '¿Qué presupuesto tienes?',
    options: ['Ajustado', 'Moderado', 'Holgado'],
    label: 'Presupuesto',
  },
  interests: {
    question: '¿Qué es lo que más disfrutas?',
    options: ['Gastronomía', 'Historia y cultura', 'Naturaleza', 'Vida nocturna', 'Compras'],
    label: 'Intereses',
    multiple: true,
  },
  product: { question: '¿Qué quieres promocionar y a quién?', options: [], label: 'Producto y clientes' },
  channel: {
    question: '¿Qué canales?',
    options: ['Redes sociales', 'Correo electrónico', 'Anuncios en buscadores', 'Eventos', 'Alianzas'],
    label: 'Canales',
    multiple: true,
  },
  'job-posting': {
    question: '¿Qué pide la oferta de empleo? (pega sus requisitos principales)',
    options: [],
    label: 'Requisitos del puesto',
  },
  'own-experience': {
    question: '¿Qué experiencia tuya debe usar? (unas líneas de tu CV)',
    options: [],
    label: 'Tu experiencia',
  },
  'letter-facts': {
    question: '¿Qué datos debe incluir? (nombres, fechas, números de referencia)',
    options: [],
    label: 'Datos que incluir',
  },
  guests: {
    question: '¿Cuántos invitados y de qué edades?',
    options: ['Menos de 10', '10–25', '25–50', 'Más de 50'],
    label: 'Invitados',
  },
  venue: {
    question: '¿Dónde será?',
    options: ['En casa', 'Jardín o parque', 'Un local alquilado', 'Un restaurante'],
    label: 'Lugar',
  },
  'party-budget': {
    question: '¿Qué presupuesto tienes?',
    options: ['Ajustado', 'Moderado', 'Holgado'],
    label: 'Presupuesto de la fiesta',
  },
};

// French typography: a non-breaking space before ? and :, as in fr.ts.
const FR: Readonly<Record<DomainSlot, QuestionText>> = {
  diet: {
    question: 'Des besoins alimentaires particuliers\u00a0?',
    options: ['Aucun', 'Végétarien', 'Végan', 'Sans gluten', 'Sans lactose'],
    label: 'Régime alimentaire',
    multiple: true,
  },
  'cooking-time': {
    question: 'Combien de temps avez-vous pour cuisiner\u00a0?',
    options: ['15 minutes', '30 minutes', 'Une heure ou plus'],
    label: 'Temps pour cuisiner',
  },
  servings: {
    question: 'Pour combien de personnes\u00a0?',
    options: ['1', '2', '4', '6 ou plus'],
    label: 'Nombre de personnes',
  },
  'fitness-goal': {
    question: 'Quel est votre objectif principal\u00a0?',
    options: ['Perdre du gras', 'Gagner en force', 'Améliorer l’endurance', 'Garder la forme'],
    label: 'Objectif',
  },
  experience: {
    question: 'Quel est votre niveau d’expérience\u00a0?',
    options: ['Débutant', 'Intermédiaire', 'Avancé'],
    label: 'Niveau',
  },
  equipment: {
    question: 'De quel matériel disposez-vous\u00a0?',
    options: ['Aucun (poids du corps)', 'Haltères', 'Salle de sport'],
    label: 'Matériel',
  },
  budget: {
    question: 'Quel est votre budget\u00a0?',
    options: ['Serré', 'Moyen', 'Confortable'],
    label: 'Budget du voyage',
  },
  interests: {
    question: 'Qu’est-ce qui vous plaît le plus\u00a0?',
    options: ['Gastronomie', 'Histoire et culture', 'Nature', 'Vie nocturne', 'Shopping'],
    label: 'Centres d’intérêt',
    multiple: true,
  },
  product: {
    question: 'Que promouvez-vous, et auprès de qui\u00a0?',
    options: [],
    label: 'Produit et clientèle',
  },
  channel: {
    question: 'Sur quels canaux\u00a0?',
    options: ['Réseaux sociaux', 'E-mail', 'Liens sponsorisés', 'Événements', 'Partenariats'],
    label: 'Canaux',
    multiple: true,
  },
  'job-posting': {
    question: 'Que demande l’offre d’emploi\u00a0? (collez-en les exigences principales)',
    options: [],
    label: 'Exigences du poste',
  },
  'own-experience': {
    question: 'Quelle expérience doit-elle mettre en avant\u00a0? (quelques lignes de votre CV)',
    options: [],
    label: 'Votre expérience',
  },
  'letter-facts': {
    question: 'Quels faits doit-elle indiquer\u00a0? (noms, dates, numéros de référence)',
    options: [],
    label: 'Faits à indiquer',
  },
  guests: {
    question: 'Combien d’invités, et de quel âge\u00a0?',
    options: ['Moins de 10', '10 à 25', '25 à 50', 'Plus de 50'],
    label: 'Invités',
  },
  venue: {
    question: 'Où aura-t-elle lieu\u00a0?',
    options: ['À la maison', 'Jardin ou parc', 'Une salle louée', 'Un restaurant'],
    label: 'Lieu',
  },
  'party-budget': {
    question: 'Quel est votre budget\u00a0?',
    options: ['Serré', 'Moyen', 'Confortable'],
    label: 'Budget de la fête',
  },
};

const DE: Readonly<Record<DomainSlot, QuestionText>> = {
  diet: {
    question: 'Besondere Ernährungswünsche?',
    options: ['Keine', 'Vegetarisch', 'Vegan', 'Glutenfrei', 'Laktosefrei'],
    label: 'Ernährung',
    multiple: true,
  },
  'cooking-time': {
    question: 'Wie viel Zeit bleibt zum Kochen?',
    options: ['15 Minuten', '30 Minuten', 'Eine Stunde oder mehr'],
    label: 'Zeit zum Kochen',
  },
  servings: {
    question: 'Für wie viele Personen?',
    options: ['1', '2', '4', '6 oder mehr'],
    label: 'Portionen',
  },
  'fitness-goal': {
    question: 'Was ist das Hauptziel?',
    options: ['Fett abbauen', 'Kraft aufbauen', 'Ausdauer verbessern', 'Fit bleiben'],
    label: 'Ziel',
  },
  experience: {
    question: 'Wie viel Trainingserfahrung ist vorhanden?',
    options: ['Anfänger', 'Fortgeschritten', 'Sehr erfahren'],
    label: 'Erfahrung',
  },
  equipment: {
    question: 'Welche Ausrüstung ist vorhanden?',
    options: ['Keine (Eigengewicht)', 'Kurzhanteln', 'Fitnessstudio'],
    label: 'Ausrüstung',
  },
  budget: {
    question: 'Wie hoch ist das Budget?',
    options: ['Knapp', 'Mittel', 'Großzügig'],
    label: 'Reisebudget',
  },
  interests: {
    question: 'Was steht im Vordergrund?',
    options: ['Kulinarik', 'Geschichte und Kultur', 'Natur', 'Nachtleben', 'Shopping'],
    label: 'Interessen',
    multiple: true,
  },
  product: {
    question: 'Was wird beworben, und wer ist die Zielgruppe?',
    options: [],
    label: 'Produkt und Zielgruppe',
  },
  channel: {
    question: 'Welche Kanäle?',
    options: ['Social Media', 'E-Mail', 'Suchmaschinenwerbung', 'Events', 'Kooperationen'],
    label: 'Kanäle',
    multiple: true,
  },
  'job-posting': {
    question: 'Was verlangt die Stellenanzeige? (die wichtigsten Anforderungen einfügen)',
    options: [],
    label: 'Anforderungen der Stelle',
  },
  'own-experience': {
    question: 'Welche eigene Erfahrung soll es nutzen? (ein paar Zeilen aus dem Lebenslauf)',
    options: [],
    label: 'Eigene Erfahrung',
  },
  'letter-facts': {
    question: 'Welche Angaben muss es enthalten? (Namen, Daten, Mitglieds- oder Vertragsnummer)',
    options: [],
    label: 'Angaben',
  },
  guests: {
    question: 'Wie viele Gäste, und in welchem Alter?',
    options: ['Unter 10', '10–25', '25–50', 'Mehr als 50'],
    label: 'Gäste',
  },
  venue: {
    question: 'Wo findet es statt?',
    options: ['Zu Hause', 'Garten oder Park', 'Gemieteter Raum', 'Restaurant'],
    label: 'Ort',
  },
  'party-budget': {
    question: 'Wie hoch ist das Budget?',
    options: ['Knapp', 'Mittel', 'Großzügig'],
    label: 'Budget für die Feier',
  },
};

const IT: Readonly<Record<DomainSlot, QuestionText>> = {
  diet: {
    question: 'Hai esigenze alimentari particolari?',
    options: ['Nessuna', 'Vegetariana', 'Vegana', 'Senza glutine', 'Senza lattosio'],
    label: 'Dieta',
    multiple: true,
  },
  'cooking-time': {
    question: 'Quanto tempo hai per cucinare?',
    options: ['15 minuti', '30 minuti', 'Un’ora o più'],
    label: 'Tempo per cucinare',
  },
  servings: { question: 'Per quante persone?', options: ['1', '2', '4', '6 o più'], label: 'Porzioni' },
  'fitness-goal': {
    question: 'Qual è il tuo obiettivo principale?',
    options: ['Perdere grasso', 'Aumentare la forza', 'Migliorare la resistenza', 'Restare in forma'],
    label: 'Obiettivo',
  },
  experience: {
    question: 'Quanta esperienza hai?',
    options: ['Principiante', 'Intermedio', 'Avanzato'],
    label: 'Livello di esperienza',
  },
  equipment: {
    question: 'Che attrezzatura hai?',
    options: ['Nessuna (corpo libero)', 'Manubri', 'Palestra completa'],
    label: 'Attrezzatura',
  },
  budget: {
    question: 'Che budget hai?',
    options: ['Limitato', 'Medio', 'Ampio'],
    label: 'Budget del viaggio',
  },
  interests: {
    question: 'Cosa ti piace di più?',
    options: ['Gastronomia', 'Storia e cultura', 'Natura', 'Vita notturna', 'Shopping'],
    label: 'Interessi',
    multiple: true,
  },
  product: { question: 'Cosa vuoi promuovere e a chi?', options: [], label: 'Prodotto e clienti' },
  channel: {
    question: 'Quali canali?',
    options: ['Social media', 'Email', 'Annunci di ricerca', 'Eventi', 'Partnership'],
    label: 'Canali',
    multiple: true,
  },
  'job-posting': {
    question: 'Cosa richiede l’annuncio di lavoro? (incolla i requisiti principali)',
    options: [],
    label: 'Requisiti del ruolo',
  },
  'own-experience': {
    question: 'Quale tua esperienza deve usare? (qualche riga del tuo CV)',
    options: [],
    label: 'La tua esperienza',
  },
  'letter-facts': {
    question: 'Quali dati deve indicare? (nomi, date, numeri di riferimento)',
    options: [],
    label: 'Dati da indicare',
  },
  guests: {
    question: 'Quanti invitati, e di che età?',
    options: ['Meno di 10', '10–25', '25–50', 'Più di 50'],
    label: 'Invitati',
  },
  venue: {
    question: 'Dove si terrà?',
    options: ['A casa', 'Giardino o parco', 'Una sala in affitto', 'Un ristorante'],
    label: 'Luogo',
  },
  'party-budget': {
    question: 'Che budget hai?',
    options: ['Limitato', 'Medio', 'Ampio'],
    label: 'Budget della festa',
  },
};

const PT: Readonly<Record<DomainSlot, QuestionText>> = {
  diet: {
    question: 'Alguma restrição alimentar?',
    options: ['Nenhuma', 'Vegetariana', 'Vegana', 'Sem glúten', 'Sem lactose'],
    label: 'Dieta',
    multiple: true,
  },
  'cooking-time': {
    question: 'Quanto tempo você tem para cozinhar?',
    options: ['15 minutos', '30 minutos', 'Uma hora ou mais'],
    label: 'Tempo de preparo',
  },
  servings: { question: 'Para quantas pessoas?', options: ['1', '2', '4', '6 ou mais'], label: 'Porções' },
  'fitness-goal': {
    question: 'Qual é o seu objetivo principal?',
    options: ['Perder gordura', 'Ganhar força', 'Melhorar a resistência', 'Manter a forma'],
    label: 'Objetivo',
  },
  experience: {
    question: 'Quanta experiência você tem?',
    options: ['Iniciante', 'Intermediário', 'Avançado'],
    label: 'Nível de experiência',
  },
  equipment: {
    question: 'Que equipamentos você tem?',
    options: ['Nenhum (peso corporal)', 'Halteres', 'Academia completa'],
    label: 'Equipamentos',
  },
  budget: {
    question: 'Qual é o seu orçamento?',
    options: ['Apertado', 'Moderado', 'Confortável'],
    label: 'Orçamento',
  },
  interests: {
    question: 'Do que você mais gosta?',
    options: ['Gastronomia', 'História e cultura', 'Natureza', 'Vida noturna', 'Compras'],
    label: 'Interesses',
    multiple: true,
  },
  product: { question: 'O que você quer divulgar e para quem?', options: [], label: 'Produto e público' },
  channel: {
    question: 'Quais canais?',
    options: ['Redes sociais', 'E-mail', 'Anúncios de busca', 'Eventos', 'Parcerias'],
    label: 'Canais',
    multiple: true,
  },
  'job-posting': {
    question: 'O que a vaga pede? (cole os principais requisitos)',
    options: [],
    label: 'Requisitos da vaga',
  },
  'own-experience': {
    question: 'Qual experiência sua deve usar? (algumas linhas do seu currículo)',
    options: [],
    label: 'Sua experiência',
  },
  'letter-facts': {
    question: 'Quais dados deve incluir? (nomes, datas, números de referência)',
    options: [],
    label: 'Dados a incluir',
  },
  guests: {
    question: 'Quantos convidados, e de que idades?',
    options: ['Menos de 10', '10–25', '25–50', 'Mais de 50'],
    label: 'Convidados',
  },
  venue: {
    question: 'Onde vai ser?',
    options: ['Em casa', 'Jardim ou parque', 'Um espaço alugado', 'Um restaurante'],
    label: 'Local',
  },
  'party-budget': {
    question: 'Qual é o seu orçamento?',
    options: ['Apertado', 'Moderado', 'Confortável'],
    label: 'Orçamento da festa',
  },
};

export const DOMAIN_QUESTIONS: Readonly<Record<string, Readonly<Record<DomainSlot, QuestionText>>>> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  it: IT,
  pt: PT,
};

/** Options that do not fit a party with children: no "Nightlife" for a trip with a toddler. */
export const ADULT_ONLY_OPTIONS: ReadonlySet<string> = new Set([
  'Nightlife',
  'Vida nocturna',
  'Vie nocturne',
  'Nachtleben',
  'Vita notturna',
  'Vida noturna',
]);
