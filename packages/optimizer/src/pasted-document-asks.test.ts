import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';
import { expectWhole } from './test-corpus/expect-whole';

/**
 * A document pasted with a short ask about it (a clause, minutes, a letter, a statement, notes):
 * the document reaches every assistant as one block, byte for byte, the ask is the task, and the
 * document's own words ("select", "query", "table", "write the SQL") never decide the kind.
 */

interface Case {
  doc: string;
  ask: string;
  /** Ask after the paste unless told. */
  askFirst?: boolean;
}

const prompt = ({ doc, ask, askFirst }: Case): string => (askFirst ? `${ask}\n\n${doc}` : `${doc}\n\n${ask}`);

const CLAUSES: Record<string, Case & { fact: RegExp }> = {
  sublet: {
    doc: `Clause 7.4 – The Tenant must not sublet the Property or any part of it, or take in lodgers, without the prior written consent of the Landlord.`,
    ask: 'can i sublet under this? renting in scotland',
    fact: /renting in scotland/i,
  },
  pets: {
    doc: `12.4 Pets. No dogs, cats or other animals may be kept at the Premises without the written permission of the Landlord, which may be withdrawn at any time if the animal causes nuisance or damage.`,
    ask: "we just got a kitten, does this mean we can get evicted? we're in a flat in leeds",
    fact: /in a flat in leeds/i,
  },
  'non-solicit': {
    doc: `Section 5.1 – The Employee shall not, for a period of twelve (12) months following the termination of employment, solicit or accept business from any client of the Company with whom the Employee had material dealings.`,
    ask: "is this enforceable? i'm in ontario and was let go last week",
    fact: /ontario and was let go last week/i,
  },
  insurance: {
    doc: `The Policyholder must notify the Insurer of any change in circumstances that may affect the risk, including but not limited to a change of address, use of the vehicle for business purposes, or the addition of a named driver. Failure to do so may invalidate the policy.`,
    ask: 'i started doing uber eats 2 nights a week, do i have to tell them? car insurance in the uk',
    fact: /car insurance in the uk/i,
  },
};

const MINUTES: Record<string, Case> = {
  'sql words in the actions': {
    doc: `Team meeting 4 May
Ana - write the sql report for finance, friday
Bilal - check the schema changes with Chen
Chen - fix the dashboard query, 12 May`,
    ask: 'turn this into an action list by person with deadlines',
  },
  'select, join and a table': {
    doc: `Product sync – 11 March
Attendees: Maya, Joel, Priya
- Maya to fix the join on the reports dashboard before release
- Joel will select two candidates for the QA role
- Priya: update the pricing page copy by 20 March
- Everyone: review the roadmap doc`,
    ask: 'turn this into an action list by person with deadlines',
  },
  'figures and a query': {
    doc: `Ops meeting 14 May
Present: Ana, Rui, Tess
- Server costs up 18% (from 2,400 to 2,830 per month)
- Ana to query the billing export and select the 3 biggest line items by 21 May
- Rui: join the vendor call on Thursday
- Tess will update the tracking table`,
    ask: 'make an action list by person with deadlines from these minutes',
  },
  'the ask first, with no verb': {
    doc: `Marketing catch-up, Tue 6 May
Present: Ines, Tom, Wei
- Tom to write the SQL for the churn report before the board pack
- Ines needs the sql export of sign-ups, then picks the webinar date
- Wei: newsletter draft by 16 May`,
    ask: 'action list by person w/ deadlines pls',
    askFirst: true,
  },
};

const LETTERS: Record<string, Case> = {
  council: {
    doc: `Dear Ms Rowe,

Re: Council Tax Reduction – Change in Circumstances

We have reassessed your entitlement following the change in your household income notified on 2 September. Your reduction has been reduced from £48.20 to £21.75 per month with effect from 1 October. A revised bill will follow. If you disagree with this decision, you may request a reconsideration within one calendar month of the date of this letter.

Yours sincerely,
Revenues and Benefits Service`,
    ask: 'what does it mean in normal words',
  },
  bank: {
    doc: `Dear Customer,

We are writing to let you know that, following a review of your account, we will be reducing your overdraft limit from £1,500 to £500 with 60 days' notice, in line with clause 14 of your account terms. If your balance is above the new limit on that date, interest will be charged at the unarranged rate.

Kind regards,
Customer Services
Northway Bank`,
    ask: 'can you explain this in plain english? what happens to me',
  },
  clinic: {
    doc: `Dear Mr Patel,

Following your recent appointment, your GP has referred you to the Cardiology Outpatient Department. You have been placed on the routine waiting list, and the current waiting time is approximately 14 weeks. If your symptoms worsen, please contact your GP or call 111.

Yours sincerely,
Patient Access Team
Riverside NHS Trust`,
    ask: 'what does this mean in plain english?',
  },
};

