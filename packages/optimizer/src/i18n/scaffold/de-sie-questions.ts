/**
 * The questions to the user that say "du", as a user who writes "Sie" to the assistant would
 * be asked them (the 'de-sie' key, see germanAddress). A "Sie" request asked "Wie hoch ist dein
 * Budget?" reads as a mix of registers. Keys are the exact texts of the question tables; a
 * question missing here is asked as written (most German questions address no one).
 */
export const DE_SIE_QUESTIONS: ReadonlyMap<string, string> = new Map([
  ['Wie heißt dein Partner oder deine Partnerin?', 'Wie heißt Ihr Partner oder Ihre Partnerin?'],
  [
    'Um wen geht es, und in welcher Beziehung stehst du zu der Person?',
    'Um wen geht es, und in welcher Beziehung stehen Sie zu der Person?',
  ],
  [
    'Was machst du, und was sollen die Leute über dich wissen?',
    'Was machen Sie, und was sollen die Leute über Sie wissen?',
  ],
  [
    'Was bietest du zur Wiedergutmachung an, falls etwas?',
    'Was bieten Sie zur Wiedergutmachung an, falls etwas?',
  ],
  ['Wie viel weißt du schon?', 'Wie viel wissen Sie schon?'],
  ['Wofür willst du es können?', 'Wofür wollen Sie es können?'],
  [
    'An wie vielen Tagen pro Woche kannst du trainieren?',
    'An wie vielen Tagen pro Woche können Sie trainieren?',
  ],
  [
    'Wie hoch ist dein monatliches Nettoeinkommen ungefähr?',
    'Wie hoch ist Ihr monatliches Nettoeinkommen ungefähr?',
  ],
  ['Auf welche Stelle bewirbst du dich?', 'Auf welche Stelle bewerben Sie sich?'],
  ['Wo stehst du im Beruf?', 'Wo stehen Sie im Beruf?'],
  ['Wie viel Zeit hast du zum Lernen?', 'Wie viel Zeit haben Sie zum Lernen?'],
  [
    'Wofür bedankst du dich, und wer ist die Person für dich?',
    'Wofür bedanken Sie sich, und wer ist die Person für Sie?',
  ],
  ['Was möchtest du erreichen?', 'Was möchten Sie erreichen?'],
  // A lost-pet poster (deliverable-questions.ts).
  [
    'Wie sieht dein Tier aus (Art, Name, Farbe, Merkmale, Halsband)?',
    'Wie sieht Ihr Tier aus (Art, Name, Farbe, Merkmale, Halsband)?',
  ],
  ['Wie hoch ist dein Budget?', 'Wie hoch ist Ihr Budget?'],
  // The missing-facts questions (gap-questions.ts): use, priorities and age, asked with "Sie".
  ['Wofür willst du es hauptsächlich nutzen?', 'Wofür wollen Sie es hauptsächlich nutzen?'],
  ['Was ist dir am wichtigsten?', 'Was ist Ihnen am wichtigsten?'],
  ['Wie alt bist du?', 'Wie alt sind Sie?'],
  ['Wie viel kannst du pro Monat ausgeben?', 'Wie viel können Sie pro Monat ausgeben?'],
]);
