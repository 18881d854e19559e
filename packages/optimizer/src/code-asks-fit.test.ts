import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Four shapes judges marked down, written afresh in several languages and stacks: a program to
 * write whose description talks about emails and forms, a letter described in the first person,
 * a pasted schema, a maths answer to check, and code whose first line is a directive or a
 * shebang. Each ask stays the task, and each paste stays one block, byte for byte.
 */

const all = (rough: string) => ASSISTANT_KEYS.map((target) => ({ target, ...optimize(rough, target) }));

/** What a request read as a paste to answer, or a script read as lines to say, renders as. */
const PASTE_TEMPLATE = /text provided|respond to it helpfully|lines for me to say|spoken scripts/i;

describe('a program that handles emails and forms is code to write, not a paste to answer', () => {
  const programs: ReadonlyArray<readonly [string, string]> = [
    [
      "write a google apps script that when our booking form is submitted with 'VIP' ticked emails the duty manager and adds a row to the VIP tab",
      'duty manager',
    ],
    [
      "google apps script pls: when the leave request form is submitted emails the employee's manager with the dates. if the manager replies 'approved' mark the row green",
      "employee's manager",
    ],
    [
      'powershell script: when a new file lands in \\\\fs01\\scans, email it to the person whose name is in the filename',
      '\\\\fs01\\scans',
    ],
    [
      'bash script:\nwhen disk usage on / goes over 90% email ops@acme.io with the top 10 folders',
      'ops@acme.io',
    ],
    [
      "can you write a python script that reads our inbox via IMAP and when a message from a supplier says 'invoice' it forwards the email to accounts@ourco.com",
      'accounts@ourco.com',
    ],
    [
      "Write a Slack bot in Node that reads messages in #incidents and when someone writes 'sev1' it DMs the on-call engineer and pins the message",
      '#incidents',
    ],
    [
      "necesito un script de python que lea los correos del buzón soporte@ y cuando el asunto diga 'factura' reenvíe el mensaje a contabilidad",
      'contabilidad',
    ],
  ];
  for (const [rough, detail] of programs)
    it(rough.slice(0, 60), () => {
      for (const { prompt, target, analysis } of all(rough)) {
        expect(analysis.classification.kind, target).toBe('code');
        expect(analysis.material, target).toEqual([]);
        expect(prompt, target).not.toMatch(PASTE_TEMPLATE);
        expect(prompt, target).toContain(detail);
      }
    });

  it('reads "in Node" as the language and does not ask for one', () => {
    const rough = programs[5]![0];
    for (const { questions, target } of all(rough))
      expect(
        questions.map((q) => q.id),
        target,
      ).not.toContain('code-language');
  });
});

describe('a letter described in the first person is the letter to draft', () => {
  const letters: ReadonlyArray<readonly [string, readonly string[]]> = [
    [
      'I need to write a formal appeal letter to the council. On 3 March 2025 I got a parking fine of £70 on Elm Road even though my permit was displayed. I sent photos on 10 March and they rejected it on 2 April. Please draft the appeal letter asking them to cancel the fine.',
      ['3 March 2025', '£70', 'Elm Road', '2 April'],
    ],
    [
      "Help me write a letter objecting to the planning application 24/0931 for the extension at 12 Mill Lane. I live next door at no. 14. The extension would block light to my kitchen, it's 6m deep and the deadline for objections is 14 June. Keep it formal.",
      ['24/0931', '12 Mill Lane', '14 June'],
    ],
    [
      'draft a formal objection to my council tax band. I moved into 4 Wren Close on 1 May 2024, the house is band E but the identical houses at 2 and 6 are band D. I want it reviewed and the overpayment of £312 refunded.',
      ['4 Wren Close', '1 May 2024', '£312'],
    ],
    [
      'escribe una carta formal de reclamación a Iberia: mi vuelo IB3214 del 12 de mayo se canceló, pagué 245 € y no me han devuelto nada después de 6 semanas',
      ['IB3214', '12 de mayo', '245 €'],
    ],
  ];
  for (const [rough, facts] of letters)
    it(rough.slice(0, 60), () => {
      for (const { prompt, target, analysis } of all(rough)) {
        expect(analysis.classification.kind, target).toBe('write');
        expect(analysis.material, target).toEqual([]);
        expect(prompt, target).not.toMatch(/text provided|pasted|<letter>|<email>/i);
        for (const fact of facts) expect(prompt, `${target}: ${fact}`).toContain(fact);
      }
    });
});

