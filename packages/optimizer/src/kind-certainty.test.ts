import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { scaffoldFor, scaffoldKey } from './i18n/scaffold';
import { CODE_EXPERT } from './i18n/scaffold/code-expert-lines';
import { optimize } from './index';
import type { TaskKind } from './analysis/types';

/**
 * A kind's role and stock lines land only where the kind is certain: judges score a plain,
 * faithful prompt 3 and a wrong template 1. New prompts of the shapes that went wrong (a support
 * chat read as a bug, "how does X work" read as a lesson, code from JSON read as writing, a
 * written-out puzzle given a paste slot, a word problem read as an explainer), each with a
 * positive control, checked on the rendered prompt for every assistant.
 */

/** The kinds whose role or stock lines appear in the prompt, read off the request's scaffold. */
function kindLines(rough: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const target of ASSISTANT_KEYS) {
    const r = optimize(rough, target);
    const s = scaffoldFor(r.analysis.language, r.analysis.request);
    const found = new Set<string>();
    for (const [kind, role] of Object.entries(s.roles)) if (role && r.prompt.includes(role)) found.add(kind);
    for (const [kind, lines] of Object.entries(s.guidance))
      if ((lines ?? []).some((l) => r.prompt.includes(l))) found.add(kind);
    if (s.lines.troubleshoot.some((l) => r.prompt.includes(l))) found.add('debug');
    // A stack trace's root-cause lines stand for the debugger's (code-expert.ts).
    const traced = CODE_EXPERT[scaffoldKey(r.analysis)] ?? CODE_EXPERT[r.analysis.language];
    if (traced && r.prompt.includes(traced.minimalFix)) found.add('debug');
    // DeepSeek's maths plan is its boxed-answer line.
    // R1's boxed line and Claude's <thinking>/<answer> line stand for the maths plan.
    if (r.prompt.includes('\\boxed{}') || r.prompt.includes(s.refine.stepByStepClaude)) found.add('math');
    out.set(target, found);
  }
  return out;
}

function expectNone(rough: string, kinds: readonly TaskKind[]): void {
  for (const [target, found] of kindLines(rough))
    for (const kind of kinds) expect(found.has(kind), `${target}: ${kind} lines`).toBe(false);
}

function expectSome(rough: string, kind: TaskKind): void {
  for (const [target, found] of kindLines(rough))
    expect(found.has(kind), `${target}: ${kind} lines`).toBe(true);
}

const CHATS = [
  'Review this support chat and give the agent feedback on tone and speed.\n\n[14:20] Customer: hi, checkout shows an error when I pay with PayPal\n[14:21] Agent: Sorry about that! Which browser are you on?\n[14:23] Customer: Safari on a Mac\n[14:25] Agent: It is a known bug, fixed tonight. Can I place the order for you by phone?\n[14:26] Customer: yes please',
  'What did our rep do wrong in this call?\n\n2025-02-11 09:02 Lead: We had problems with our old CRM crashing every Monday.\n2025-02-11 09:03 Rep: Ours never crashes. Want a demo?\n2025-02-11 09:04 Lead: Maybe, what about the import errors we had?\n2025-02-11 09:05 Rep: Let me send you a link.',
  'Bewerte dieses Chatprotokoll und gib der Mitarbeiterin Feedback.\n\n[08:10] Kunde: Beim Login kommt immer ein Fehler.\n[08:11] Mitarbeiterin: Haben Sie das Passwort zurückgesetzt?\n[08:13] Kunde: Ja, zweimal, der Fehler bleibt.\n[08:15] Mitarbeiterin: Dann warten Sie bitte bis morgen.',
  "Analyse cette conversation et donne une note sur 10 au conseiller.\n\n[16:02] Client : le site affiche une erreur quand je paie\n[16:03] Conseiller : Quel navigateur utilisez-vous ?\n[16:05] Client : Firefox, et c'est le troisième bug ce mois-ci\n[16:06] Conseiller : Je transmets au service technique.",
  'Revisa esta conversación de soporte y dime qué podría mejorar el agente.\n\n[11:30] Cliente: la app me da un error al pagar\n[11:31] Agente: ¿Qué versión tiene?\n[11:33] Cliente: la última, y el error sigue\n[11:35] Agente: Reinstálela, por favor.',
  "Valuta questa chat di assistenza e dai un voto all'operatore.\n\n[10:40] Cliente: l'app si chiude con un errore quando apro il carrello\n[10:41] Operatore: Ha provato a reinstallarla?\n[10:43] Cliente: Sì, l'errore resta\n[10:44] Operatore: Allora aspetti il prossimo aggiornamento.",
  'Avalie este atendimento e dê feedback ao atendente.\n\n[15:00] Cliente: o aplicativo dá erro quando abro a fatura\n[15:01] Atendente: Qual é o seu celular?\n[15:03] Cliente: Android, e o erro continua\n[15:05] Atendente: Vou abrir um chamado.',
];

