import type { QuestionText } from './types';

/**
 * The questions that matter for the narrow subjects of subjects.ts: where it hurts and since
 * when, how old the starter is and how warm the kitchen, what matters on a trip, what the tool
 * will do. Registers as in domain-questions.ts; a language without them asks nothing specific.
 */
export type SubjectSlot =
  | 'symptom-detail'
  | 'symptom-since'
  | 'symptom-more'
  | 'help-wanted'
  | 'starter-age'
  | 'starter-flour'
  | 'room-temp'
  | 'feeding-ratio'
  | 'recipe'
  | 'plant-light'
  | 'plant-water'
  | 'appliance-model'
  | 'fix-thing'
  | 'tried'
  | 'trip-priorities'
  | 'trip-flexibility'
  | 'tool-purpose'
  | 'team-experience'
  | 'regex-flavour'
  | 'regex-strictness'
  | 'data-goal'
  | 'spreadsheet-app'
  | 'command-os'
  | 'dish'
  | 'activities';

type Texts = Readonly<Record<SubjectSlot, QuestionText>>;

const FLAVOURS = ['JavaScript', 'Python', 'PCRE (PHP)', 'Java', '.NET'];
const TEMPS_C = ['< 20 °C', '20–24 °C', '> 24 °C'];

const EN: Texts = {
  'command-os': {
    question: 'Which system will you run it on?',
    options: ['macOS', 'Linux', 'Windows'],
    label: 'System',
  },
  dish: { question: 'What are you making with it?', options: [], label: 'Dish' },
  activities: {
    question: 'What will you do there?',
    options: ['City sightseeing', 'Hiking', 'Beach', 'Skiing', 'Business'],
    label: 'Activities',
    multiple: true,
  },
  'spreadsheet-app': {
    question: 'Which spreadsheet app, and which version?',
    options: ['Excel 365 or 2021+', 'Excel 2019 or older', 'Google Sheets', 'LibreOffice Calc'],
    label: 'Spreadsheet app',
  },
  'symptom-more': {
    question: 'Any other symptoms, and does anything make it better or worse?',
    options: [],
    label: 'Other symptoms',
  },
  'symptom-detail': {
    question: 'Where exactly is it, and what makes it worse?',
    options: [],
    label: 'Where and what makes it worse',
  },
  'symptom-since': {
    question: 'How long has it been going on?',
    options: ['A few days', 'A few weeks', 'Months or longer'],
    label: 'Since',
  },
  'help-wanted': {
    question: 'What would help most?',
    options: ['Likely causes', 'What I can do at home', 'When to see a doctor'],
    label: 'What I want to know',
    multiple: true,
  },
  'starter-age': {
    question: 'How old is the starter?',
    options: ['Under a week', '1–2 weeks', 'A month or older'],
    label: 'Starter age',
  },
  'starter-flour': {
    question: 'Which flour do you feed it?',
    options: ['White', 'Wholemeal', 'Rye', 'A mix'],
    label: 'Flour',
  },
  'room-temp': {
    question: 'How warm is the room?',
    options: ['Below 20 °C (68 °F)', '20–24 °C (68–75 °F)', 'Above 24 °C (75 °F)'],
    label: 'Room temperature',
  },
  'feeding-ratio': {
    question: 'What feeding ratio (starter : flour : water)?',
    options: ['1:1:1', '1:2:2', '1:5:5', 'Not sure'],
    label: 'Feeding ratio',
  },
  recipe: {
    question: 'Which recipe do you follow (ingredients, rising time, oven temperature)?',
    options: [],
    label: 'Recipe and method',
  },
  'plant-light': {
    question: 'How much light does it get?',
    options: ['Direct sun', 'Bright, indirect light', 'Low light'],
    label: 'Light',
  },
  'plant-water': {
    question: 'How often do you water it?',
    options: ['When the topsoil is dry', 'Once a week', 'Several times a week'],
    label: 'Watering',
  },
  'appliance-model': {
    question: 'Which make and model, and does it show an error code?',
    options: [],
    label: 'Make, model and error code',
  },
  'fix-thing': {
    question: 'What exactly is it: its type, what it is made of and roughly how old?',
    options: [],
    label: 'Type, material and age',
  },
  tried: { question: 'What have you tried already?', options: [], label: 'Already tried' },
  'trip-priorities': {
    question: 'What matters most on this trip?',
    options: [
      'Good weather',
      'Festivals or seasonal sights',
      'Fewer crowds',
      'Lower prices',
      'Outdoor activities',
    ],
    label: 'Priorities',
    multiple: true,
  },
  'trip-flexibility': {
    question: 'How flexible are your dates?',
    options: ['Any time of year', 'School holidays only', 'A particular season'],
    label: 'Dates',
  },
  'tool-purpose': {
    question: 'What will you build with it, roughly?',
    options: [],
    label: 'What it is for',
  },
  'team-experience': {
    question: 'How well does your team know the options?',
    options: ['New to both', 'Knows one of them well', 'Knows both well'],
    label: 'Team experience',
  },
  'regex-flavour': {
    question: 'Where will the regex run?',
    options: FLAVOURS,
    label: 'Regex flavour',
  },
  'regex-strictness': {
    question: 'How strict should it be?',
    options: ['Validate the exact format', 'Find them loosely in longer text'],
    label: 'Strictness',
  },
  'data-goal': {
    question: 'What do you want to learn from the data?',
    options: ['Trends over time', 'Best and worst performers', 'Unusual values', 'What explains a change'],
    label: 'Question for the data',
    multiple: true,
  },
};

