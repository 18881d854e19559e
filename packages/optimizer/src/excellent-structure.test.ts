import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { analyze, optimize } from './index';

/**
 * Already-excellent prompts come back nearly unchanged: every line the user wrote survives word
 * for word, a run of the user's own "Label: value" lines stays together in the user's order, an
 * opening "Act as…/You are…/Pretend you're…" sentence stays the role, and no question asks for
 * something the prompt already states.
 */

const TARGETS: readonly AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];

interface Brief {
  id: string;
  prompt: string;
  /** The opening role sentence, when the prompt gives one. */
  role?: string;
  /** Question wordings that would ask for something stated. */
  notAsked?: RegExp;
}

const LABELLED: readonly Brief[] = [
  {
    id: 'engineering blog post',
    prompt: `Write a post for our engineering blog.
Topic: how we cut CI build times from 40 to 9 minutes with remote caching
Length: 1,200–1,500 words
Audience: backend engineers who know Docker but have never used Bazel
Structure: problem, what we tried first, the caching setup, numbers before/after, lessons
Style: first person plural, concrete, no marketing adjectives
Rules: include one code snippet of the cache config; no more than three headings`,
    notAsked: /how long|who (?:will read|is it for)/i,
  },
  {
    id: 'patient newsletter',
    prompt: `Write a short explainer for our clinic's patient newsletter.
Topic: why fasting before some blood tests matters
Length: about 300 words
Structure: a one-line hook, three short paragraphs, a closing tip
Coverage: which tests need fasting, for how long, what you may still drink`,
    notAsked: /how long|how old|health condition/i,
  },
  {
    id: 'German shop newsletter',
    prompt: `Schreibe einen Newsletter-Artikel für die Kundinnen und Kunden unseres Onlineshops.
Thema: die neue Rückgabefrist von 60 statt 30 Tagen
Länge: 250 bis 300 Wörter
Zielgruppe: Bestandskunden, die schon einmal bestellt haben
Stil: freundlich, per Sie, keine Ausrufezeichen
Aufbau: kurze Einleitung, was sich ändert, wie die Rücksendung funktioniert, Kontakt`,
    notAsked: /wie lang|für wen|wer liest/i,
  },
  {
    id: 'Spanish product page',
    prompt: `Redacta la descripción de producto para nuestra tienda online de cerámica artesanal.
Producto: taza de gres esmaltada a mano, 350 ml, apta para lavavajillas
Extensión: entre 120 y 150 palabras
Público: personas que compran regalos para amantes del café
Tono: cercano, sin superlativos ni emojis
Estructura: una frase gancho, un párrafo de detalles, una línea de cuidados`,
    notAsked: /qué extensión|para quién|quién lo (?:va a )?leer/i,
  },
  {
    id: 'training plan',
    prompt: `Plan my next 8 weeks of running.
Goal: finish a half marathon in under 1:55
Current level: 30 km a week, long run of 14 km, easy pace 6:10/km
Days available: Tuesday, Thursday, Saturday, Sunday
Constraints: no track access; one day must stay under 40 minutes
Format: a table with one row per week and one column per running day`,
  },
];

const ROLES: readonly Brief[] = [
  {
    id: 'hiring manager',
    role: 'Act as a hiring manager for a senior data engineer role at a mid-size logistics company.',
    prompt: `Act as a hiring manager for a senior data engineer role at a mid-size logistics company. Produce 8 interview questions as JSON: an array of objects with "question", "skill_tested" and "what_a_strong_answer_mentions". Cover SQL modelling, streaming pipelines, data quality and stakeholder communication. Keep each question under 40 words. Do not include trick questions.`,
  },
  {
    id: 'grant reviewer',
    role: 'You are a grant reviewer for a regional arts council.',
    prompt: `You are a grant reviewer for a regional arts council.
Score the application below against four criteria: artistic merit, community reach, feasibility, budget realism.
Return a table with columns Criterion | Score (1–5) | Evidence from the application.
Ask me at most one question if something is unclear.

"""
We are a three-person puppetry collective applying for €8,000 to tour village halls in the
northern valleys this autumn. Twelve shows, each followed by a workshop for children.
"""`,
    notAsked: /good result|what must/i,
  },
  {
    id: 'travel agent',
    role: "Pretend you're a seasoned travel agent.",
    prompt: `Pretend you're a seasoned travel agent. Plan a 5-day Lisbon itinerary in March for two adults in their 60s who dislike steep walks. Give it as a day-by-day table with morning, afternoon and evening columns.`,
  },
  {
    id: 'Italian auditor',
    role: 'Agisci come un revisore contabile.',
    prompt: `Agisci come un revisore contabile. Analizza il bilancio qui sotto e restituisci una tabella con colonne Voce | Anomalia | Gravità. Fammi al massimo una domanda.

"""
Ricavi 2023: 1.200.000
Costi 2023: 1.350.000
Crediti verso clienti: 640.000
"""`,
    notAsked: /risultato|livello/i,
  },
];