describe('a conversation between people is judged, not debugged or edited', () => {
  it.each(CHATS)('%s', (rough) => {
    expectNone(rough, ['debug', 'edit', 'code']);
    for (const target of ASSISTANT_KEYS) {
      const out = optimize(rough, target);
      // The chat itself reaches the assistant, delimited, with no slot to paste it again.
      expect(out.prompt).toMatch(/(?:error|Fehler|erreur|errore|erro|problems)/);
      expect(out.prompt).not.toMatch(/\[[A-ZÀ-Ü ]{6,}\]/);
    }
  });

  it('a meeting transcript where each person spoke once is still people talking', () => {
    const rough =
      'Review this transcript of our team meeting and list the problems people raised.\n\nAnna: the printer has an issue again and nobody fixed it.\nBen: the error on the invoices is still there after the update.\nCara: the bug in the booking form annoys our customers a lot.';
    expectNone(rough, ['debug', 'edit']);
  });

  it('"how should our agent have handled…" about a crashing app asks about people', () => {
    expectNone(
      'How should our support agent have handled a customer whose app kept crashing and who got angry in the chat?',
      ['debug'],
    );
  });

  it('a real stack trace still gets the debugger (positive control)', () => {
    const rough =
      "my flask app dies on startup, what's wrong?\n\nTraceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n    from flask import Flask\nModuleNotFoundError: No module named 'flask'";
    expectSome(rough, 'debug');
    expectSome(
      'Warum stürzt mein Skript ab?\n\nTraceback (most recent call last):\n  File "main.py", line 4, in <module>\n    print(cfg["port"])\nKeyError: \'port\'',
      'debug',
    );
  });

  it('a fault in named software told in words is still troubleshooting (positive control)', () => {
    expectSome('my docker container keeps exiting with code 137 after a minute, how do I fix it?', 'debug');
  });

  it('rewriting the replies of a chat is still an edit (positive control)', () => {
    const rough =
      'Rewrite the agent replies in this chat so they sound warmer.\n\n[09:00] Customer: where is my parcel\n[09:01] Agent: Tracking is on the website.\n[09:02] Customer: it says nothing\n[09:03] Agent: Wait two days.';
    expect(optimize(rough, 'gpt').analysis.classification.kind).toBe('edit');
  });
});

describe('"how does X work" is a question; the teacher plan needs a learner or "explain"', () => {
  it.each([
    'Wie funktioniert die Pendlerpauschale bei der Steuererklärung?',
    'Comment fonctionne la déclaration de TVA trimestrielle pour un artisan ?',
    '¿Cómo funciona la retención del IRPF en las facturas de un autónomo?',
    'Come funziona la detrazione delle spese mediche nel 730?',
    'Write a volunteer handbook for new helpers at our animal shelter: shifts, hygiene, who to call when something goes wrong.',
    'Schreib einen Leitfaden für neue Ehrenamtliche im Tierheim: Schichten, Hygiene, Notfallnummern.',
    'Walk me through the onboarding for new food-bank volunteers: what should their first shift look like?',
    'Break down the VAT rules for a freelancer billing clients in another EU country.',
  ])('%s', (rough) => {
    expectNone(rough, ['explain']);
  });

  it('"teach me the 50/30/20 rule" is a lesson, not a sum (notation alone is no problem)', () => {
    expectSome('Teach me the basics of the 50/30/20 budget rule', 'explain');
    expectNone('Teach me the basics of the 50/30/20 budget rule', ['math']);
  });

  it.each([
    'explain how tides work to me like I am 10',
    'Wie funktioniert ein Kühlschrank? Erklär es mir wie einem Kind.',
    'Erkläre mir, wie Steuerklassen funktionieren. Ich bin Anfänger.',
    'Explícame como si tuviera 10 años qué es la inflación.',
    "Spiegami come se avessi 10 anni cos'è l'inflazione.",
  ])('positive control: %s', (rough) => {
    expectSome(rough, 'explain');
  });
});