const ES: Texts = {
  'command-os': {
    question: '¿En qué sistema lo vas a ejecutar?',
    options: ['macOS', 'Linux', 'Windows'],
    label: 'Sistema',
  },
  dish: { question: '¿Qué vas a preparar con ello?', options: [], label: 'Plato' },
  activities: {
    question: '¿Qué vas a hacer allí?',
    options: ['Visitar la ciudad', 'Senderismo', 'Playa', 'Esquí', 'Trabajo'],
    label: 'Actividades',
    multiple: true,
  },
  'spreadsheet-app': {
    question: '¿Qué hoja de cálculo usas, y qué versión?',
    options: ['Excel 365 o 2021+', 'Excel 2019 o anterior', 'Google Sheets', 'LibreOffice Calc'],
    label: 'Hoja de cálculo',
  },
  'symptom-more': {
    question: '¿Tienes otros síntomas, y hay algo que lo mejore o lo empeore?',
    options: [],
    label: 'Otros síntomas',
  },
  'symptom-detail': {
    question: '¿Dónde exactamente, y qué lo empeora?',
    options: [],
    label: 'Dónde y qué lo empeora',
  },
  'symptom-since': {
    question: '¿Desde cuándo te pasa?',
    options: ['Unos días', 'Unas semanas', 'Meses o más'],
    label: 'Desde',
  },
  'help-wanted': {
    question: '¿Qué te ayudaría más?',
    options: ['Causas probables', 'Qué puedo hacer en casa', 'Cuándo ir al médico'],
    label: 'Qué quiero saber',
    multiple: true,
  },
  'starter-age': {
    question: '¿Cuántos días tiene la masa madre?',
    options: ['Menos de una semana', '1–2 semanas', 'Un mes o más'],
    label: 'Edad de la masa madre',
  },
  'starter-flour': {
    question: '¿Con qué harina la alimentas?',
    options: ['Blanca', 'Integral', 'De centeno', 'Una mezcla'],
    label: 'Harina',
  },
  'room-temp': {
    question: '¿Qué temperatura hay en la habitación?',
    options: TEMPS_C,
    label: 'Temperatura ambiente',
  },
  'feeding-ratio': {
    question: '¿Qué proporción usas al alimentarla (masa madre : harina : agua)?',
    options: ['1:1:1', '1:2:2', '1:5:5', 'No lo sé'],
    label: 'Proporción',
  },
  recipe: {
    question: '¿Qué receta sigues (ingredientes, tiempo de levado, temperatura del horno)?',
    options: [],
    label: 'Receta y método',
  },
  'plant-light': {
    question: '¿Cuánta luz recibe?',
    options: ['Sol directo', 'Luz brillante indirecta', 'Poca luz'],
    label: 'Luz',
  },
  'plant-water': {
    question: '¿Cada cuánto la riegas?',
    options: ['Cuando la tierra está seca', 'Una vez por semana', 'Varias veces por semana'],
    label: 'Riego',
  },
  'appliance-model': {
    question: '¿Qué marca y modelo es, y muestra algún código de error?',
    options: [],
    label: 'Marca, modelo y código de error',
  },
  'fix-thing': {
    question: '¿Qué es exactamente: tipo, material y antigüedad aproximada?',
    options: [],
    label: 'Tipo, material y antigüedad',
  },
  tried: { question: '¿Qué has probado ya?', options: [], label: 'Ya probado' },
  'trip-priorities': {
    question: '¿Qué es lo más importante en este viaje?',
    options: [
      'Buen tiempo',
      'Fiestas o atractivos de temporada',
      'Menos gente',
      'Precios más bajos',
      'Actividades al aire libre',
    ],
    label: 'Prioridades',
    multiple: true,
  },
  'trip-flexibility': {
    question: '¿Qué flexibilidad tienes de fechas?',
    options: ['Cualquier época', 'Solo vacaciones escolares', 'Una estación concreta'],
    label: 'Fechas',
  },
  'tool-purpose': {
    question: '¿Qué vas a construir con ello, a grandes rasgos?',
    options: [],
    label: 'Para qué es',
  },
  'team-experience': {
    question: '¿Cuánto conoce tu equipo las opciones?',
    options: ['Ninguna', 'Conoce bien una', 'Conoce bien ambas'],
    label: 'Experiencia del equipo',
  },
  'regex-flavour': {
    question: '¿Dónde se va a usar la expresión regular?',
    options: FLAVOURS,
    label: 'Motor de regex',
  },
  'regex-strictness': {
    question: '¿Qué tan estricta debe ser?',
    options: ['Validar el formato exacto', 'Encontrarlos en un texto más largo'],
    label: 'Rigor',
  },
  'data-goal': {
    question: '¿Qué quieres averiguar con los datos?',
    options: [
      'Tendencias en el tiempo',
      'Mejores y peores resultados',
      'Valores atípicos',
      'Qué explica un cambio',
    ],
    label: 'Pregunta para los datos',
    multiple: true,
  },
};

