import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { analyze, optimize } from './index';
import { cleanRequest } from './analysis/clean';
import { answerAsRole, vendorLines } from './i18n/scaffold/vendor-lines';

/**
 * Already-excellent prompts come back whole (corpus T): tagged blocks with fields of their own
 * ("Budget:"), an example's "Input:"/"Output:" under a bare "Example" line, a "You are writing…"
 * opening, and a capitalised place name before a slash. Only the vendor layout may change.
 */
const TARGETS: readonly AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];

/** Every `<tag>…</tag>` block but the role, which R1 may drop or unwrap. */
function blocks(prompt: string): string[] {
  return [...prompt.matchAll(/^<([a-z_-]+)>[\s\S]*?<\/\1>$/gm)]
    .map((m) => m[0])
    .filter((b) => !b.startsWith('<role>'));
}

const XML_PROMPTS = [
  `<role>You summarise support calls for our helpdesk (Zendesk).</role>

<instructions>
Fill in the template from the transcript. If a field is not covered, write "Not said".
</instructions>

<template>
Customer:
Product:
Problem:
Budget:
Timeline:
Next step:
</template>

<transcript>
Agent: Hi Carla, what's up with the printer?
Carla: It jams every morning. We need it fixed before the audit on the 3rd.
</transcript>`,
  `<context>
We run a small bakery in Ghent with two shops.
</context>

<task>
Write the weekly staff rota announcement.
</task>

<format>
Day:
Shop:
Who opens:
Who closes:
</format>`,
  `<rolle>Du bist Redakteurin für unseren Vereins-Newsletter.</rolle>

<instructions>
Fasse das Protokoll unten in fünf Punkten zusammen. Keine Namen außer dem Vorstand.
</instructions>

<vorlage>
Thema:
Beschluss:
Zuständig:
</vorlage>

<protokoll>
TOP 1: Sommerfest am 14.7., Ort: Vereinsheim. Beschluss einstimmig.
TOP 2: Beitragserhöhung vertagt.
</protokoll>`,
  `<goal>Turn the notes into a bug report our QA team can act on.</goal>

<rules>
- Keep every error code exactly as written.
- Steps as a numbered list.
</rules>

<fields>
Title:
Steps to reproduce:
Expected:
Actual:
Severity:
</fields>

<notes>
clicking export twice gives ERR_4012, second file empty, chrome 126
</notes>`,
  `<task>Rédige la fiche de poste à partir des notes.</task>

<constraints>
Pas de jargon. 200 mots maximum.
</constraints>

<modele>
Intitulé :
Missions :
Profil :
Salaire :
</modele>

<notes>
poste de magasinier, CDI, 35h, Lyon 7e, 2100 € brut
</notes>`,
];