const JSON_BODY =
  '{"id": 7, "title": "Lamp", "price": 39.9, "tags": ["home"], "stock": {"lyon": 3, "porto": 0}}';

describe('code from pasted JSON is code: no writer, no extraction, no audience questions', () => {
  it.each([
    `Write Pydantic v2 models for this API response:\n\n${JSON_BODY}`,
    `Generate TypeScript interfaces from this JSON:\n${JSON_BODY}`,
    `Make a zod schema for this payload please\n${JSON_BODY}`,
    `Create Python dataclasses for this response:\n${JSON_BODY}`,
    `Erstelle Pydantic-v2-Modelle für diese API-Antwort:\n${JSON_BODY}`,
    `Transforme cette réponse d'API en modèles Pydantic v2 :\n${JSON_BODY}`,
    `Convierte esta respuesta JSON en modelos de Pydantic v2:\n${JSON_BODY}`,
    `Trasforma questa risposta API in modelli Pydantic v2:\n${JSON_BODY}`,
    `Transforme esta resposta da API em modelos Pydantic v2:\n${JSON_BODY}`,
  ])('%s', (rough) => {
    expectNone(rough, ['write', 'extract', 'edit']);
    expectSome(rough, 'code');
    for (const target of ASSISTANT_KEYS) {
      const out = optimize(rough, target);
      expect(out.questions.map((q) => q.slot)).not.toContain('audience');
      expect(out.prompt).toContain('"porto": 0');
    }
  });

  it.each([
    'Write a blog post for developers about why we moved to Pydantic v2.',
    'Write an email to the team announcing that all API payloads now have TypeScript interfaces.',
  ])('prose about code types stays writing (control): %s', (rough) => {
    expectNone(rough, ['code']);
    expect(optimize(rough, 'gpt').analysis.classification.kind).toBe('write');
  });

  it('a summary of a JSON report stays an extraction or summary, not code (control)', () => {
    const rough = `Pull the title and price out of this JSON as a table:\n${JSON_BODY}`;
    expect(optimize(rough, 'gpt').analysis.classification.kind).not.toBe('code');
  });
});

describe('a puzzle written out in full needs no paste slot and keeps the problem plan', () => {
  const SLOT = /\[[A-ZÀ-Ü ]{6,}\]/;
  it.each([
    'Four hikers must cross a rope bridge at night with one lamp. They need 1, 3, 6 and 8 minutes. At most two cross at once. Classify this puzzle: easy, medium or hard?',
    'Translate this riddle into German: What has a neck but no head, and wears a cap? A bottle.',
  ])('%s', (rough) => {
    for (const target of ASSISTANT_KEYS) expect(optimize(rough, target).prompt).not.toMatch(SLOT);
  });

  it.each([
    'Can you check my answer to this riddle? A man looks at a photo and says: brothers and sisters I have none, but his father is my father’s son. I say it is his son.',
    "Vérifie ma réponse à cette énigme : trois interrupteurs, trois ampoules, on ne monte qu'une fois. Je laisse le premier allumé longtemps.",
    'Revisa mi respuesta a este acertijo: tres interruptores, tres bombillas, solo subes una vez. Dejo uno encendido mucho tiempo.',
    'Controlla la mia soluzione di questo indovinello: tre interruttori, tre lampadine, sali una volta. Lascio acceso il primo a lungo.',
  ])('checking an answer to a riddle is the problem plan, not an edit: %s', (rough) => {
    expectNone(rough, ['edit']);
    expect(optimize(rough, 'deepseek').prompt).toContain('\\boxed{}');
  });

  it('"proofread my essay" with nothing pasted still gets the slot (positive control)', () => {
    for (const target of ASSISTANT_KEYS) expect(optimize('Proofread my essay', target).prompt).toMatch(SLOT);
  });
});

describe('a word problem asked with "explain" keeps the maths plan', () => {
  it.each([
    'Explain this word problem to me: a bakery sells 4 rolls for 3 euros. How much do 18 rolls cost?',
    'Erklär mir diese Textaufgabe: Ein Radfahrer fährt 45 km in 3 Stunden. Wie viele km schafft er in 5 Stunden?',
  ])('%s', (rough) => {
    expectNone(rough, ['explain']);
    expectSome(rough, 'math');
    expect(optimize(rough, 'deepseek').prompt).toContain('\\boxed{}');
  });
});
