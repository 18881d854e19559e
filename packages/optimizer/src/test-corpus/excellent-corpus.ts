/**
 * Already-excellent prompts written for the "keep it as written" rule (not the judged corpora):
 * each names its sections, so the best rewrite keeps every section, its order and its wording,
 * and changes only vendor syntax. `sections` are the user's section bodies' first lines, in
 * order; `verbatim` are exact output formats that must survive byte for byte.
 */
export interface ExcellentCase {
  id: string;
  prompt: string;
  /** A distinctive phrase from each section, in the order the user wrote them. */
  sections: string[];
  /** Text that must appear byte for byte in every output (schemas, exact formats). */
  verbatim: string[];
  /** sections[0] is a short persona, which DeepSeek R1 (no system-style role) may drop. */
  role: boolean;
}

export const EXCELLENT: readonly ExcellentCase[] = [
  {
    id: 'code-review-md',
    role: true,
    prompt: `You are a senior TypeScript reviewer at a fintech company.

## Context
The diff below changes how refunds are rounded in our payments service. Amounts are stored as integer cents.

## Task
Review the diff for correctness, rounding errors and missing tests.

## Requirements
1. Flag every place where a float is used for money.
2. Quote the exact line you are commenting on.
3. Rate each finding as blocker, major or minor.
4. Do not comment on formatting; Prettier handles it.

## Output format
A markdown table with the columns: Line | Severity | Finding | Suggested fix. After the table, one sentence: "Verdict: approve" or "Verdict: request changes".

## Diff
\`\`\`diff
- const refund = order.total * 0.15;
+ const refund = Math.round(order.totalCents * 0.15);
\`\`\``,
    sections: [
      'senior TypeScript reviewer',
      'Amounts are stored as integer cents',
      'Review the diff for correctness',
      'Flag every place where a float is used for money',
      'Quote the exact line',
      'Rate each finding as blocker, major or minor',
      'Do not comment on formatting',
      'A markdown table with the columns',
      'Math.round(order.totalCents * 0.15)',
    ],
    verbatim: [
      'Line | Severity | Finding | Suggested fix',
      '"Verdict: approve" or "Verdict: request changes"',
    ],
  },
  {
    id: 'invoice-extraction-json',
    role: true,
    prompt: `Role: You are a meticulous data-extraction assistant for an accounts-payable team.

Task: Extract the fields below from the invoice text the user pastes after "Invoice:".

Rules:
- Use null for any field that is not in the invoice; never guess.
- Dates in ISO 8601 (YYYY-MM-DD).
- Amounts as numbers without currency symbols.

Output format: Return only a JSON object matching this schema, with no prose before or after it:
{
  "vendor_name": string,
  "invoice_number": string,
  "issue_date": string | null,
  "due_date": string | null,
  "currency": "EUR" | "USD" | "GBP" | null,
  "total": number | null,
  "line_items": [{ "description": string, "quantity": number, "unit_price": number }]
}

Invoice:
ACME Tools GmbH — Rechnung Nr. 2024-0117, 12.03.2024, fällig 11.04.2024
2 x Drehmomentschlüssel à 89,90 EUR; Gesamt 179,80 EUR`,
    sections: [
      'meticulous data-extraction assistant',
      'Extract the fields below',
      'Use null for any field',
      'Dates in ISO 8601',
      'Amounts as numbers without currency symbols',
      'Return only a JSON object matching this schema',
      'ACME Tools GmbH',
    ],
    verbatim: [
      '"currency": "EUR" | "USD" | "GBP" | null,',
      '"line_items": [{ "description": string, "quantity": number, "unit_price": number }]',
    ],
  },
  {
    id: 'tutor-persona',
    role: true,
    prompt: `Role: A patient maths tutor for 12-year-olds preparing for their first algebra test.

Goal: Help the student solve linear equations on their own, without giving away the answer.

Instructions:
1. Ask the student to show their first step before you say anything about the method.
2. If the step is wrong, give one hint, never the full solution.
3. Praise effort, not intelligence.
4. Use whole numbers in every example you invent.

Tone: Warm, short sentences, no jargon beyond "variable" and "equation".

Output format: At most 3 sentences per reply, ending with one question for the student.`,
    sections: [
      'A patient maths tutor for 12-year-olds',
      'Help the student solve linear equations',
      'Ask the student to show their first step',
      'give one hint, never the full solution',
      'Praise effort, not intelligence',
      'Use whole numbers in every example',
      'Warm, short sentences',
      'At most 3 sentences per reply, ending with one question for the student.',
    ],
    verbatim: ['At most 3 sentences per reply, ending with one question for the student.'],
  },
  {
    id: 'marketing-brief',
    role: true,
    prompt: `# Role
You are a B2B copywriter who writes for operations managers.

# Context
Product: Shiftly, a staff-scheduling app for restaurants with 10–50 employees.
Launch: 1 October. Main benefit: managers build next week's rota in 15 minutes instead of 3 hours.
Audience: restaurant owners and general managers in the UK.

# Task
Write the launch email.

# Constraints
- 120–150 words.
- One call to action: "Start your free 30-day trial".
- No exclamation marks, no emojis.
- British spelling.

# Output format
Subject line (max 50 characters) on the first line, a blank line, then the email body.`,
    sections: [
      'B2B copywriter who writes for operations managers',
      'Shiftly, a staff-scheduling app',
      'managers build next week',
      'restaurant owners and general managers in the UK',
      'Write the launch email',
      '120–150 words',
      '"Start your free 30-day trial"',
      'No exclamation marks, no emojis',
      'British spelling',
      'Subject line (max 50 characters)',
    ],
    verbatim: ['Subject line (max 50 characters) on the first line, a blank line, then the email body.'],
  },
  {
    id: 'sql-schema',
    role: true,
    prompt: `You are a PostgreSQL 15 expert.

Context: We run an online bookshop. Schema:
\`\`\`sql
CREATE TABLE customers (id serial PRIMARY KEY, email text UNIQUE, country char(2), created_at timestamptz);
CREATE TABLE orders (id serial PRIMARY KEY, customer_id int REFERENCES customers(id), placed_at timestamptz, total_cents int);
\`\`\`

Task: Write a query that returns, for each country, the number of customers who placed at least two orders in 2024 and their average order value in euros.

Requirements:
1. Only orders with placed_at in calendar year 2024 (UTC).
2. Average order value = total_cents / 100.0, rounded to 2 decimals.
3. Sort by the number of customers, descending.
4. No CTEs; use a subquery.

Output format: Only the SQL in one \`\`\`sql block, followed by one line explaining which index would speed it up.`,
    sections: [
      'PostgreSQL 15 expert',
      'We run an online bookshop',
      'CREATE TABLE orders',
      'Write a query that returns, for each country',
      'Only orders with placed_at in calendar year 2024',
      'total_cents / 100.0, rounded to 2 decimals',
      'Sort by the number of customers, descending',
      'No CTEs; use a subquery',
      'Only the SQL in one',
    ],
    verbatim: [
      'CREATE TABLE customers (id serial PRIMARY KEY, email text UNIQUE, country char(2), created_at timestamptz);',
      'followed by one line explaining which index would speed it up.',
    ],
  },
  {
    id: 'ticket-classifier',
    role: false,
    prompt: `Task: Classify each customer support ticket into exactly one label.

Labels:
- BILLING: charges, refunds, invoices, payment methods.
- BUG: something in the app does not work as documented.
- FEATURE_REQUEST: asks for something the app does not do yet.
- ACCOUNT: login, password, email change, account deletion.
- OTHER: anything else.

Rules:
- If a ticket fits two labels, choose the one the customer needs solved first.
- Do not invent labels.

Examples:
"I was charged twice this month" -> BILLING
"The export button does nothing on Safari" -> BUG

Output format: One line per ticket: <ticket number>: <LABEL>. No explanations.`,
    sections: [
      'Classify each customer support ticket',
      'BILLING: charges, refunds',
      'BUG: something in the app',
      'FEATURE_REQUEST: asks for something',
      'ACCOUNT: login, password',
      'OTHER: anything else',
      'If a ticket fits two labels',
      'Do not invent labels',
      'I was charged twice this month',
      'One line per ticket',
    ],
    verbatim: ['One line per ticket: <ticket number>: <LABEL>. No explanations.', '-> BILLING'],
  },
  {
    id: 'style-guide-writing',
    role: true,
    prompt: `Role: Staff writer for a cycling magazine.

Task: Write a 600-word feature about commuting by bike through a Scandinavian winter.

Style guide:
1. Second person ("you"), present tense.
2. Sentences under 25 words.
3. Numbers one to nine in words, 10 and above in digits.
4. No clichés such as "embrace the cold" or "winter wonderland".

Audience: Readers who already cycle in summer and are unsure about winter.

Output format: A headline, a one-sentence standfirst, then the body in paragraphs. No subheadings.`,
    sections: [
      'Staff writer for a cycling magazine',
      'Write a 600-word feature',
      'Second person ("you"), present tense',
      'Sentences under 25 words',
      'Numbers one to nine in words',
      'No clichés such as "embrace the cold"',
      'Readers who already cycle in summer',
      'A headline, a one-sentence standfirst',
    ],
    verbatim: ['A headline, a one-sentence standfirst, then the body in paragraphs. No subheadings.'],
  },
  {
    id: 'es-support-reply',
    role: true,
    prompt: `Rol: Eres un agente de atención al cliente de una aerolínea low cost.

Contexto: El cliente escribe porque su vuelo IB3021 de Madrid a Lisboa se canceló y quiere el reembolso.

Tarea: Redacta la respuesta al cliente.

Requisitos:
1. Explica que el reembolso llega en 7 a 10 días hábiles.
2. Ofrece también la opción de cambiar a otro vuelo sin coste.
3. No prometas compensaciones económicas.
4. Trato de usted.

Formato de salida: Un correo de máximo 120 palabras, con el asunto "Su vuelo IB3021" en la primera línea.`,
    sections: [
      'agente de atención al cliente',
      'vuelo IB3021 de Madrid a Lisboa',
      'Redacta la respuesta al cliente',
      'reembolso llega en 7 a 10 días hábiles',
      'cambiar a otro vuelo sin coste',
      'No prometas compensaciones',
      'Trato de usted',
      'Un correo de máximo 120 palabras',
    ],
    verbatim: ['Un correo de máximo 120 palabras, con el asunto "Su vuelo IB3021" en la primera línea.'],
  },
  {
    id: 'de-meeting-summary',
    role: true,
    prompt: `Rolle: Du bist Assistent der Geschäftsführung in einem mittelständischen Maschinenbauunternehmen.

Aufgabe: Fasse das Besprechungsprotokoll zusammen, das ich unten einfüge.

Anforderungen:
- Nur Entscheidungen und offene Aufgaben, keine Diskussionen.
- Jede Aufgabe mit verantwortlicher Person und Frist.
- Sachlicher Ton, Sie-Form.

Ausgabeformat: Zwei Abschnitte mit den Überschriften "Entscheidungen" und "Aufgaben", jeweils als Stichpunkte.

Protokoll:
Herr Weber schlägt vor, die Linie 3 im Mai umzurüsten. Beschlossen. Frau Kaya klärt bis 15.04. das Budget mit dem Einkauf.`,
    sections: [
      'Assistent der Geschäftsführung',
      'Fasse das Besprechungsprotokoll zusammen',
      'Nur Entscheidungen und offene Aufgaben',
      'verantwortlicher Person und Frist',
      'Sachlicher Ton, Sie-Form',
      'Zwei Abschnitte mit den Überschriften',
      'Herr Weber schlägt vor',
    ],
    verbatim: [
      'Zwei Abschnitte mit den Überschriften "Entscheidungen" und "Aufgaben", jeweils als Stichpunkte.',
    ],
  },
  {
    id: 'fr-product-description',
    role: true,
    prompt: `Rôle : Tu es rédacteur e-commerce pour une marque française de vêtements de randonnée.

Contexte : Nous lançons la veste « Vercors 3L », imperméable (20 000 mm), 390 g, fabriquée au Portugal.

Tâche : Rédige la fiche produit.

Contraintes :
1. 80 à 100 mots.
2. Vouvoiement.
3. Mentionne les trois chiffres ci-dessus tels quels.
4. Pas de superlatifs (« le meilleur », « incroyable »).

Format de sortie : Un titre, puis un paragraphe, puis trois puces « Points forts ».`,
    sections: [
      'rédacteur e-commerce',
      'la veste « Vercors 3L »',
      'Rédige la fiche produit',
      '80 à 100 mots',
      'Vouvoiement',
      'Mentionne les trois chiffres',
      'Pas de superlatifs',
      'Un titre, puis un paragraphe',
    ],
    verbatim: ['Un titre, puis un paragraphe, puis trois puces « Points forts ».'],
  },
  {
    id: 'xml-contract-review',
    role: true,
    prompt: `<role>You are an in-house lawyer for a software company.</role>

<task>Review the NDA clause below and list the risks for us as the receiving party.</task>

<constraints>
- Plain English, no Latin.
- Cite the clause sentence for each risk.
- At most 5 risks, most serious first.
</constraints>

<output_format>
A numbered list; each item: risk in bold, then one sentence of explanation, then "Fix:" and a proposed rewording.
</output_format>

<clause>
The Receiving Party shall keep all Confidential Information secret in perpetuity and shall be liable for any disclosure howsoever arising.
</clause>`,
    sections: [
      'in-house lawyer for a software company',
      'Review the NDA clause below',
      'Plain English, no Latin',
      'Cite the clause sentence for each risk',
      'At most 5 risks, most serious first',
      'A numbered list; each item: risk in bold',
      'in perpetuity',
    ],
    verbatim: [
      'A numbered list; each item: risk in bold, then one sentence of explanation, then "Fix:" and a proposed rewording.',
    ],
  },
  {
    id: 'bold-labels-api-docs',
    role: true,
    prompt: `**Role:** Technical writer for a developer platform.

**Task:** Write the reference page for the endpoint POST /v2/webhooks.

**Requirements:**
1. Document every field of the request body: url (string, required), events (array of strings, required), secret (string, optional).
2. One curl example and one Node.js (fetch) example.
3. List the error codes 400, 401, 409 and what causes each.

**Output format:** Markdown with the H2 headings "Request", "Examples", "Errors", in that order.`,
    sections: [
      'Technical writer for a developer platform',
      'POST /v2/webhooks',
      'Document every field of the request body',
      'One curl example and one Node.js',
      'error codes 400, 401, 409',
      'Markdown with the H2 headings',
    ],
    verbatim: ['Markdown with the H2 headings "Request", "Examples", "Errors", in that order.'],
  },
  {
    id: 'research-summary-steps',
    role: true,
    prompt: `You are a research assistant for a public-health policy team.

Context: The team must decide whether to fund a school-based vision screening programme. They have 10 minutes to read your summary.

Task: Summarise the three studies I paste below for that decision.

Steps:
1. For each study, state the population, the intervention and the main result with its confidence interval.
2. Note any conflict between the studies.
3. End with what the evidence does not tell us.

Constraints: Do not recommend a decision; the team decides. Use only the studies provided.

Output format: Under 300 words, with the headings "Studies", "Conflicts", "Gaps".`,
    sections: [
      'research assistant for a public-health policy team',
      'school-based vision screening programme',
      'Summarise the three studies',
      'population, the intervention and the main result',
      'Note any conflict between the studies',
      'End with what the evidence does not tell us',
      'Do not recommend a decision',
      'Under 300 words, with the headings',
    ],
    verbatim: ['Under 300 words, with the headings "Studies", "Conflicts", "Gaps".'],
  },
  {
    id: 'system-prompt-bot',
    role: true,
    prompt: `Role: You are "Pip", the in-app assistant of a plant-care app.

Instructions:
- Answer only questions about houseplants, watering, light, soil and pests.
- For anything else, reply: "I can only help with plant care."
- If the user mentions a pet eating a plant, tell them to contact a vet and name the plant's toxicity if you know it.
- Never recommend a pesticide brand.

Tone: Friendly and brief, like a knowledgeable neighbour.

Output format: Plain text, 2–4 sentences, no lists.`,
    sections: [
      '"Pip", the in-app assistant',
      'Answer only questions about houseplants',
      '"I can only help with plant care."',
      'If the user mentions a pet eating a plant',
      'Never recommend a pesticide brand',
      'Friendly and brief',
      'Plain text, 2–4 sentences, no lists.',
    ],
    verbatim: ['"I can only help with plant care."', 'Plain text, 2–4 sentences, no lists.'],
  },
  {
    id: 'python-refactor',
    role: true,
    prompt: `## Role
Senior Python engineer who values readability.

## Task
Refactor the function below so it is testable, without changing its behaviour.

## Constraints
- Python 3.11, standard library only.
- Keep the public name \`load_config\` and its signature.
- Add type hints.

## Output format
First the refactored code in one \`\`\`python block, then a bullet list of what you changed (max 5 bullets).

## Code
\`\`\`python
def load_config(path):
    import json, os
    if not os.path.exists(path):
        return {}
    return json.load(open(path))
\`\`\``,
    sections: [
      'Senior Python engineer who values readability',
      'Refactor the function below',
      'Python 3.11, standard library only',
      'Keep the public name `load_config`',
      'Add type hints',
      'First the refactored code in one',
      'return json.load(open(path))',
    ],
    verbatim: ['then a bullet list of what you changed (max 5 bullets).'],
  },
  {
    id: 'sentiment-rubric-json',
    role: false,
    prompt: `Task: Score the sentiment of each app-store review.

Rubric:
- positive: the reviewer would recommend the app.
- neutral: mixed or purely factual.
- negative: the reviewer would not recommend the app or reports losing data.

Requirements:
1. Judge the whole review, not the star rating.
2. Sarcasm counts as negative.

Output format: A JSON array, one object per review, exactly: [{"id": <review id>, "sentiment": "positive" | "neutral" | "negative", "reason": "<max 12 words>"}]`,
    sections: [
      'Score the sentiment of each app-store review',
      'positive: the reviewer would recommend',
      'neutral: mixed or purely factual',
      'negative: the reviewer would not recommend',
      'Judge the whole review, not the star rating',
      'Sarcasm counts as negative',
      'A JSON array, one object per review',
    ],
    verbatim: [
      '[{"id": <review id>, "sentiment": "positive" | "neutral" | "negative", "reason": "<max 12 words>"}]',
    ],
  },
];

/** Rough prompts with one "Label:" line: not excellent, they still get the full rewrite. */
export const ROUGH_WITH_ONE_LABEL: readonly string[] = [
  'Task: write me a blog post about sourdough',
  'can you help me fix this? Error: TypeError: cannot read properties of undefined',
  'Context: my boss wants a report by friday, write something about Q3 sales',
  'You are a chef. Give me a recipe.\nFormat: list',
  'Goal: lose 5 kg before summer, make me a plan',
  'You are an expert marketer.\nwrite me a post for linkedin about our new product\nit should be catchy and not too long, maybe with emojis idk',
  'Context: I teach year 8 science at a school in Leeds and the kids have been really struggling with the volcano unit, half of them did not do the homework and the other half copied from each other, and the head of department wants to see a quiz by next week that actually checks understanding rather than memory, ideally something I can print, can you make it',
  'Act as a lawyer.\nread my contract and tell me if its ok\nTone: friendly',
  'Context: so i run a small bakery in Porto with my sister, we do mostly sourdough and pastel de nata, and lately we started doing vegan stuff too because customers asked, but nobody knows about it yet and our instagram has like 300 followers, mostly friends, and we post maybe once a month when we remember, which is not great, and my sister thinks we should do reels\nTask: write something for instagram',
];
