import { describe, expect, it } from 'vitest';
import { cleanRequest } from './clean';
import type { WordLanguage } from './types';

type Case = [WordLanguage, string, string];

describe('cleanRequest: casual wording, in the user language', () => {
  it.each<Case>([
    ['en', 'gimme 5 ideas for a bday party', 'Give me 5 ideas for a birthday party'],
    ['en', 'can u rewrite ur intro pls', 'Can you rewrite your intro please'],
    [
      'en',
      'i wanna learn python, what should i do first?',
      'I want to learn python, what should I do first?',
    ],
    ['en', "idk how to start, i'm gonna need a plan", "I don't know how to start, I'm going to need a plan"],
    ['en', 'a salad w/ chicken b4 the gym', 'A salad with chicken before the gym'],
    ['en', 'best recipies for a seperate dessert table', 'Best recipes for a separate dessert table'],
    ['en', 'i definately need teh summary', 'I definitely need the summary'],
    ['en', 'What do you think??? Is it good!!', 'What do you think? Is it good!'],
    ['en', 'write a poem. make it rhyme', 'Write a poem. Make it rhyme'],
    ['en', 'Plz help me write a toast', 'Please help me write a toast'],
    ['en', 'a cake recipe w/o eggs', 'A cake recipe without eggs'],
    ['en', 'write an email to my boss. thx', 'Write an email to my boss.'],
    [
      'es',
      'hola, necesito un correo xq mi jefe no contesta',
      'Necesito un correo porque mi jefe no contesta',
    ],
    ['es', 'dime q hacer tb con los niños', 'Dime que hacer también con los niños'],
    ['es', 'escribe un poema porfa. gracias!', 'Escribe un poema por favor.'],
    ['es', 'Hola! pq no funciona mi código?? gracias de antemano', 'Porque no funciona mi código?'],
    ['fr', 'salut, tu peux m’écrire un mail stp', "Tu peux m’écrire un mail s'il te plaît"],
    ['fr', 'un résumé pr demain, merci bcp', 'Un résumé pour demain'],
    ['fr', 'écris bcp de détails pr mon équipe', 'Écris beaucoup de détails pour mon équipe'],
    ['fr', 'Bonjour ! Écris un poème sur la mer. Merci d’avance', 'Écris un poème sur la mer.'],
    ['de', 'hallo, schreib mir nen kurzen Text bitte', 'Schreib mir einen kurzen Text bitte'],
    ['de', 'Hi! Kannst du vllt eine Mail schreiben? Danke!', 'Kannst du vielleicht eine Mail schreiben?'],
    ['it', 'ciao, mi scrivi una mail cmq breve?', 'Mi scrivi una mail comunque breve?'],
    ['it', 'Ciao! perchè il cielo è blu? grazie mille', 'Perché il cielo è blu?'],
    ['pt', 'oi, vc pode escrever um texto pq preciso hj', 'Você pode escrever um texto porque preciso hoje'],
    ['pt', 'Olá! escreva um poema tb sobre o mar. obrigado!', 'Escreva um poema também sobre o mar.'],
    ['pt', 'um email pro meu chefe, nada muito formal vlw', 'Um email pro meu chefe, nada muito formal'],
    ['es', 'un correo corto para mi jefe grax', 'Un correo corto para mi jefe'],
    ['es', 'hazlo corto gracias!!', 'Hazlo corto'],
    ['fr', 'fais un résumé court merci bcp', 'Fais un résumé court'],
    ['de', 'mach es kurz danke dir', 'Mach es kurz'],
    ['it', 'fallo breve grazie mille', 'Fallo breve'],
    ['en', 'make it short thx', 'Make it short'],
  ])('%s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });
});

describe('cleanRequest: never changes what must stay', () => {
  it.each<Case>([
    ['en', 'Write a review of the U2 concert', 'Write a review of the U2 concert'],
    ['en', 'write a tweet saying "gimme ur love u fool"', 'Write a tweet saying "gimme ur love u fool"'],
    ['en', 'check https://example.com/u/ur?pls=1 for me', 'Check https://example.com/u/ur?pls=1 for me'],
    ['en', 'email u@example.com about teh invoice', 'Email u@example.com about the invoice'],
    ['en', 'explain `teh_parser(u, ur)` in plain words', 'Explain `teh_parser(u, ur)` in plain words'],
    ['en', 'why does my_var.u fail', 'Why does my_var.u fail'],
    ['en', 'what is 1..10 in Rust', 'What is 1..10 in Rust'],
    ['en', 'the function [u, ur] returns nothing', 'The function [u, ur] returns nothing'],
    ['en', 'it costs $5 per hr, is that ok', 'It costs $5 per hr, is that ok'],
    ['en', 'Hey Jude chord analysis', 'Hey Jude chord analysis'],
    ['en', 'the BC era and the UR dynasty', 'The BC era and the UR dynasty'],
    ['en', 'compare iPhone and eBay apps', 'Compare iPhone and eBay apps'],
    ['en', 'e.g. use teh same format', 'e.g. use the same format'],
    ['en', 'write a note that says thanks', 'Write a note that says thanks'],
    ['en', 'rename files in ./u/ur/', 'Rename files in ./u/ur/'],
    ['en', "name it 'u r awesome' on the cake", "Name it 'u r awesome' on the cake"],
    ['en', 'hey!', 'Hey!'],
    ['es', 'el texto dice «q onda tb» y ya', 'El texto dice «q onda tb» y ya'],
    ['fr', 'traduis "pr le fun" en anglais', 'Traduis "pr le fun" en anglais'],
    ['de', 'Was heißt ```nen``` hier?', 'Was heißt ```nen``` hier?'],
    ['pt', 'o site www.q.com.br tb caiu', 'O site www.q.com.br também caiu'],
    ['fr', 'Quel était le prix initial ?', 'Quel était le prix initial ?'],
    [
      'fr',
      'attention : c’est « urgent » ! réponds vite ; merci',
      'Attention : c’est « urgent » ! Réponds vite',
    ],
    ['es', 'escribe una tarjeta que dice gracias!!', 'Escribe una tarjeta que dice gracias!'],
    ['it', 'scrivi un biglietto che dice grazie mille', 'Scrivi un biglietto che dice grazie mille'],
    ['en', 'what is the price ?', 'What is the price?'],
  ])('%s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });

  it('keeps pasted-looking code lines exactly', () => {
    const code = 'fix this:\n```\nif u == ur: print("thx")\n```';
    expect(cleanRequest(code, 'en')).toBe('Fix this:\n```\nif u == ur: print("thx")\n```');
  });
});