describe('a prompt laid out in tagged blocks', () => {
  for (const prompt of XML_PROMPTS) {
    it(`is already structured and kept block for block: ${prompt.slice(0, 40)}`, () => {
      expect(analyze(prompt).alreadyStructured).toBe(true);
      for (const target of TARGETS) {
        const out = optimize(prompt, target).prompt;
        for (const block of blocks(prompt)) expect(out, target).toContain(block);
        expect(out, target).not.toMatch(/```|code[ _]1|# Task|<\/?input>/);
      }
    });
  }

  it('keeps a rough request that wraps one paste in tags, or pastes HTML, a rough request', () => {
    const rough = [
      'can u summarise this for my boss\n\n<email>\nHi team, the release slips to Friday.\n</email>',
      'fix my html pls\n\n<div>\n<p>Hello</p>\n</div>\n\n<span>\nhi\n</span>\n\n<footer>\n(c) 2024\n</footer>',
    ];
    for (const text of rough) expect(analyze(text).alreadyStructured, text).toBe(false);
  });
});

const EXAMPLE_PROMPTS: readonly [string, string][] = [
  [
    `Task: label customer reviews for our shoe shop.

Rules:
- One label per review: fit, quality, delivery or other.
- Reply with the review number and the label.

Output: one line per review, no commentary.

Example
Input: 4. The left shoe was a size smaller than the right.
Output: 4. fit

Reviews:
1. Arrived a week late.
2. Sole came off after a month.`,
    'Example\nInput: 4. The left shoe was a size smaller than the right.\nOutput: 4. fit',
  ],
  [
    `Task: turn meeting notes into action items.

Format: "- [owner] action (due date)".

Example 1
Input: Sam will send the deck by Friday
Output: - [Sam] send the deck (Friday)

Notes:
Priya books the venue next week. Tom checks the budget tomorrow.`,
    'Example 1\nInput: Sam will send the deck by Friday\nOutput: - [Sam] send the deck (Friday)',
  ],
  [
    `Aufgabe: Schreibe Produktnamen in Titel-Schreibweise um.

Anforderungen:
- Markennamen bleiben, wie sie sind.
- Eine Zeile pro Produkt.

Beispiel
Eingabe: kaffeemaschine von siemens eq.6
Ausgabe: Kaffeemaschine von Siemens EQ.6

Produkte:
wasserkocher von wmf
toaster von bosch`,
    'Beispiel\nEingabe: kaffeemaschine von siemens eq.6\nAusgabe: Kaffeemaschine von Siemens EQ.6',
  ],
  [
    `Tâche : classer les messages des clients par urgence.

Contraintes :
- Trois niveaux : haute, moyenne, basse.
- Une ligne par message.

Exemple
Entrée : « Le serveur est tombé, plus aucune commande ne passe. »
Sortie : haute

Messages :
1. Pouvez-vous changer mon adresse de facturation ?
2. Le site affiche une erreur 500 depuis ce matin.`,
    'Exemple\nEntrée : « Le serveur est tombé, plus aucune commande ne passe. »\nSortie : haute',
  ],
  [
    `Tarea: normaliza números de teléfono españoles al formato +34 XXX XXX XXX.

Requisitos:
- Si falta un dígito, escribe "inválido".
- Una línea por número.

Ejemplo
Entrada: 612-34-56-78
Salida: +34 612 345 678

Números:
91 555 12 34
6001122`,
    'Ejemplo\nEntrada: 612-34-56-78\nSalida: +34 612 345 678',
  ],
];

describe('an example pair under a bare "Example" line', () => {
  for (const [prompt, example] of EXAMPLE_PROMPTS) {
    it(`stays one example, byte for byte: ${prompt.slice(0, 40)}`, () => {
      for (const target of TARGETS) {
        const out = optimize(prompt, target).prompt;
        expect(out, target).toContain(example);
        expect(out, target).not.toMatch(
          /^(?:# (?:Input|Output|Eingabe|Ausgabe|Entrée|Sortie|Entrada|Salida)|<\/?(?:input|output|eingabe|ausgabe|entrée|sortie|entrada|salida)>)$/m,
        );
      }
    });
  }

  it('leaves a real "Input:" section a section of its own', () => {
    const prompt = `Role: data analyst.

Task: find the three slowest endpoints.

Input: the CSV of request timings below.

Output: a table with endpoint, p95 latency and request count.

Constraints:
- Ignore health checks.
- Round to whole milliseconds.`;
    const out = optimize(prompt, 'gpt').prompt;
    expect(out).toContain('# Input\nthe CSV of request timings below.');
    expect(out).toContain('# Output\na table with endpoint');
  });
});

describe('"You are writing…" names a task, not a role', () => {
  const en = vendorLines('en')!;
  it.each([
    'You are writing alt text for product photos on a vintage furniture shop.',
    'You are helping a school nurse draft letters to parents.',
    "You're reviewing pull requests for a Rust crate that parses GPX files.",
    'You are answering questions from first-time buyers of electric bikes.',
    'You are summarising council meeting minutes for residents.',
  ])('stays as written for R1: %s', (line) => {
    expect(answerAsRole(line, en)).toBeNull();
    const prompt = `${line}\n\nContext: our readers skim on phones.\n\nRules:\n- Plain words.\n- At most 120 words each.\n\nOutput: one paragraph per item.`;
    const out = optimize(prompt, 'deepseek').prompt;
    expect(out.startsWith(line)).toBe(true);
    expect(out).not.toMatch(/^Answer as \p{Ll}+ing\b/mu);
  });

  it('French "en train de" and German "dabei" are tasks too; a real persona still answers as', () => {
    expect(answerAsRole('Tu es en train de rédiger une lettre.', vendorLines('fr-tu')!)).toBeNull();
    expect(answerAsRole('Du bist dabei, einen Bericht zu schreiben.', vendorLines('de')!)).toBeNull();
    expect(answerAsRole('You are a senior tax adviser at a Lisbon firm.', en)).toBe(
      'Answer as a senior tax adviser at a Lisbon firm.',
    );
    expect(answerAsRole('You are something of a legend in the shop.', en)).not.toBeNull();
  });
});

describe('a capitalised short form before a name with a slash', () => {
  it.each([
    ['we go up Yr Wyddfa/Snowdon on Saturday', 'Yr Wyddfa/Snowdon'],
    ['race report for Mo Farah/GB team', 'Mo Farah/GB'],
    ['the walk from Yr Aran/Snowdon ridge', 'Yr Aran/Snowdon'],
    ['hike Yr Wyddfa/Snowdon and Yr Aran/Moel Hebog', 'Yr Aran/Moel'],
    ['photos of Yr Wyddfa/Snowdon summit', 'Yr Wyddfa'],
  ])('keeps the name: %s', (text, kept) => {
    expect(cleanRequest(text, 'en')).toContain(kept);
  });

  it('still expands the lower-case short form', () => {
    expect(cleanRequest('i need it done in 1 yr', 'en')).toContain('1 year');
    expect(cleanRequest('Yr best bet is the bus', 'en')).toContain('Year best bet');
  });
});

describe('an excellent prompt whose answer is JSON or CSV for a program', () => {
  const MACHINE = [
    `Task: normalise messy US shipping addresses into JSON for our label printer.

Rules:
- ZIP codes as five digits.
- Output a JSON array, one object per input line, no prose.

Example:
Input: jo ames 12 elm st springfield il 62704
Output: {"name": "Jo Ames", "street": "12 Elm St", "city": "Springfield", "state": "IL", "zip": "62704"}`,
    `Task: rewrite each product title for our feed as CSV.

Rules:
- Columns: sku, title, colour.
- Keep the SKU exactly as written.

Output format: CSV only.`,
    `Aufgabe: Schreibe die Termine unten als JSON für unseren Kalender-Import um.

Anforderungen:
- Datum als JJJJ-MM-TT.
- Ausgabe als JSON-Array, ohne Text davor oder danach.
- Ein Objekt pro Termin.`,
    `Task: summarise each support ticket as YAML for our triage bot.

Rules:
- Keys: id, product, problem.
- One YAML document per ticket.
- Output YAML only.`,
    `Tarea: reescribe los pedidos de abajo como JSON para nuestra API.

Requisitos:
- Una entrada por pedido.
- Importes con dos decimales.
- Devuelve solo un array JSON.`,
  ];
  it.each(MACHINE)('asks no reader and no example question: %s', (prompt) => {
    expect(analyze(prompt).alreadyStructured).toBe(true);
    const ids = optimize(prompt, 'gpt').questions.map((q) => q.id);
    expect(ids).not.toContain('open-reader');
    expect(ids).not.toContain('open-examples');
  });

  it('still asks who reads a structured piece of prose', () => {
    const prompt = `Task: write the welcome email for new members of our climbing gym.

Rules:
- Mention the induction slot and the locker code policy.
- Warm, not gushing.
- Sign off as "The Boulder Barn team".`;
    expect(optimize(prompt, 'gpt').questions.map((q) => q.id)).toContain('open-length');
  });
});

describe("the author's tagged block after a labelled section", () => {
  const head = (task: string, rule: string) =>
    `Task: ${task}\n\nContext: the team reads this on Monday.\n\nRules:\n- ${rule}\n- No prose before or after.`;
  it.each([
    [
      head('tag each expense line by category.', 'One tag per line.'),
      '<expenses>\nTaxi 14.20\nHotel 180\n</expenses>',
    ],
    [
      head('sort the tickets by urgency.', 'Urgent first.'),
      '<tickets>\n#12 login fails\n#13 typo on FAQ\n</tickets>',
    ],
    [
      head('translate each line into French.', 'Keep product names.'),
      '<lines>\nFree returns\nShips in 2 days\n</lines>',
    ],
    [head('count the votes per option.', 'Ignore blank votes.'), '<votes>\nA\nB\nA\n</votes>'],
    [
      head('list the dates in ISO format.', 'One date per line.'),
      '<dates>\n3rd May 2024\n12/06/2024\n</dates>',
    ],
  ])('is a section of its own for Claude, never inside the rules: %s', (intro, block) => {
    const out = optimize(`${intro}\n\n${block}`, 'claude').prompt;
    expect(out).toContain(block);
    expect(out).not.toMatch(/<\/\w+>\n<\/rules>/);
  });
});
