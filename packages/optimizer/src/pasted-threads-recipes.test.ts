import { describe, expect, it } from 'vitest';
import { optimize } from './index';
import { splitMaterial } from './analysis/material';
import { expectWhole } from './test-corpus/expect-whole';

/**
 * Pasted email threads (reply/forward separators, header blocks, a lone subject line) and pasted
 * recipes (title, ingredients, method) reach every assistant as one block, byte for byte; judges
 * scored 1 when "-----Original Message-----" or "1kg chuck steak, cubed." became an instruction.
 */

const TARGETS = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'] as const;

function expectOneBlock(ask: string, material: string, askAfter = false): void {
  const rough = askAfter ? `${material}\n\n${ask}` : `${ask}\n\n${material}`;
  const split = splitMaterial(rough);
  expect(split.material.map((m) => m.content)).toEqual([material]);
  for (const target of TARGETS) expectWhole(optimize(rough, target).prompt, material);
}

const OUTLOOK_THREAD = `From: Jonas Weber <j.weber@hausverwaltung-weber.de>
Sent: Monday, 3 March 2025 09:12
To: Priya Nair
Subject: RE: Heating repair flat 4B

Hi Priya,
The technician can come Thursday between 8 and 12. Does that suit you?

Best regards,
Jonas

-----Original Message-----
From: Priya Nair
Sent: Friday, 28 February 2025 18:40
Subject: Heating repair flat 4B

Hello, the radiator in the bedroom has been cold since Tuesday. Could someone look at it?`;

const GMAIL_FORWARD = `---------- Forwarded message ---------
From: Lakeside Rowing Club <info@lakesiderowing.org>
Date: Tue, Apr 8, 2025 at 7:02 PM
Subject: Spring regatta volunteers
To: <members@lakesiderowing.org>

Dear members,
We need 12 volunteers for the regatta on 26 April, 7:30 to 15:00. Please sign up by 18 April.

Thanks,
Helen Burke
Regatta Secretary`;

const GERMAN_THREAD = `Von: Sabine Krause <s.krause@stadtwerke-lindau.de>
Gesendet: Mittwoch, 12. März 2025 14:05
An: Tobias Lang
Betreff: AW: Zählerstand Wasser

Sehr geehrter Herr Lang,
der Zählerstand vom 01.03. fehlt uns noch. Bitte senden Sie ihn bis 20.03. nach.

Mit freundlichen Grüßen
Sabine Krause

----- Ursprüngliche Nachricht -----
Von: Tobias Lang
Gesendet: Montag, 10. März 2025 08:30
Betreff: Zählerstand Wasser

Guten Tag, mein Zählerstand ist 04512 m³.`;

const FRENCH_FORWARD = `-------- Message transféré --------
De : Mairie de Villeneuve <accueil@villeneuve.fr>
Envoyé : jeudi 6 mars 2025 10:15
Objet : Inscription cantine scolaire

Madame, Monsieur,
Les inscriptions pour la rentrée sont ouvertes jusqu'au 30 avril. Le tarif est de 3,80 € par repas.

Cordialement,
Service Scolarité`;

const SPANISH_THREAD = `De: Lucía Romero <lromero@academia-sol.es>
Enviado: martes, 4 de marzo de 2025 11:20
Para: Carlos Vidal
Asunto: RE: Clases de julio

Hola Carlos,
Nos quedan plazas en el grupo de las 10:00. ¿Quieres que te reserve una?

Un saludo,
Lucía

-----Mensaje original-----
De: Carlos Vidal
Enviado: lunes, 3 de marzo de 2025 19:02
Asunto: Clases de julio

Hola, ¿tenéis clases de inglés en julio por la mañana?`;

const ITALIAN_OUTLOOK = `Da: Studio Ferri <segreteria@studioferri.it>
Inviato: giovedì 6 marzo 2025 16:48
A: Marco Bianchi
Oggetto: R: Dichiarazione 730

Buongiorno,
ci mancano ancora le spese mediche del 2024. Può inviarle entro il 20 marzo?

Cordiali saluti,
Studio Ferri

________________________________
Da: Marco Bianchi
Inviato: martedì 4 marzo 2025 09:10
Oggetto: Dichiarazione 730

Buongiorno, vi ho mandato tutti i documenti per il 730.`;