describe('a pasted schema stays one block next to the SQL ask', () => {
  const BIGQUERY_COLUMNS = 'user_id STRING\nevent_ts TIMESTAMP\npage STRING\ndevice STRING';
  const GERMAN_COLUMNS = 'order_id INT64\ncountry STRING\namount NUMERIC\ncreated_at TIMESTAMP';
  const BOATS =
    'CREATE TABLE boats (\n  id serial PRIMARY KEY,\n  name text NOT NULL,\n  length_m numeric\n);\nCREATE TABLE bookings (\n  id serial PRIMARY KEY,\n  boat_id int REFERENCES boats(id),\n  starts_on date\n);';
  const SHORTHAND =
    'authors(id, name, country)\nbooks(id, author_id, title)\nsales(id, book_id, sold_at, qty)';
  const PRISMA =
    'model Customer {\n  id     Int     @id @default(autoincrement())\n  email  String  @unique\n  orders Order[]\n}\n\nmodel Order {\n  id         Int      @id @default(autoincrement())\n  customerId Int\n  placedAt   DateTime\n  customer   Customer @relation(fields: [customerId], references: [id])\n}';
  const schemas: ReadonlyArray<readonly [string, string, string]> = [
    [
      `bigquery: weekly active users per device for the last 8 weeks. table is analytics.events\n${BIGQUERY_COLUMNS}`,
      BIGQUERY_COLUMNS,
      'weekly active users per device',
    ],
    [
      `BigQuery-Abfrage: Umsatz pro Land im letzten Monat, Tabelle shop.orders\n${GERMAN_COLUMNS}`,
      GERMAN_COLUMNS,
      'Umsatz pro Land',
    ],
    [
      `Postgres query for the boats that were never booked in 2024 please\n\n${BOATS}`,
      BOATS,
      'never booked in 2024',
    ],
    [`sql to find top 5 authors by sales last quarter\n${SHORTHAND}`, SHORTHAND, 'top 5 authors'],
    [
      `write a prisma query (or raw sql) for customers with more than 3 orders in march\n\n${PRISMA}`,
      PRISMA,
      'more than 3 orders in march',
    ],
  ];
  for (const [rough, schema, ask] of schemas)
    it(rough.slice(0, 60), () => {
      for (const { prompt, target, analysis } of all(rough)) {
        expect(analysis.classification.kind, target).toBe('sql');
        expect(
          analysis.material.map((m) => m.content),
          target,
        ).toEqual([schema]);
        expect(prompt, target).toContain(schema);
        expect(analysis.request, target).toContain(ask);
        // A column line never comes back as a sentence of the prompt.
        expect(prompt, target).not.toMatch(
          /^\s*(?:[-*\d.]+\s*)?(?:Page|Device|Country|Amount) [A-Z0-9]+\.$/mu,
        );
      }
    });
});

describe('working to check is a maths check, not an edit or a debug', () => {
  const DEPRECIATION =
    '1. cost = 24000, residual = 4000, life = 5 years\n2. annual depreciation = (24000 - 4000) / 5 = 4000\n3. after 3 years book value = 24000 - 3*4000 = 12000\n4. so the answer is 12000';
  const PHYSICS = 'v^2 = 2gh = 2*9.8*20 = 392\nv = 19.8 m/s\nKE = 1/2 m v = 0.5*2*19.8 = 19.8 J';
  const RECHNUNG = '1) 15% von 240 = 36\n2) 240 - 36 = 214\n3) Endpreis 214 €';
  const CALCUL = '1) 3 × 45 = 135\n2) 135 + 20 = 155\n3) donc il faut 155 € au total';
  const INTERES = 'capital = 5000\ninterés = 5000 * 0.04 * 3 = 600\ntotal = 5000 + 600 = 5600';
  const checks: ReadonlyArray<readonly [string, string]> = [
    [`here's my working for the depreciation question, is it right?\n\n${DEPRECIATION}`, DEPRECIATION],
    [`Can you check my physics? A 2 kg ball dropped from 20 m.\n${PHYSICS}\nIs that right?`, PHYSICS],
    [`ist meine Rechnung richtig?\n${RECHNUNG}`, RECHNUNG],
    [`est-ce juste ?\n\n${CALCUL}`, CALCUL],
    [`revisa mi cálculo del interés por favor:\n\n${INTERES}`, INTERES],
  ];
  for (const [rough, working] of checks)
    it(rough.slice(0, 60), () => {
      for (const { prompt, target, analysis } of all(rough)) {
        expect(analysis.classification.kind, target).toBe('math');
        expect(
          analysis.material.map((m) => m.content),
          target,
        ).toEqual([working]);
        expect(prompt, target).toContain(working);
        expect(prompt, target).not.toMatch(/editor|revised text|corrected code|debugger/i);
      }
    });
});