const STATEMENTS: Record<string, Case> = {
  'dates first': {
    doc: `03/09 NETFLIX.COM 10.99
04/09 TESCO STORES 42.17
05/09 SPOTIFY P0F3 11.99
12/09 AMAZON PRIME 8.99
15/09 PURE GYM 24.99
20/09 TESCO STORES 38.40`,
    ask: 'find the recurring subscriptions and tell me the monthly total',
  },
  'aligned columns': {
    doc: `01 Oct  DISNEY PLUS              7.99
02 Oct  ALDI 4412                23.40
03 Oct  ICLOUD STORAGE           2.99
09 Oct  AUDIBLE UK               7.99
14 Oct  VODAFONE LTD            18.00
18 Oct  ALDI 4412                31.02`,
    ask: 'find the recurring subscriptions and tell me the monthly total',
  },
  'comma separated': {
    doc: `2024-02-01,Spotify,-10.99
2024-02-03,Uber,-14.20
2024-02-05,Adobe Creative Cloud,-59.99
2024-02-15,ChatGPT Plus,-20.00
2024-02-22,Netflix,-15.49`,
    ask: 'which of these are subscriptions and how much do they cost me a month in total?',
  },
};

const NOTES: Record<string, Case> = {
  meals: {
    doc: `- oats with berries for breakfast most days
- fish twice a week
- one meat-free day
- batch cook chilli on sunday
- pizza night friday`,
    ask: 'turn my notes into a weekly schedule table (mon-sun)',
  },
  workouts: {
    doc: `swim 2x
pilates tues
5k run x3
stretching every evening
rest on sunday`,
    ask: 'make this into a mon-sun weekly plan table please',
  },
  training: {
    doc: `- 3x strength sessions (upper, lower, full body)
- 2 easy runs, 30 min
- yoga once a week
- long run 10k, then a rest day`,
    ask: 'turn my notes into a weekly schedule table (mon-sun)',
  },
};

const EXTRACTION = /data-extraction|Extract exactly the fields|Use null|JSON/;
const SQL = /SQL expert|Which database\?/;

describe('a pasted document stays one block, for every assistant', () => {
  const all = { ...CLAUSES, ...MINUTES, ...LETTERS, ...STATEMENTS, ...NOTES };
  for (const [name, c] of Object.entries(all)) {
    it.each(ASSISTANT_KEYS)(`${name} (%s)`, (target) => {
      expectWhole(optimize(prompt(c), target).prompt, c.doc);
    });
  }
});