const TRANSLATIONS: readonly Brief[] = [
  {
    id: 'German to UK English',
    role: 'You are a German→English (UK) translator specialising in medical device manuals.',
    prompt: `You are a German→English (UK) translator specialising in medical device manuals.
Translate the text below into British English, keeping units, part numbers and warnings exactly.
Use IEC terminology; keep the sentence order; flag any ambiguous source sentence in a note after the translation.

"""
Das Gerät darf nur von geschultem Personal bedient werden. Vor jeder Anwendung ist die Sensorkappe auf Beschädigungen zu prüfen.
"""`,
    notAsked: /which language|what language/i,
  },
  {
    id: 'Spanish to French FAQ',
    prompt: `Translate the FAQ below from Spanish into French for our Belgian site. Keep the brand names as they are, address readers as "vous", and keep the question/answer layout.

"""
¿Puedo cambiar la talla? Sí, tienes 30 días para cambiarla sin coste.
¿Cuánto tarda el envío? Entre 2 y 4 días laborables.
"""`,
    notAsked: /which language|what language/i,
  },
  {
    id: 'short translation with a persona',
    role: 'You are a German→English (UK) translator.',
    prompt: `You are a German→English (UK) translator. Translate the text below. Ask me at most one question.

"""
Bitte lagern Sie die Kartuschen trocken und bei Raumtemperatur.
"""`,
    notAsked: /which language|what language/i,
  },
];

const ALL = [...LABELLED, ...ROLES, ...TRANSLATIONS];