describe('a directive or shebang opening pasted code stays in the code', () => {
  const CART =
    "'use client'\nimport { useState } from 'react'\nexport default function Cart() {\n  const [items] = useState(JSON.parse(localStorage.getItem('cart')))\n  return <ul>{items.map(i => <li>{i}</li>)}</ul>\n}";
  const UPPER = '#!/usr/bin/env python3\nimport sys\nfor line in sys.stdin:\n    print(line.upper())';
  const STRICT = '"use strict";\nconst total = items.reduce((a, b) => a + b.price);\nconsole.log(total);';
  const COMPOSE =
    '@Composable\nfun Greeting(name: String) {\n    var count = 0\n    Button(onClick = { count++ }) { Text("$name $count") }\n}';
  const ACTION =
    "'use server'\n\nimport { revalidatePath } from 'next/cache'\nexport async function save(form) {\n  await db.post.create({ data: { title: form.get('title') } })\n  revalidatePath('/posts')\n}";
  const ARCHIVE = '#!/bin/bash\nset -e\nfor f in *.csv; do\n  mv "$f" archive/\ndone';
  const pastes: ReadonlyArray<readonly [string, string]> = [
    [`why does this component crash on load?\n\n${CART}`, CART],
    [`${UPPER}\n\nthis prints blank lines between each line, why?`, UPPER],
    [`${STRICT}\n\nwhy is total an object sometimes`, STRICT],
    [`${COMPOSE}\n\nthe counter never updates, what's wrong?`, COMPOSE],
    [`this server action never revalidates, why?\n\n${ACTION}`, ACTION],
    [`${ARCHIVE}\n\nit says mv: cannot stat '*.csv' when the folder is empty, how do I fix it`, ARCHIVE],
  ];
  for (const [rough, code] of pastes)
    it(rough.slice(0, 60), () => {
      for (const { prompt, target, analysis } of all(rough)) {
        expect(
          analysis.material.map((m) => m.content),
          target,
        ).toEqual([code]);
        expect(prompt, target).toContain(code);
        const first = code.split('\n')[0]!;
        expect(analysis.request, target).not.toContain(first);
        expect(analysis.classification.kind, target).toBe('debug');
      }
    });
});

describe('look-alikes keep their reading', () => {
  it('a pasted email after "reply to this" stays the sender’s message', () => {
    const email =
      'Hi Jordan,\n\nThanks for sending the quote. Could you confirm whether installation is included and when the earliest start date would be?\n\nBest regards,\nMaria Lopez';
    for (const { prompt, target, analysis } of all(
      `can you reply to this for me, keep it friendly:\n\n${email}`,
    )) {
      expect(analysis.classification.kind, target).toBe('write');
      expect(
        analysis.material.map((m) => m.kind),
        target,
      ).toEqual(['email']);
      expect(prompt, target).toContain(email);
      expect(prompt, target).toMatch(/reply/i);
    }
  });

  it('a pasted letter to improve stays the user’s text to edit', () => {
    const letter =
      'Dear Ms Carter,\n\nI am writing to appeal the decision dated 12 May to refuse my housing benefit claim (ref HB-44120). My income fell to £1,050 a month in April.\n\nYours sincerely,\nTom Reed';
    for (const { prompt, target, analysis } of all(
      `Please improve this letter before I send it:\n\n${letter}`,
    )) {
      expect(analysis.classification.kind, target).toBe('edit');
      expect(
        analysis.material.map((m) => m.content),
        target,
      ).toEqual([letter]);
      expect(prompt, target).toContain(letter);
    }
  });

  it('a pasted email to summarize stays material', () => {
    const email =
      'Hi team,\n\nThe Q3 offsite moves to 14 October. Please book travel by 30 September and send receipts to finance.\n\nThanks,\nDana';
    for (const { prompt, target, analysis } of all(`Summarize this email for me:\n\n${email}`)) {
      expect(analysis.classification.kind, target).toBe('summarize');
      expect(prompt, target).toContain(email);
    }
  });

  it('a script to ask my manager for a raise is still lines to say', () => {
    const rough =
      "write me a script to ask my manager for a raise, I've been here 3 years and took on the payroll work";
    for (const { prompt, target, analysis } of all(rough)) {
      expect(analysis.classification.kind, target).toBe('write');
      expect(prompt, target).not.toMatch(/software engineer|code block/i);
    }
  });

  it('code with arithmetic to debug stays code, and "is it right to…" stays a question', () => {
    for (const { target, analysis } of all(
      'why does this print 6 instead of 9?\n\nx = 2 * 3\ny = x + 3\nprint(x)',
    )) {
      expect(analysis.classification.kind, target).toBe('debug');
      expect(
        analysis.material.map((m) => m.kind),
        target,
      ).toEqual(['code']);
    }
    for (const { target, analysis } of all(
      'is it right to take the higher offer if the commute is 90 minutes each way?',
    )) {
      expect(analysis.classification.kind, target).toBe('question');
      expect(analysis.material, target).toEqual([]);
    }
  });

  it('a Python loop over a debug ask stays whole, and a pasted script under its label stays a paste', () => {
    const loop =
      'total = 0\nfor item in cart.items():\n    total = total + item.price * item.qty\nreturn total';
    for (const { target, analysis } of all(`debug this, the total comes out wrong\n\n${loop}`))
      expect(
        analysis.material.map((m) => m.content),
        target,
      ).toEqual([loop]);
    const script = 'Get-ChildItem C:\\Logs -Filter *.log | Remove-Item -WhatIf';
    for (const { target, analysis } of all(`explain this powershell script:\n\n${script}`))
      expect(
        analysis.material.map((m) => m.content),
        target,
      ).toEqual([script]);
  });

  it('lines that merely start with a type-like word in prose are not a schema', () => {
    const rough = 'plan my week please\nmonday TEXT mum\ntuesday gym\nwednesday DATE night';
    for (const { target, analysis } of all(rough)) expect(analysis.material, target).toEqual([]);
  });
});
