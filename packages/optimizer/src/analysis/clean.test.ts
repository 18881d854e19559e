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
    ['es', 'Hola! pq no funciona mi código?? gracias de antemano', 'Por qué no funciona mi código?'],
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

describe('cleanRequest: contractions typed without the apostrophe', () => {
  it.each<Case>([
    ['en', 'i cant decide and i havent started', "I can't decide and I haven't started"],
    ['en', 'she hasnt called, we hadnt planned it', "She hasn't called, we hadn't planned it"],
    ['en', 'theyre late, youve seen it, whos coming?', "They're late, you've seen it, who's coming?"],
    ['en', 'im stuck and ive tried everything', "I'm stuck and I've tried everything"],
    ['en', 'hes keeping it and shes upset', "He's keeping it and she's upset"],
    ['en', 'it didnt work and it doesnt matter', "It didn't work and it doesn't matter"],
    ['en', 'the tests werent green, heres the log', "The tests weren't green, here's the log"],
    ['en', 'my code wont compile', "My code won't compile"],
    ['en', 'it wont.', "It won't."],
    ['en', 'ok lets brainstorm names', 'Brainstorm names'],
    ['en', 'she said ok lets go with it', "She said ok let's go with it"],
    ['en', 'lets say the budget is 500', "Let's say the budget is 500"],
    ['en', "let's write a short poem about autumn", 'Write a short poem about autumn'],
    [
      'en',
      'lets plan a trip. i have 3 days, lets keep it cheap',
      'Plan a trip. I have 3 days, keep it cheap',
    ],
    ['en', "let's pretend you're a pirate", "Let's pretend you're a pirate"],
    ['en', "let's not use jargon", "Let's not use jargon"],
    ['en', 'its been 3 weeks', "It's been 3 weeks"],
    ['en', 'i think its not fair', "I think it's not fair"],
    ['en', 'ur the best', "You're the best"],
  ])('%s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });

  it.each<Case>([
    [
      'en',
      'the app lets you export, it lets go of the lock',
      'The app lets you export, it lets go of the lock',
    ],
    ['en', 'as was his wont, he left early', 'As was his wont, he left early'],
    ['en', 'the dog wagged its tail, its only toy', 'The dog wagged its tail, its only toy'],
    ['en', 'explain the app and its a/b tests', 'Explain the app and its a/b tests'],
    ['en', 'the repo and its ab/cd folder', 'The repo and its ab/cd folder'],
    ['en', 'fix ur code', 'Fix your code'],
  ])('keeps the real word: %s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });
});

describe('cleanRequest: "were" only where it is "we are"', () => {
  it.each<Case>([
    ['en', 'were not really museum people', "We're not really museum people"],
    ['en', 'write a post, were launching next week', "Write a post, we're launching next week"],
    ['en', 'help me plan bc were going to lisbon', "Help me plan because we're going to Lisbon"],
    ['en', 'I think were a small team', "I think we're a small team"],
    ['en', 'Were so behind on this', "We're so behind on this"],
  ])('%s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });

  it.each<Case>([
    ['en', 'we were going to launch in may', 'We were going to launch in may'],
    ['en', 'were you able to find it?', 'Were you able to find it?'],
    ['en', 'were there any errors in the log?', 'Were there any errors in the log?'],
    ['en', 'the kids were really tired', 'The kids were really tired'],
    ['en', 'they tried but were not able to finish', 'They tried but were not able to finish'],
    ['en', 'were the results good?', 'Were the results good?'],
  ])('keeps %s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });
});

describe('cleanRequest: chat short forms that depend on their neighbours', () => {
  it.each<Case>([
    ['en', 'how r u supposed to do it', 'How are you supposed to do it'],
    ['en', 'what r the best options', 'What are the best options'],
    ['en', 'r u free on friday?', 'Are you free on friday?'],
    ['en', 'her parents r coming for dinner', 'Her parents are coming for dinner'],
    ['en', 'write a post, were 12 people and a dog', "Write a post, we're 12 people and a dog"],
    [
      'en',
      'we launched in may, were now looking at august',
      "We launched in may, we're now looking at august",
    ],
    ['en', 'a gift for my gf', 'A gift for my girlfriend'],
    ['en', 'i went along w it for months', 'I went along with it for months'],
    ['en', 'her bf is turning 30', 'Her boyfriend is turning 30'],
    ['en', 'give like 20 names', 'Give about 20 names'],
    ['en', 'a trip for like 5 days', 'A trip for about 5 days'],
    ['en', 'it costs like $40', 'It costs about $40'],
    ['en', 'make it like 3 paragraphs, up to like 10%', 'Make it about 3 paragraphs, up to about 10%'],
    ['en', 'a budget of like 2k for like 20-30 guests', 'A budget of about 2k for about 20-30 guests'],
  ])('%s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });

  it.each<Case>([
    ['en', 'plot a histogram in r', 'Plot a histogram in r'],
    ['en', 'press w to jump', 'Press w to jump'],
    ['en', 'the box is w by h', 'The box is w by h'],
    ['en', 'option r is wrong', 'Option r is wrong'],
    ['en', 'my stats r script is not running', 'My stats r script is not running'],
    ['en', 'which packages r users like', 'Which packages r users like'],
    ['en', 'were 12 people hurt?', 'Were 12 people hurt?'],
    ['en', 'R is my favourite language', 'R is my favourite language'],
    ['en', 'gf dessert ideas', 'Gf dessert ideas'],
    ['en', 'a GF menu for my bf', 'A GF menu for my boyfriend'],
    ['en', "I'd like 20 names", "I'd like 20 names"],
    ['en', 'i would like 3 options', 'I would like 3 options'],
    ['en', 'something like 5 words max', 'Something like 5 words max'],
    ['en', 'songs like 22 by Taylor Swift', 'Songs like 22 by Taylor Swift'],
    [
      'en',
      'rename them by date, like 2024-05-03_14-22-10.jpg',
      'Rename them by date, like 2024-05-03_14-22-10.jpg',
    ],
    [
      'en',
      'name them with the date, like 2023-07-14 first',
      'Name them with the date, like 2023-07-14 first',
    ],
    ['en', 'write "were going" in the song', 'Write "were going" in the song'],
    ['en', 'explain `its a` in the code', 'Explain `its a` in the code'],
  ])('keeps %s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });
});

describe('cleanRequest: asides are dropped with their commas', () => {
  it.each<Case>([
    ['en', 'cozy but not cheesy tbh', 'Cozy but not cheesy'],
    ['en', 'ngl, im terrified of the toast', "I'm terrified of the toast"],
    ['en', 'tbh i dont know what a 401k is', "I don't know what a 401k is"],
    ['en', 'i need, tbh, a break', 'I need a break'],
    ['en', 'it is hard, tbh i need help', 'It is hard, I need help'],
    ['en', 'he hates anything sappy lol.', 'He hates anything sappy.'],
    ['en', 'turning 30 lol and hates cake', 'Turning 30 and hates cake'],
    [
      'en',
      "her homework, i'm stuck too lol: a pool fills in 6 hours",
      "Her homework, I'm stuck too: a pool fills in 6 hours",
    ],
    ['es', 'un chiste corto jaja sobre gatos', 'Un chiste corto sobre gatos'],
    ['fr', 'un poème drôle mdr', 'Un poème drôle'],
    [
      'pt',
      'uma legenda pra foto do meu cachorro kkkk, nada longo',
      'Uma legenda pra foto do meu cachorro, nada longo',
    ],
  ])('%s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });

  it.each<Case>([
    ['en', 'a caption that says "lol same"', 'A caption that says "lol same"'],
    ['en', 'explain what LOLCODE is', 'Explain what LOLCODE is'],
  ])('keeps %s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });
});

describe('cleanRequest: safe chat forms in other languages', () => {
  it.each<Case>([
    ['es', 'q tal! necesito un plan xq tengo examen', 'Necesito un plan porque tengo examen'],
    ['es', 'pq mi planta tiene hojas amarillas?', 'Por qué mi planta tiene hojas amarillas?'],
    ['es', 'la riego 2 veces x semana, x favor', 'La riego 2 veces por semana, por favor'],
    ['fr', 'aide moi pcq jai un entretien', "Aide-moi parce que j'ai un entretien"],
    ['fr', 'dis moi cest quoi un ETF', "Dis-moi c'est quoi un ETF"],
    ['fr', 'refais mon cv, c pour un poste de vendeuse', "Refais mon cv, c'est pour un poste de vendeuse"],
    ['de', 'kannste mir ne Gliederung machen?', 'Kannst du mir eine Gliederung machen?'],
    ['de', 'hab iwie nem Kollegen geschrieben', 'Habe irgendwie einem Kollegen geschrieben'],
    ['it', 'nn so cosa scrivere x il compleanno', 'Non so cosa scrivere per il compleanno'],
    ['pt', 'n sei o q escrever pq vou viajar', 'Não sei o que escrever porque vou viajar'],
    ['pt', 'pq meu código não funciona?', 'Por que meu código não funciona?'],
  ])('%s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });

  it.each<Case>([
    ['de', 'Das ist gut so, ne?', 'Das ist gut so, ne?'],
    ['de', 'ich bin heute im Homeoffice und nicht im Büro', 'Ich bin heute im Homeoffice und nicht im Büro'],
    ['it', 'le onde are il tema', 'Le onde are il tema'],
    ['it', 'risolvi x + 2 = 5 e trova x', 'Risolvi x + 2 = 5 e trova x'],
    ['es', 'resuelve 3 x 4 y dime q hacer', 'Resuelve 3 x 4 y dime que hacer'],
    ['es', 'dile q tal vez llego tarde', 'Dile que tal vez llego tarde'],
    ['fr', 'écris un programme en c pour trier', 'Écris un programme en c pour trier'],
    ['fr', 'la vitamine c', 'La vitamine c'],
    ['pt', 'a soma de n números', 'A soma de n números'],
  ])('keeps %s: %s', (lang, rough, expected) => {
    expect(cleanRequest(rough, lang)).toBe(expected);
  });
});