const FR: Texts = {
  'command-os': {
    question: 'Sur quel système allez-vous l’exécuter\u00a0?',
    options: ['macOS', 'Linux', 'Windows'],
    label: 'Système',
  },
  dish: { question: 'Que préparez-vous avec\u00a0?', options: [], label: 'Plat' },
  activities: {
    question: 'Qu’allez-vous faire sur place\u00a0?',
    options: ['Visites en ville', 'Randonnée', 'Plage', 'Ski', 'Travail'],
    label: 'Activités',
    multiple: true,
  },
  'spreadsheet-app': {
    question: 'Quel tableur utilisez-vous, et quelle version\u00a0?',
    options: ['Excel 365 ou 2021+', 'Excel 2019 ou antérieur', 'Google Sheets', 'LibreOffice Calc'],
    label: 'Tableur',
  },
  'symptom-more': {
    question: 'D’autres symptômes, et qu’est-ce qui améliore ou aggrave les choses\u00a0?',
    options: [],
    label: 'Autres symptômes',
  },
  'symptom-detail': {
    question: 'Où exactement, et qu’est-ce qui aggrave la douleur\u00a0?',
    options: [],
    label: 'Où et ce qui aggrave',
  },
  'symptom-since': {
    question: 'Depuis combien de temps\u00a0?',
    options: ['Quelques jours', 'Quelques semaines', 'Des mois ou plus'],
    label: 'Depuis',
  },
  'help-wanted': {
    question: 'Qu’est-ce qui vous aiderait le plus\u00a0?',
    options: ['Les causes probables', 'Que faire à la maison', 'Quand consulter'],
    label: 'Ce que je veux savoir',
    multiple: true,
  },
  'starter-age': {
    question: 'Quel âge a le levain\u00a0?',
    options: ['Moins d’une semaine', '1 à 2 semaines', 'Un mois ou plus'],
    label: 'Âge du levain',
  },
  'starter-flour': {
    question: 'Avec quelle farine le nourrissez-vous\u00a0?',
    options: ['Blanche', 'Complète', 'De seigle', 'Un mélange'],
    label: 'Farine',
  },
  'room-temp': {
    question: 'Quelle est la température de la pièce\u00a0?',
    options: TEMPS_C,
    label: 'Température ambiante',
  },
  'feeding-ratio': {
    question: 'Quelles proportions au rafraîchi (levain : farine : eau)\u00a0?',
    options: ['1:1:1', '1:2:2', '1:5:5', 'Je ne sais pas'],
    label: 'Proportions',
  },
  recipe: {
    question: 'Quelle recette suivez-vous (ingrédients, temps de levée, température du four)\u00a0?',
    options: [],
    label: 'Recette et méthode',
  },
  'plant-light': {
    question: 'Combien de lumière reçoit-elle\u00a0?',
    options: ['Soleil direct', 'Lumière vive indirecte', 'Peu de lumière'],
    label: 'Lumière',
  },
  'plant-water': {
    question: 'À quelle fréquence l’arrosez-vous\u00a0?',
    options: ['Quand la terre est sèche', 'Une fois par semaine', 'Plusieurs fois par semaine'],
    label: 'Arrosage',
  },
  'appliance-model': {
    question: 'Quelle marque et quel modèle, et affiche-t-il un code d’erreur\u00a0?',
    options: [],
    label: 'Marque, modèle et code d’erreur',
  },
  'fix-thing': {
    question: 'De quoi s’agit-il exactement\u00a0: type, matériau et âge approximatif\u00a0?',
    options: [],
    label: 'Type, matériau et âge',
  },
  tried: { question: 'Qu’avez-vous déjà essayé\u00a0?', options: [], label: 'Déjà essayé' },
  'trip-priorities': {
    question: 'Qu’est-ce qui compte le plus pour ce voyage\u00a0?',
    options: [
      'Le beau temps',
      'Fêtes ou attraits de saison',
      'Moins de monde',
      'Des prix plus bas',
      'Activités en plein air',
    ],
    label: 'Priorités',
    multiple: true,
  },
  'trip-flexibility': {
    question: 'Vos dates sont-elles flexibles\u00a0?',
    options: ['N’importe quand', 'Vacances scolaires seulement', 'Une saison précise'],
    label: 'Dates',
  },
  'tool-purpose': {
    question: 'Que comptez-vous construire avec, en gros\u00a0?',
    options: [],
    label: 'À quoi ça sert',
  },
  'team-experience': {
    question: 'Votre équipe connaît-elle ces options\u00a0?',
    options: ['Aucune des deux', 'L’une des deux, bien', 'Les deux, bien'],
    label: 'Expérience de l’équipe',
  },
  'regex-flavour': {
    question: 'Où l’expression régulière sera-t-elle utilisée\u00a0?',
    options: FLAVOURS,
    label: 'Moteur d’expressions régulières',
  },
  'regex-strictness': {
    question: 'À quel point doit-elle être stricte\u00a0?',
    options: ['Valider le format exact', 'Les repérer dans un texte plus long'],
    label: 'Rigueur',
  },
  'data-goal': {
    question: 'Que voulez-vous apprendre des données\u00a0?',
    options: [
      'Évolution dans le temps',
      'Meilleurs et moins bons résultats',
      'Valeurs inhabituelles',
      'Ce qui explique un changement',
    ],
    label: 'Question posée aux données',
    multiple: true,
  },
};