/** The user's own lines: every non-empty line outside the pasted block, as typed. */
function userLines(prompt: string): string[] {
  return prompt
    .replace(/"""[\s\S]*?"""/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** Where each line sits in the output's lines, or -1. */
function lineIndexes(output: string, lines: readonly string[]): number[] {
  const out = output.split('\n').map((l) => l.trim());
  return lines.map((l) => out.indexOf(l));
}

const LABEL_LINE = /^\p{Lu}[\p{L} ]{0,20}:\s\S/u;

describe('already-excellent prompts keep their shape', () => {
  it('are recognised as laid out already', () => {
    for (const c of LABELLED) expect(analyze(c.prompt).alreadyStructured, c.id).toBe(true);
  });

  // One test per prompt: six renderings each, well within a test's time.
  // One test per prompt: six renderings each, well within a test's time.
  it.each(ALL.map((c) => [c.id, c] as const))('%s keeps every line the user wrote, for all six', (_, c) => {
    for (const target of TARGETS) {
      const out = optimize(c.prompt, target).prompt;
      for (const line of userLines(c.prompt))
        for (const sentence of line.split(/(?<=[.:])\s+(?=\p{Lu})/u)) {
          // R1 and Gemma take no role line: a bare persona goes or becomes "Answer as …" (their guides).
          if ((target === 'deepseek' || target === 'gemini') && sentence === c.role) continue;
          // Claude reads the material first, so "the text below" now points up (its guide).
          const up = sentence.replace(/\bbelow\b/, 'above').replace('qui sotto', 'qui sopra');
          expect(out.includes(sentence) || out.includes(up), `${c.id} / ${target}: ${sentence}\n${out}`).toBe(
            true,
          );
        }
    }
  });

  it("keep the labelled lines together and in the user's order", () => {
    for (const c of LABELLED) {
      const labels = userLines(c.prompt).filter((l) => LABEL_LINE.test(l));
      for (const target of TARGETS) {
        const out = optimize(c.prompt, target).prompt;
        const at = lineIndexes(out, labels);
        expect(at[0], `${c.id} / ${target}`).toBeGreaterThanOrEqual(0);
        expect(
          at.map((n, i) => n - i),
          `${c.id} / ${target}\n${out}`,
        ).toEqual(labels.map(() => at[0]));
      }
    }
  });

  it('put the labelled lines under one heading for GPT and inside one tag for Claude', () => {
    for (const c of LABELLED) {
      const [first] = userLines(c.prompt).filter((l) => LABEL_LINE.test(l));
      const gpt = optimize(c.prompt, 'gpt').prompt.split('\n');
      expect(gpt[gpt.indexOf(first!) - 1], c.id).toMatch(/^# \S/);
      const claude = optimize(c.prompt, 'claude').prompt.split('\n');
      expect(claude[claude.indexOf(first!) - 1], c.id).toMatch(/^<[\w-]+>$/);
    }
  });

  it('keep an opening "Act as…/You are…" sentence as the role, never as the task', () => {
    for (const c of [...ROLES, ...TRANSLATIONS.filter((t) => t.role)]) {
      const gpt = optimize(c.prompt, 'gpt').prompt;
      expect(gpt, c.id).not.toMatch(/# (?:Task|Compito)\n(?:Act as|You are|Pretend|Agisci)/);
      expect(gpt, c.id).toMatch(/^# (?:Role|Ruolo)\n/);
      expect(gpt.indexOf(c.role!), `${c.id}\n${gpt}`).toBeGreaterThanOrEqual(0);
      expect(gpt, c.id).not.toContain('Stay in character');
      // Claude: the role is the plain first line, outside any tag.
      expect(optimize(c.prompt, 'claude').prompt.startsWith(c.role!), c.id).toBe(true);
      // DeepSeek R1: no system-style role line.
      expect(optimize(c.prompt, 'deepseek').prompt, c.id).not.toMatch(
        /^(?:Act as|You are|Pretend|Agisci)\b/m,
      );
    }
  });

  it('never ask for what the prompt states', () => {
    for (const c of ALL)
      for (const target of TARGETS) {
        const asked = optimize(c.prompt, target).questions.map((q) => q.question);
        if (c.notAsked) for (const q of asked) expect(q, `${c.id} / ${target}`).not.toMatch(c.notAsked);
      }
  });
});

describe('look-alikes keep their own behaviour', () => {
  it('facts under a bare "Context:" label stay in that section', () => {
    const prompt = `Task: Draft a polite reminder email to a tenant about late rent.
Context:
Tenant: Mr Okafor, flat 3B
Amount due: £950
Due date: 1 March
Tone: firm but friendly, no legal threats`;
    const claude = optimize(prompt, 'claude').prompt;
    expect(claude).toMatch(/<context>\nTenant: Mr Okafor, flat 3B\nAmount due: £950\nDue date: 1 March/);
  });

  it('prompts labelled only with known section names keep a heading per section', () => {
    const prompt = `Role: You are a careful copy editor for a science magazine.
Task: Edit the paragraph below for clarity and house style.
Audience: curious adults without a science degree.
Output format: the edited paragraph, then a bullet list of the changes you made.

"""
The results, which was published last week, suggests that the enzyme are more stable then expected.
"""`;
    const gpt = optimize(prompt, 'gpt').prompt;
    expect(gpt).toContain('# Task\nEdit the paragraph below');
    expect(gpt).toContain('# Audience\ncurious adults');
  });

  it('"Label: value" lines inside a pasted block stay material, under no heading of ours', () => {
    const pasted = `Vendor: Northwind Supplies
Invoice date: 12 May 2024
Total due: €4,310.00`;
    const prompt = `You are an accounts-payable clerk. Check the invoice below against our policy: net 30, no surcharge above 2%. Tell me whether to approve it.

"""
${pasted}
"""`;
    expect(analyze(prompt).alreadyStructured).toBe(false);
    for (const target of TARGETS) expect(optimize(prompt, target).prompt, target).toContain(pasted);
  });

  it('capital headings ("CONTEXT:", "GOAL:") still mark a rough prompt, not a brief', () => {
    const prompt = `CONTEXT: our bakery closes for two weeks in August for renovation.
GOAL: write a short notice for the shop window and our Facebook page.
IMPORTANT: say that online orders keep running.
NOTE: no exclamation marks.`;
    expect(analyze(prompt).alreadyStructured).toBe(false);
    expect(optimize(prompt, 'gpt').prompt).not.toMatch(/^GOAL:/m);
  });

  it('an interactive role-play stays a role-play', () => {
    const out = optimize(
      'Act as my Spanish conversation partner. Chat with me about my weekend and correct my mistakes gently.',
      'gpt',
    ).prompt;
    expect(out).toMatch(/Act as my Spanish conversation partner/);
  });
});