const ITALIAN_SUBJECT = `Oggetto: Rinnovo abbonamento palestra

Gentile cliente,
il suo abbonamento scade il 31 maggio. Rinnovando entro il 15 maggio avrà il 10% di sconto.

Cordiali saluti,
Palestra Olimpia`;

const PORTUGUESE_SUBJECT = `Assunto: Reunião de condomínio

Prezados condôminos,
A reunião será no dia 14 de junho às 19h, no salão de festas. A pauta inclui a troca do portão (R$ 18.500).

Atenciosamente,
Síndico Marcos Lima`;

const ENGLISH_SUBJECT = `Subject: Quote for garden fence

Hi Mark,
Thanks for having us round. For 22 m of close-board fencing with concrete posts we would charge £2,940, fitted within 3 weeks of a go-ahead.

Kind regards,
Dean Foster
Foster Fencing`;

describe('pasted email threads stay one block', () => {
  it('keeps an Outlook reply with its quoted message and separator', () => {
    expectOneBlock('how do i answer this, thursday morning is fine', OUTLOOK_THREAD);
  });
  it('keeps a Gmail forward that opens with its separator', () => {
    expectOneBlock('can you turn this into a short whatsapp message for the team?', GMAIL_FORWARD);
  });
  it('keeps a German thread under "Ursprüngliche Nachricht"', () => {
    expectOneBlock('Was soll ich hier antworten? Ich habe den Stand schon geschickt.', GERMAN_THREAD);
  });
  it('keeps a French forward with "De :" and "Objet :" headers', () => {
    expectOneBlock('résume-moi ça en deux phrases', FRENCH_FORWARD, true);
  });
  it('keeps a Spanish thread under "Mensaje original"', () => {
    expectOneBlock('ayúdame a contestar que sí, pero solo los martes', SPANISH_THREAD);
  });
  it('keeps an Italian Outlook thread under its underscore rule', () => {
    expectOneBlock('come rispondo? le ho già mandate a febbraio', ITALIAN_OUTLOOK);
  });
  it('keeps two emails split by the user’s own "---" as two blocks', () => {
    const two = `${ENGLISH_SUBJECT}\n\n---\n\n${ITALIAN_SUBJECT}`;
    expect(splitMaterial(`summarise both\n\n${two}`).material).toHaveLength(2);
  });
  it('keeps a lone subject line with the letter under it, in three languages', () => {
    expectOneBlock('riassumi in tre righe per mia madre', ITALIAN_SUBJECT, true);
    expectOneBlock('resume isso para mim em 3 pontos', PORTUGUESE_SUBJECT);
    expectOneBlock('is this a fair price? summarise it for my wife too', ENGLISH_SUBJECT, true);
  });
  it('answers only the newest message, not the questions quoted under it', () => {
    const out = optimize(`what do i reply\n\n${OUTLOOK_THREAD}`, 'claude').prompt;
    expect(out).toContain('Does that suit you?');
    expect(out).not.toMatch(/answer it: .*Could someone look at it/u);
  });
  it('leaves a subject line for an email to write in the request', () => {
    const rough = 'Subject: Team lunch on Friday\n\nWrite a short email inviting the team, 12:30 at Luigi’s.';
    expect(splitMaterial(rough).material).toEqual([]);
  });
  it('leaves a sentence that mentions the original message in the request', () => {
    const rough = 'Rewrite the original message so it sounds friendlier: we are closed Monday.';
    expect(splitMaterial(rough).request).toContain('original message');
  });
});

const STEW = `Grandma's lentil soup (serves 4)
250g red lentils
1 onion, diced
2 carrots, diced
2 cloves garlic
1 tsp cumin
1.2 litres veg stock
400g tin tomatoes

1. Fry onion and carrot in oil 5 min.
2. Add garlic and cumin, 1 min.
3. Add lentils, stock, tomatoes. Simmer 25 min. Blend half.`;

