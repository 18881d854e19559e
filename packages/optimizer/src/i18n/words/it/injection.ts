import type { InjectionWords } from '../material-types';

export const injection: InjectionWords = {
  dismissVerbs: [
    'ignora',
    'ignori',
    'ignorare',
    'dimentica',
    'dimentichi',
    'dimenticare',
    'trascura',
    'scarta',
  ],
  dismissObjects: [
    'istruzioni precedenti',
    'istruzioni di prima',
    'le istruzioni',
    'tue istruzioni',
    'tue regole',
    'le regole',
    'prompt di sistema',
  ],
  revealVerbs: ['rivela', 'mostra', 'mostrami', 'stampa', 'ripeti', 'dimmi', 'scrivi', 'condividi'],
  revealObjects: [
    'prompt di sistema',
    'tuo prompt',
    'messaggio di sistema',
    'tue istruzioni',
    'istruzioni nascoste',
    'prompt iniziale',
    'istruzioni iniziali',
  ],
  phrases: [
    'ora sei dan',
    'modalità sviluppatore',
    'nuove istruzioni:',
    "d'ora in poi sei",
    'senza restrizioni',
    'senza alcuna restrizione',
  ],
};