const DE: Texts = {
  'command-os': {
    question: 'Auf welchem System soll er laufen?',
    options: ['macOS', 'Linux', 'Windows'],
    label: 'System',
  },
  dish: { question: 'Was soll damit zubereitet werden?', options: [], label: 'Gericht' },
  activities: {
    question: 'Was ist vor Ort geplant?',
    options: ['Stadtbesichtigung', 'Wandern', 'Strand', 'Skifahren', 'Geschäftlich'],
    label: 'Aktivitäten',
    multiple: true,
  },
  'spreadsheet-app': {
    question: 'Welche Tabellenkalkulation, und welche Version?',
    options: ['Excel 365 oder 2021+', 'Excel 2019 oder älter', 'Google Sheets', 'LibreOffice Calc'],
    label: 'Tabellenkalkulation',
  },
  'symptom-more': {
    question: 'Gibt es weitere Beschwerden, und was macht es besser oder schlimmer?',
    options: [],
    label: 'Weitere Beschwerden',
  },
  'symptom-detail': {
    question: 'Wo genau, und was macht es schlimmer?',
    options: [],
    label: 'Wo und was es verschlimmert',
  },
  'symptom-since': {
    question: 'Seit wann besteht es?',
    options: ['Seit ein paar Tagen', 'Seit ein paar Wochen', 'Seit Monaten oder länger'],
    label: 'Seit',
  },
  'help-wanted': {
    question: 'Was wäre am hilfreichsten?',
    options: ['Mögliche Ursachen', 'Was ich selbst tun kann', 'Wann zum Arzt'],
    label: 'Was ich wissen will',
    multiple: true,
  },
  'starter-age': {
    question: 'Wie alt ist der Sauerteig?',
    options: ['Unter einer Woche', '1–2 Wochen', 'Einen Monat oder älter'],
    label: 'Alter des Sauerteigs',
  },
  'starter-flour': {
    question: 'Mit welchem Mehl wird er gefüttert?',
    options: ['Weizenmehl hell', 'Vollkornmehl', 'Roggenmehl', 'Eine Mischung'],
    label: 'Mehl',
  },
  'room-temp': {
    question: 'Wie warm ist der Raum?',
    options: TEMPS_C,
    label: 'Raumtemperatur',
  },
  'feeding-ratio': {
    question: 'Welches Fütterungsverhältnis (Anstellgut : Mehl : Wasser)?',
    options: ['1:1:1', '1:2:2', '1:5:5', 'Weiß nicht'],
    label: 'Fütterungsverhältnis',
  },
  recipe: {
    question: 'Welches Rezept wird verwendet (Zutaten, Gehzeit, Ofentemperatur)?',
    options: [],
    label: 'Rezept und Vorgehen',
  },
  'plant-light': {
    question: 'Wie viel Licht bekommt sie?',
    options: ['Direkte Sonne', 'Hell, ohne direkte Sonne', 'Wenig Licht'],
    label: 'Licht',
  },
  'plant-water': {
    question: 'Wie oft wird gegossen?',
    options: ['Wenn die Erde trocken ist', 'Einmal pro Woche', 'Mehrmals pro Woche'],
    label: 'Gießen',
  },
  'appliance-model': {
    question: 'Welche Marke und welches Modell, und gibt es einen Fehlercode?',
    options: [],
    label: 'Marke, Modell und Fehlercode',
  },
  'fix-thing': {
    question: 'Worum genau geht es: Art, Material und ungefähres Alter?',
    options: [],
    label: 'Art, Material und Alter',
  },
  tried: { question: 'Was wurde schon versucht?', options: [], label: 'Schon versucht' },
  'trip-priorities': {
    question: 'Was ist auf dieser Reise am wichtigsten?',
    options: [
      'Gutes Wetter',
      'Feste oder saisonale Highlights',
      'Weniger Andrang',
      'Niedrigere Preise',
      'Aktivitäten im Freien',
    ],
    label: 'Prioritäten',
    multiple: true,
  },
  'trip-flexibility': {
    question: 'Wie flexibel sind die Reisedaten?',
    options: ['Ganzjährig', 'Nur Schulferien', 'Eine bestimmte Jahreszeit'],
    label: 'Reisezeitraum',
  },
  'tool-purpose': {
    question: 'Was soll damit ungefähr gebaut werden?',
    options: [],
    label: 'Wofür',
  },
  'team-experience': {
    question: 'Wie gut kennt das Team die Optionen?',
    options: ['Keine davon', 'Eine davon gut', 'Beide gut'],
    label: 'Erfahrung des Teams',
  },
  'regex-flavour': {
    question: 'Wo soll der reguläre Ausdruck laufen?',
    options: FLAVOURS,
    label: 'Regex-Variante',
  },
  'regex-strictness': {
    question: 'Wie streng soll er sein?',
    options: ['Das genaue Format prüfen', 'Locker in längerem Text finden'],
    label: 'Strenge',
  },
  'data-goal': {
    question: 'Was sollen die Daten beantworten?',
    options: [
      'Entwicklung über die Zeit',
      'Beste und schwächste Werte',
      'Auffällige Werte',
      'Was eine Veränderung erklärt',
    ],
    label: 'Frage an die Daten',
    multiple: true,
  },
};

