/**
 * Everyday English typos of the doubled- or missing-letter kind ("floorbords", "skiping"), seen
 * in thin, hastily typed prompts. Only forms that are no English word and can mean one word only
 * belong here: "planing", "siting" or "calender" are real words and stay out. The cleaner applies
 * them to free text only, never inside quotes, code or names.
 */
export const EVERYDAY_TYPOS: Readonly<Record<string, string>> = {
  // Doubled consonant missing before -ing / -ed.
  skiping: 'skipping',
  skiped: 'skipped',
  sliping: 'slipping',
  sliped: 'slipped',
  droping: 'dropping',
  droped: 'dropped',
  stoping: 'stopping',
  stoped: 'stopped',
  runing: 'running',
  geting: 'getting',
  puting: 'putting',
  shoping: 'shopping',
  comming: 'coming',
  hopeing: 'hoping',
  occuring: 'occurring',
  writen: 'written',
  // Missing or doubled letters in common words.
  finaly: 'finally',
  basicaly: 'basically',
  usualy: 'usually',
  accomodation: 'accommodation',
  dissapear: 'disappear',
  dissapointed: 'disappointed',
  libary: 'library',
  // Things around the house, the bike and the kitchen.
  floorbords: 'floorboards',
  floorbord: 'floorboard',
  squeeky: 'squeaky',
  squeeking: 'squeaking',
  dishwaser: 'dishwasher',
  refridgerator: 'refrigerator',
  radiater: 'radiator',
  bycicle: 'bicycle',
  bicyle: 'bicycle',
  thermostate: 'thermostat',
  // The body, pets and the garden, as typed in a hurry ("gum still swolen").
  swolen: 'swollen',
  swollon: 'swollen',
  stomache: 'stomach',
  tounge: 'tongue',
  medecine: 'medicine',
  perscription: 'prescription',
  diarrea: 'diarrhea',
  diarhea: 'diarrhea',
  vomitting: 'vomiting',
  itchey: 'itchy',
  seedlins: 'seedlings',
  // Everyday words misspelt everywhere.
  definatelly: 'definitely',
  recieved: 'received',
  reciept: 'receipt',
  tommorrow: 'tomorrow',
  embarassed: 'embarrassed',
  embarassing: 'embarrassing',
};