describe('a question about a pasted clause', () => {
  for (const [name, c] of Object.entries(CLAUSES)) {
    it(`${name}: the question is the task, the user's own facts are kept outside the clause`, () => {
      const r = optimize(prompt(c), 'gpt');
      const outside = r.prompt.replace(c.doc, '');
      expect(outside).toMatch(c.fact);
      expect(outside).toMatch(/^# Task\n.*\?$/mu);
      // No line of the clause became a bullet of context or instructions.
      expect(r.prompt).not.toMatch(/^- (?:Clause|Section|12\.4|The Policyholder)/mu);
    });
  }
});

describe('minutes turned into an action list', () => {
  for (const [name, c] of Object.entries(MINUTES)) {
    it(`${name}: no SQL, no extraction, no writing chips`, () => {
      for (const target of ASSISTANT_KEYS) {
        const r = optimize(prompt(c), target);
        expect(r.prompt).not.toMatch(SQL);
        expect(r.prompt).not.toMatch(EXTRACTION);
        expect(r.prompt).toMatch(/action list by person/i);
        expect(r.questions.map((q) => q.question).join(' ')).not.toMatch(/database|tone|who is it for/i);
      }
    });
  }
});

describe('a pasted letter explained in plain words', () => {
  for (const [name, c] of Object.entries(LETTERS)) {
    it(`${name}: says what it means and what happens next, with no style questions`, () => {
      const r = optimize(prompt(c), 'gpt');
      expect(r.prompt).not.toMatch(/writing clear, effective emails|Fit the tone/);
      expect(r.prompt).toMatch(/what happens next/i);
      expect(r.prompt).toMatch(/Explain each technical or legal term/);
      expect(r.questions.map((q) => q.question).join(' ')).not.toMatch(
        /tone|audience|who is it for|level|how long/i,
      );
    });
  }
});

describe('subscriptions found in a pasted statement', () => {
  for (const [name, c] of Object.entries(STATEMENTS)) {
    it(`${name}: an analysis that shows how the total is reached, not extraction`, () => {
      const r = optimize(prompt(c), 'gpt');
      expect(r.prompt).not.toMatch(EXTRACTION);
      expect(r.prompt).toMatch(/how you computed each figure/i);
    });
  }
});

describe('notes laid out as a weekly table', () => {
  for (const [name, c] of Object.entries(NOTES)) {
    it(`${name}: a transformation of the notes, not extraction`, () => {
      for (const target of ASSISTANT_KEYS) {
        const r = optimize(prompt(c), target);
        expect(r.prompt).not.toMatch(EXTRACTION);
        expect(r.prompt).toMatch(/weekly (?:schedule|plan) table/i);
      }
    });
  }
});

describe('look-alikes keep their kind', () => {
  it('"extract name, email, date as JSON" over pasted emails stays extraction', () => {
    const emails = `From: Priya Nair <priya.nair@brightlane.co>
Date: 12 April 2025
Subject: Workshop booking

Hi, I'd like to book two places on the pottery workshop.

From: Leo Martins <leo@martins.pt>
Date: 15 April 2025
Subject: Cancellation

Please cancel my booking for Saturday.`;
    const r = optimize(`${emails}\n\nextract name, email, date as JSON from these emails`, 'gpt');
    expect(r.prompt).toMatch(/Extract exactly the fields asked for/);
    expect(r.prompt).toMatch(/JSON array/);
  });

  it.each([
    `users(id, name, signup_date)\npayments(id, user_id, amount, paid_at)\n\nwrite SQL for these tables: monthly revenue per user for 2024`,
    `CREATE TABLE members (id INT PRIMARY KEY, name TEXT, joined DATE);\nCREATE TABLE visits (id INT PRIMARY KEY, member_id INT, visited_at TIMESTAMP);\n\nwrite SQL for these tables: members with no visit in the last 90 days`,
  ])('"write SQL for these tables" stays SQL (%#)', (rough) => {
    const r = optimize(rough, 'gpt');
    expect(r.prompt).toMatch(/You are a SQL expert/);
    expect(r.questions.map((q) => q.question)).toContain('Which database?');
  });

  it.each([
    'Budget: 500 euros\nDates: 3-7 June\nCity: Rome\nTravellers: 2 adults\n\nplan a trip with these details',
    'Requirements:\n- under 300 words\n- friendly tone\n- mention the 10% discount\n\nwrite this as an email to our customers',
    'Tuesday 4 June call with supplier\nthey said the parts ship on the 12th\nprice goes up 5% in july\n\nwhat should I ask them next time?',
  ])("the user's own facts and rules over an ask stay the user's words (%#)", (rough) => {
    const r = optimize(rough, 'gpt');
    expect(r.analysis.material).toEqual([]);
  });
});

describe('a pasted letter explained in plain words, in other languages', () => {
  const BESCHEID = `Sehr geehrte Frau Weber,

hiermit teilen wir Ihnen mit, dass Ihr Antrag auf Wohngeld vom 3. März abgelehnt wurde, da das anrechenbare Einkommen die Höchstgrenze überschreitet. Gegen diesen Bescheid können Sie innerhalb eines Monats nach Bekanntgabe Widerspruch einlegen.

Mit freundlichen Grüßen
Stadt Bremen, Wohngeldstelle`;
  const CARTA = `Estimado cliente:

Le informamos de que, a partir del 1 de julio, la comisión de mantenimiento de su cuenta pasará a ser de 4,50 € al mes, salvo que domicilie una nómina superior a 600 €. Si no está de acuerdo, puede cancelar la cuenta sin coste antes de esa fecha.

Atentamente,
Banco Meridional`;

  it.each(ASSISTANT_KEYS)('German: what it means and what happens next, whole (%s)', (target) => {
    const r = optimize(`${BESCHEID}\n\nWas bedeutet das in einfachen Worten?`, target);
    expectWhole(r.prompt, BESCHEID);
    expect(r.prompt).toContain('Sag, wie es weitergeht');
    expect(r.prompt).not.toContain('geduldiger Lehrer');
  });

  it.each(ASSISTANT_KEYS)('Spanish: what it means and what happens next, whole (%s)', (target) => {
    const r = optimize(`${CARTA}\n\n¿qué significa esto en palabras sencillas?`, target);
    expectWhole(r.prompt, CARTA);
    expect(r.questions.map((q) => q.question).join(' ')).not.toMatch(/nivel|extensión|tono/i);
  });
});