const IT: Texts = {
  'command-os': {
    question: 'Su quale sistema lo eseguirai?',
    options: ['macOS', 'Linux', 'Windows'],
    label: 'Sistema',
  },
  dish: { question: 'Cosa stai preparando?', options: [], label: 'Piatto' },
  activities: {
    question: 'Cosa farai sul posto?',
    options: ['Visite in città', 'Escursioni', 'Mare', 'Sci', 'Lavoro'],
    label: 'Attività',
    multiple: true,
  },
  'spreadsheet-app': {
    question: 'Quale foglio di calcolo usi, e quale versione?',
    options: ['Excel 365 o 2021+', 'Excel 2019 o precedente', 'Google Sheets', 'LibreOffice Calc'],
    label: 'Foglio di calcolo',
  },
  'symptom-more': {
    question: 'Hai altri sintomi, e c’è qualcosa che migliora o peggiora la situazione?',
    options: [],
    label: 'Altri sintomi',
  },
  'symptom-detail': {
    question: 'Dove esattamente, e cosa lo peggiora?',
    options: [],
    label: 'Dove e cosa lo peggiora',
  },
  'symptom-since': {
    question: 'Da quanto tempo?',
    options: ['Da qualche giorno', 'Da qualche settimana', 'Da mesi o più'],
    label: 'Da quando',
  },
  'help-wanted': {
    question: 'Cosa ti aiuterebbe di più?',
    options: ['Cause probabili', 'Cosa posso fare a casa', 'Quando andare dal medico'],
    label: 'Cosa voglio sapere',
    multiple: true,
  },
  'starter-age': {
    question: 'Quanti giorni ha il lievito madre?',
    options: ['Meno di una settimana', '1–2 settimane', 'Un mese o più'],
    label: 'Età del lievito madre',
  },
  'starter-flour': {
    question: 'Con quale farina lo rinfreschi?',
    options: ['Bianca', 'Integrale', 'Di segale', 'Un mix'],
    label: 'Farina',
  },
  'room-temp': {
    question: 'Quanto è calda la stanza?',
    options: TEMPS_C,
    label: 'Temperatura ambiente',
  },
  'feeding-ratio': {
    question: 'Che proporzioni usi nel rinfresco (lievito : farina : acqua)?',
    options: ['1:1:1', '1:2:2', '1:5:5', 'Non so'],
    label: 'Proporzioni',
  },
  recipe: {
    question: 'Che ricetta segui (ingredienti, tempi di lievitazione, temperatura del forno)?',
    options: [],
    label: 'Ricetta e metodo',
  },
  'plant-light': {
    question: 'Quanta luce riceve?',
    options: ['Sole diretto', 'Luce intensa indiretta', 'Poca luce'],
    label: 'Luce',
  },
  'plant-water': {
    question: 'Ogni quanto la annaffi?',
    options: ['Quando il terreno è asciutto', 'Una volta a settimana', 'Più volte a settimana'],
    label: 'Annaffiatura',
  },
  'appliance-model': {
    question: 'Che marca e modello, e mostra un codice di errore?',
    options: [],
    label: 'Marca, modello e codice di errore',
  },
  'fix-thing': {
    question: 'Di che cosa si tratta esattamente: tipo, materiale ed età approssimativa?',
    options: [],
    label: 'Tipo, materiale ed età',
  },
  tried: { question: 'Cosa hai già provato?', options: [], label: 'Già provato' },
  'trip-priorities': {
    question: 'Cosa conta di più in questo viaggio?',
    options: [
      'Bel tempo',
      'Feste o attrazioni stagionali',
      'Meno folla',
      'Prezzi più bassi',
      'Attività all’aperto',
    ],
    label: 'Priorità',
    multiple: true,
  },
  'trip-flexibility': {
    question: 'Quanto sono flessibili le date?',
    options: ['Qualsiasi periodo', 'Solo vacanze scolastiche', 'Una stagione precisa'],
    label: 'Date',
  },
  'tool-purpose': {
    question: 'Cosa ci devi costruire, a grandi linee?',
    options: [],
    label: 'A cosa serve',
  },
  'team-experience': {
    question: 'Quanto conosce le opzioni il tuo team?',
    options: ['Nessuna delle due', 'Una delle due, bene', 'Entrambe, bene'],
    label: 'Esperienza del team',
  },
  'regex-flavour': {
    question: 'Dove verrà usata l’espressione regolare?',
    options: FLAVOURS,
    label: 'Motore regex',
  },
  'regex-strictness': {
    question: 'Quanto deve essere rigorosa?',
    options: ['Validare il formato esatto', 'Trovarli in un testo più lungo'],
    label: 'Rigore',
  },
  'data-goal': {
    question: 'Cosa vuoi scoprire dai dati?',
    options: [
      'Andamento nel tempo',
      'Risultati migliori e peggiori',
      'Valori anomali',
      'Cosa spiega un cambiamento',
    ],
    label: 'Domanda per i dati',
    multiple: true,
  },
};