const KUCHEN = `Apfelkuchen vom Blech
500 g Mehl
250 g Butter
200 g Zucker
3 Eier
1 kg Äpfel

Zubereitung:
Butter, Zucker und Eier schaumig rühren, Mehl unterheben. Teig aufs Blech streichen, Äpfel darauf verteilen. Bei 180 °C 40 Minuten backen.`;

const CREPES = `Pâte à crêpes
250 g de farine
4 œufs
50 cl de lait
2 c. à soupe de sucre
50 g de beurre fondu

1. Mélanger la farine et les œufs.
2. Ajouter le lait petit à petit.
3. Laisser reposer 1 h.`;

const TORTILLA = `3 patatas grandes
5 huevos
1 cebolla
200 ml de aceite de oliva
1 cucharadita de sal

Preparación:
Pelar y cortar las patatas. Freírlas a fuego lento 20 minutos con la cebolla. Batir los huevos, mezclar y cuajar 4 minutos por lado.`;

const RAGU = `Ragù della nonna
500 g di macinato
1 carota
1 costa di sedano
700 ml di passata
2 cucchiai di olio

1. Soffriggere le verdure 10 minuti.
2. Aggiungere la carne e rosolare.
3. Versare la passata e cuocere 3 ore.`;

describe('pasted recipes stay one block', () => {
  it('keeps a titled recipe with numbered steps; the ask stays the task', () => {
    const rough = `${STEW}\n\ncan i make this in an instant pot? i only have 40 minutes`;
    expect(splitMaterial(rough).material.map((m) => m.content)).toEqual([STEW]);
    for (const target of TARGETS) {
      const out = optimize(rough, target).prompt;
      expectWhole(out, STEW);
      expect(out).not.toMatch(/^\s*(?:\d+\.|-)\s*250g red lentils/mu);
    }
  });
  it('keeps a German recipe with a method label', () => {
    expectOneBlock('Kann ich den Zucker halbieren? Und geht das auch mit Birnen?', KUCHEN, true);
  });
  it('keeps a French recipe', () => {
    expectOneBlock('je peux faire ça sans lait ? je n’en ai plus', CREPES, true);
  });
  it('keeps a Spanish recipe with no title', () => {
    expectOneBlock('¿cómo la hago para 10 personas?', TORTILLA, true);
  });
  it('keeps an Italian recipe after the ask', () => {
    expectOneBlock('posso farlo nella pentola a pressione? quanto tempo?', RAGU);
  });
  it('leaves the user’s own counted plans in the request', () => {
    const rough = 'Plan my week:\n3 gym sessions\n2 rest days\n4 hours of study\n\nKeep mornings free.';
    expect(splitMaterial(rough).material).toEqual([]);
  });
  it('leaves a shopping list with no method to the other detectors', () => {
    const rough = 'is this enough for 6 people?\n\n500g pasta\n2 tins tomatoes\n1 tbsp oil\n200g parmesan';
    const split = splitMaterial(rough);
    expect(split.material.every((m) => m.content.includes('500g pasta'))).toBe(true);
  });
});

describe('a summary that also asks about the user’s rights may use outside knowledge', () => {
  const ONLY = /add no outside facts|aucun fait extérieur|keine Fakten von außen|ningún dato externo/iu;
  it('drops "use only the text" when a second question needs the rules', () => {
    const asks = [
      `summarise this and tell me if i can refuse\n\n${ENGLISH_SUBJECT}`,
      `tu peux me résumer ça et me dire si je peux refuser ?\n\n${FRENCH_FORWARD}`,
      `sum this up, do i have to pay it?\n\n${ENGLISH_SUBJECT}`,
      `sum this up, and what are my options?\n\n${OUTLOOK_THREAD}`,
      `Fass das zusammen und sag mir, ob ich ablehnen kann.\n\n${GERMAN_THREAD}`,
      `resume esto y dime si puedo negarme\n\n${SPANISH_THREAD}`,
    ];
    for (const rough of asks) expect(optimize(rough, 'gpt').prompt, rough).not.toMatch(ONLY);
  });
  it('keeps it for a plain summary', () => {
    expect(optimize(`summarise this for my boss\n\n${ENGLISH_SUBJECT}`, 'gpt').prompt).toMatch(ONLY);
  });
});
