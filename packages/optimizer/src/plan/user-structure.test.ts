import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from '../index';

/**
 * The user's own structure survives the rewrite (new prompts, written for this file): a label
 * keeps heading its list, numbers stay the user's, and sentences stay whole and in order.
 */
const every = (rough: string) => ASSISTANT_KEYS.map((key) => [key, optimize(rough, key).prompt] as const);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The label line, then its first item on the very next line (nested or not), marker kept. */
function heads(out: string, label: string, firstItem: string): boolean {
  return new RegExp(`${escape(label)}\\n\\s*${escape(firstItem)}`).test(out);
}

describe('a "Label:" line over a list', () => {
  const cases = [
    {
      rough: `I need a Node script that renames the photos in a folder by the date they were taken.
Requirements:
- Read the date from the EXIF data
- Skip files that have no date
- Print what it renamed
Add short comments.`,
      label: 'Requirements:',
      items: [
        '- Read the date from the EXIF data',
        '- Skip files that have no date',
        '- Print what it renamed',
      ],
    },
    {
      rough: `Write a short speech for my grandmother's 90th birthday lunch.
Details:
1. Date: Sunday, May 4, at noon
2. Place: the Olive Tree restaurant in Porto
3. People: her four children and eleven grandchildren
4. She was a primary school teacher for 35 years
Keep it under three minutes.`,
      label: 'Details:',
      items: [
        '1. Date: Sunday, May 4, at noon',
        '2. Place: the Olive Tree restaurant in Porto',
        '3. People: her four children and eleven grandchildren',
      ],
    },
    {
      rough: `Write a newsletter article about our switch to a four-day work week.
Things to cover:
1. Why we tried it
2. What happened to productivity
3. What we changed after the first month
Friendly tone, about 600 words.`,
      label: 'Things to cover:',
      items: [
        '1. Why we tried it',
        '2. What happened to productivity',
        '3. What we changed after the first month',
      ],
    },
    {
      rough: `Schreib eine Einladung für unser Sommerfest im Verein.
Diese Fakten müssen rein:
- Samstag, 12. Juli, ab 15 Uhr
- Vereinsheim am Sportplatz
- Grillgut bitte selbst mitbringen
Locker und kurz.`,
      label: 'Diese Fakten müssen rein:',
      items: [
        '- Samstag, 12. Juli, ab 15 Uhr',
        '- Vereinsheim am Sportplatz',
        '- Grillgut bitte selbst mitbringen',
      ],
    },
    {
      rough: `Preciso de um e-mail para a escola da minha filha sobre a viagem de estudo.
Pontos que preciso incluir:
1. Ela tem alergia a amendoim
2. Eu posso ir como acompanhante
3. Quero saber o horário de regresso
Tom educado e curto.`,
      label: 'Pontos que preciso incluir:',
      items: [
        '1. Ela tem alergia a amendoim',
        '2. Eu posso ir como acompanhante',
        '3. Quero saber o horário de regresso',
      ],
    },
    {
      rough: `Je dois écrire un message à mon voisin au sujet de la haie.
Points à mentionner :
1. Elle dépasse de deux mètres sur notre terrain
2. On propose de partager les frais de taille
Reste poli.`,
      label: 'Points à mentionner :',
      items: [
        '1. Elle dépasse de deux mètres sur notre terrain',
        '2. On propose de partager les frais de taille',
      ],
    },
  ];

  it.each(cases)('stays the heading of its items, for every assistant ($label)', (c) => {
    for (const [key, out] of every(c.rough)) {
      expect(heads(out, c.label, c.items[0]!), `${key}: ${out}`).toBe(true);
      // Never an empty sibling bullet or a step of its own ("- Details:\n- Date…", "1. Details:\n2. …").
      expect(out, key).not.toMatch(new RegExp(`(?:^|\\n)(?:- |\\d\\. )${escape(c.label)}\\n(?:- |\\d\\. )`));
      // The user's own numbers and items, in order.
      let at = out.indexOf(c.label);
      for (const item of c.items) {
        const next = out.indexOf(item, at);
        expect(next, `${key} lost "${item}": ${out}`).toBeGreaterThan(at);
        at = next;
      }
    }
  });

  it('files facts as context, not as steps to follow', () => {
    const claude = optimize(cases[1]!.rough, 'claude').prompt;
    const context = /<context>\n([\s\S]*?)\n<\/context>/.exec(claude)?.[1] ?? '';
    expect(context).toContain('Details:\n1. Date: Sunday, May 4, at noon');
    expect(claude).not.toMatch(/\d\. Details:/);
    const gpt = optimize(cases[1]!.rough, 'gpt').prompt;
    expect(gpt).toMatch(/# Context\n- Details:\n {2}1\. Date: Sunday, May 4, at noon\n {2}2\. Place:/);
  });

  it('leaves a request that introduces its own list as it was', () => {
    // "Fix these:" asks; its items stay separate instructions as before.
    const out = optimize('Fix these typos in my bio:\n- recieve\n- seperate', 'gpt').prompt;
    expect(out).not.toMatch(/Fix these typos in my bio:\n\s+- recieve/);
  });
});

describe('sentences the user wrote stay whole', () => {
  it('joins a question broken across lines mid-sentence', () => {
    const rough = `so I'm trying to decide whether I should
sell my car now or keep it until the loan is paid off? I owe 6k
at 7% and it's worth about 9k. what would you do`;
    for (const [key, out] of every(rough)) {
      expect(out, key).toMatch(/whether I should sell my car now or keep it until the loan is paid off\?/);
      expect(out, key).toMatch(/I owe 6k at 7% and it's worth about 9k/);
    }
  });

  it('keeps "I\'m in the\\nUK." as one sentence, not a stray "UK." line', () => {
    const rough = `Suggest 5 names for a mobile bike repair service. We're based in the
UK. And keep them easy to spell.`;
    for (const [key, out] of every(rough)) {
      expect(out, key).toMatch(/We're based in the UK\./);
      // "And keep them…" alone on a line links to nothing: the rule stands by itself.
      expect(out, key).toMatch(/Keep them easy to spell\./);
      expect(out, key).not.toMatch(/(?:^|\n)(?:- |\d\. )?And keep them/);
      expect(out, key).not.toMatch(/(?:^|\n)(?:- |\d\. )?UK\.?\n/);
    }
  });

  it('keeps a lone place name with the sentence before it', () => {
    const rough =
      'Quiero hacer una ruta de tres días en coche con mis padres. Tienen más de 70 años. Portugal.';
    for (const [key, out] of every(rough)) {
      expect(out, key).toMatch(/Tienen más de 70 años\. Portugal\./);
      expect(out, key).not.toMatch(/(?:^|\n)(?:- |\d\. )?Portugal\.\n/);
    }
  });

  it('joins a Spanish line that ends on "quiero"', () => {
    const rough = `mi hermano se jubila en junio y quiero
regalarle algo especial, tiene 65 años y le encanta pescar. ¿qué me recomiendas?`;
    for (const [key, out] of every(rough)) expect(out, key).toMatch(/y quiero regalarle algo especial/);
  });

  it('still keeps apart lines that each end a thought', () => {
    const out = optimize(
      'write a cover letter for a junior data analyst role\nkeep it under 300 words',
      'gpt',
    ).prompt;
    expect(out).toMatch(/\n- Keep it under 300 words\./);
    // "Bullets." and "Formal." are rules, not a place to glue to the sentence before.
    const rules = optimize('Summarize the meeting notes for my boss. Bullets. Formal.', 'claude').prompt;
    expect(rules).not.toMatch(/boss\. Bullets/);
  });
});

describe('a label over the lines that follow it', () => {
  it('keeps a sentence ending in ":" with the lines it introduces', () => {
    const rough = `Is it worth switching my heat pump to night mode? My tariff has two rates:
£0.09/kWh from midnight to 5am
£0.31/kWh the rest of the day
Work out the yearly saving for 12 kWh a night.`;
    for (const [key, out] of every(rough)) {
      expect(
        heads(out, 'My tariff has two rates:', '£0.09/kWh from midnight to 5am') ||
          heads(out, 'My tariff has two rates:', '- £0.09/kWh from midnight to 5am'),
        `${key}: ${out}`,
      ).toBe(true);
      expect(out, key).not.toMatch(/(?:^|\n)(?:- |\d\. )£0\.31/);
    }
  });

  it('keeps "Minhas anotações." heading the notes typed under it', () => {
    const rough = `Transforma isto num e-mail curto para a equipa.
Minhas anotações.
reunião de sexta passa para as 10h
trazer os números do trimestre
a Joana apresenta o novo cliente`;
    for (const [key, out] of every(rough)) {
      expect(out, key).toMatch(/Minhas anotações\.\n\s*(?:- )?reunião de sexta passa para as 10h/i);
      expect(out, key).not.toMatch(/(?:^|\n)(?:- |\d\. )Minhas anotações\.\n(?:- |\d\. )/);
    }
  });
});

describe('a lead-in to pasted material', () => {
  it('is never an instruction or the task on its own', () => {
    const cases = [
      'Kannst du mir sagen, warum das bei 0 abstürzt?\nHier der Code.\n\n```python\ndef inverse(x):\n    return 1 / x\n```',
      "why does this print the list twice? Here's what I'm working with:\n\n```python\nitems = [1, 2]\nprint(items)\nprint(items)\n```",
      'Hier mein Skript.\n\n```bash\n#!/bin/sh\ncp -r ~/docs /backup\n```',
    ];
    for (const rough of cases)
      for (const [key, out] of every(rough)) {
        expect(out, key).not.toMatch(/(?:^|\n)(?:- |\d\. |# \w+\n)?(?:Hier der Code|Hier mein Skript)\./);
        expect(out, key).not.toMatch(/(?:^|\n)(?:- |\d\. )Here's what I'm working with/);
      }
  });
});

describe('several briefs labelled "Email 1:", "Email 2:"', () => {
  it('keep their own content, in order, in one place', () => {
    const cases = [
      {
        rough: `I need three short emails to a landlord about a broken boiler.
Email 1 (Jan 8): report the problem, no hot water since Monday
Email 2 (Jan 12): follow up, nobody has come yet
Email 3 (Jan 15): say I'll contact the council if it isn't fixed this week
Polite but firm.`,
        lines: [
          'Email 1 (Jan 8): report the problem, no hot water since Monday',
          'Email 2 (Jan 12): follow up, nobody has come yet',
          "Email 3 (Jan 15): say I'll contact the council if it isn't fixed this week",
        ],
      },
      {
        rough: `Schreib mir zwei Nachrichten an meinen Vermieter.
Nachricht 1: Bitte um Reparatur der Heizung bis zum 20. Januar
Nachricht 2: Erinnerung, falls bis dahin niemand kommt
Freundlich und kurz.`,
        lines: [
          'Nachricht 1: Bitte um Reparatur der Heizung bis zum 20. Januar',
          'Nachricht 2: Erinnerung, falls bis dahin niemand kommt',
        ],
      },
    ];
    for (const c of cases)
      for (const [key, out] of every(c.rough)) {
        let at = -1;
        for (const line of c.lines) {
          const next = out.indexOf(line, at + 1);
          expect(next, `${key} lost "${line}": ${out}`).toBeGreaterThan(at);
          at = next;
        }
        // No label left behind without its content.
        expect(out, key).not.toMatch(/(?:Email|Nachricht) \d(?: \([^)]*\))?:?\s*\n/);
      }
  });
});

describe('a rule typed right under pasted numbered notes', () => {
  it('goes back to the instructions, the notes stay whole', () => {
    const cases = [
      {
        rough: `Preciso de um resumo da reunião de hoje para o diretor.
Minhas anotações:
1. O fornecedor novo começa em abril
2. O Rui fica com a migração dos dados
3. Falta decidir o orçamento de formação
Escreva em tom formal e curto.`,
        rule: 'Escreva em tom formal e curto.',
        lastNote: '3. Falta decidir o orçamento de formação',
      },
      {
        rough: `Summarize the call for the team channel.
My notes:
1. Launch moves to the 14th
2. Priya owns the pricing page
3. Support needs the FAQ by Friday
Keep it under 80 words.`,
        rule: 'Keep it under 80 words.',
        lastNote: '3. Support needs the FAQ by Friday',
      },
    ];
    for (const c of cases) {
      const [notes] = optimize(c.rough, 'gpt').analysis.material;
      expect(notes?.content.trimEnd().endsWith(c.lastNote), notes?.content).toBe(true);
      for (const [key, out] of every(c.rough)) {
        expect(out, key).toContain(c.rule);
        expect(out, key).toContain(c.lastNote);
      }
    }
  });
});