const PT: Texts = {
  'command-os': {
    question: 'Em qual sistema você vai rodar?',
    options: ['macOS', 'Linux', 'Windows'],
    label: 'Sistema',
  },
  dish: { question: 'O que você está preparando?', options: [], label: 'Prato' },
  activities: {
    question: 'O que você vai fazer lá?',
    options: ['Passeios pela cidade', 'Trilhas', 'Praia', 'Esqui', 'Trabalho'],
    label: 'Atividades',
    multiple: true,
  },
  'spreadsheet-app': {
    question: 'Qual planilha você usa, e qual versão?',
    options: ['Excel 365 ou 2021+', 'Excel 2019 ou anterior', 'Google Sheets', 'LibreOffice Calc'],
    label: 'Planilha',
  },
  'symptom-more': {
    question: 'Há outros sintomas, e algo melhora ou piora?',
    options: [],
    label: 'Outros sintomas',
  },
  'symptom-detail': {
    question: 'Onde exatamente, e o que piora?',
    options: [],
    label: 'Onde e o que piora',
  },
  'symptom-since': {
    question: 'Há quanto tempo isso acontece?',
    options: ['Alguns dias', 'Algumas semanas', 'Meses ou mais'],
    label: 'Desde quando',
  },
  'help-wanted': {
    question: 'O que ajudaria mais?',
    options: ['Causas prováveis', 'O que fazer em casa', 'Quando procurar um médico'],
    label: 'O que quero saber',
    multiple: true,
  },
  'starter-age': {
    question: 'Quantos dias tem o fermento natural?',
    options: ['Menos de uma semana', '1–2 semanas', 'Um mês ou mais'],
    label: 'Idade do fermento',
  },
  'starter-flour': {
    question: 'Com qual farinha você o alimenta?',
    options: ['Branca', 'Integral', 'De centeio', 'Uma mistura'],
    label: 'Farinha',
  },
  'room-temp': {
    question: 'Qual é a temperatura do ambiente?',
    options: TEMPS_C,
    label: 'Temperatura ambiente',
  },
  'feeding-ratio': {
    question: 'Qual proporção na alimentação (fermento : farinha : água)?',
    options: ['1:1:1', '1:2:2', '1:5:5', 'Não sei'],
    label: 'Proporção',
  },
  recipe: {
    question: 'Qual receita você segue (ingredientes, tempo de fermentação, temperatura do forno)?',
    options: [],
    label: 'Receita e método',
  },
  'plant-light': {
    question: 'Quanta luz ela recebe?',
    options: ['Sol direto', 'Luz clara indireta', 'Pouca luz'],
    label: 'Luz',
  },
  'plant-water': {
    question: 'Com que frequência você rega?',
    options: ['Quando a terra está seca', 'Uma vez por semana', 'Várias vezes por semana'],
    label: 'Rega',
  },
  'appliance-model': {
    question: 'Qual marca e modelo, e aparece algum código de erro?',
    options: [],
    label: 'Marca, modelo e código de erro',
  },
  'fix-thing': {
    question: 'O que é exatamente: tipo, material e idade aproximada?',
    options: [],
    label: 'Tipo, material e idade',
  },
  tried: { question: 'O que você já tentou?', options: [], label: 'Já tentado' },
  'trip-priorities': {
    question: 'O que mais importa nesta viagem?',
    options: [
      'Tempo bom',
      'Festas ou atrações da época',
      'Menos movimento',
      'Preços mais baixos',
      'Atividades ao ar livre',
    ],
    label: 'Prioridades',
    multiple: true,
  },
  'trip-flexibility': {
    question: 'Suas datas são flexíveis?',
    options: ['Qualquer época', 'Só nas férias escolares', 'Uma estação específica'],
    label: 'Datas',
  },
  'tool-purpose': {
    question: 'O que você vai construir com isso, em linhas gerais?',
    options: [],
    label: 'Para que serve',
  },
  'team-experience': {
    question: 'Quanto sua equipe conhece as opções?',
    options: ['Nenhuma das duas', 'Conhece bem uma', 'Conhece bem as duas'],
    label: 'Experiência da equipe',
  },
  'regex-flavour': {
    question: 'Onde a expressão regular vai rodar?',
    options: FLAVOURS,
    label: 'Motor de regex',
  },
  'regex-strictness': {
    question: 'Quão rigorosa ela deve ser?',
    options: ['Validar o formato exato', 'Encontrá-los em um texto maior'],
    label: 'Rigor',
  },
  'data-goal': {
    question: 'O que você quer descobrir com os dados?',
    options: [
      'Tendências ao longo do tempo',
      'Melhores e piores resultados',
      'Valores fora do padrão',
      'O que explica uma mudança',
    ],
    label: 'Pergunta para os dados',
    multiple: true,
  },
};

export const SUBJECT_QUESTIONS: Readonly<Record<string, Texts>> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  it: IT,
  pt: PT,
};
