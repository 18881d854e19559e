import { describe, expect, it } from 'vitest';
import { optimize } from './index';
import { expectAll, expectNone } from './test-corpus/every-assistant';

/**
 * A stock line belongs to one kind of ask: sets and reps to exercise, "the root cause" to a bug,
 * an analogy to a concept, "a step-by-step plan" to a plan of steps. New prompts of the shapes
 * judges marked down (a potty-training or puppy plan given a workout, a code review given the
 * debugging template, a how-to given the explainer's lines, a timetable given plan steps), in
 * English and French, checked on the prompt every assistant receives, with positive controls.
 */
const WORKOUT = /sets|reps|personal trainer|warm-up|séries|répétitions|coach sportif|échauffement/i;
const WORKOUT_QUESTIONS = /equipment|matériel/i;

describe('"training" is exercise only when no other trainee is named', () => {
  it.each([
    'make a potty training plan for my 2.5 year old daughter, we start next monday',
    'can you put together a training plan for my new puppy? she pulls on the leash and jumps on guests',
    'training plan for onboarding two new junior support agents over their first month',
    'I need a 90-minute training session for new cashiers on the till and refunds',
    "fais-moi un plan d'entraînement pour apprendre la propreté à mon fils de 2 ans et demi",
    "un programme d'entraînement pour mon chiot qui tire sur la laisse",
  ])('%s', (rough) => {
    expectNone(rough, WORKOUT);
    const questions = optimize(rough, 'gpt')
      .questions.map((q) => q.question)
      .join(' ');
    expect(questions).not.toMatch(WORKOUT_QUESTIONS);
  });

  it.each([
    '12-week strength training plan, 3 days a week, I have dumbbells at home',
    'give me a gym workout plan for building muscle, 4 days a week',
    "programme d'entraînement de musculation sur 8 semaines, 3 séances par semaine",
  ])('positive control, exercise named: %s', (rough) => {
    expectAll(rough, /sets|séries/i);
  });

  it("a French training programme is a plan, never code: programme d'entraînement pour un 10 km", () => {
    expectNone("programme d'entraînement de 8 semaines pour courir mon premier 10 km", /code|logiciel/i);
  });
});

const DEBUG_LINES = /root cause|corrected code|most likely causes|cause première|code corrigé/i;

describe('a review or audit of code gets findings, not the debugging template', () => {
  it.each([
    'Review this Express route for security issues:\n\napp.get(\'/user\', async (req, res) => {\n  const rows = await db.query("SELECT * FROM users WHERE id = " + req.query.id);\n  res.json(rows);\n});',
    'do a security review of our nginx config, anything risky?\n\nserver {\n  listen 80;\n  autoindex on;\n  location / { proxy_pass http://app:3000; }\n}',
    "Can you do a code review of this function and tell me what you'd change?\n\ndef avg(xs):\n    total = 0\n    for x in xs: total += x\n    return total / len(xs)",
    'Please review this PR diff and leave comments like a senior reviewer would.\n\n- const t = setTimeout(run, 1000)\n+ let t = setInterval(run, 1000)',
  ])('%s', (rough) => {
    expectNone(rough, DEBUG_LINES);
    expectAll(rough, /finding/i);
  });

  it.each([
    "Fais une revue de code de cette fonction, qu'est-ce que tu changerais ?\n\ndef moyenne(xs):\n    total = 0\n    for x in xs: total += x\n    return total / len(xs)",
    'Vérifie la sécurité de cette route Express :\n\napp.get(\'/user\', async (req, res) => {\n  const rows = await db.query("SELECT * FROM users WHERE id = " + req.query.id);\n  res.json(rows);\n});',
  ])('French: %s', (rough) => {
    expectNone(rough, /code complet et exécutable|cause|comment l’exécuter/i);
    expectAll(rough, /gravité/);
  });

  it('positive control, a named error keeps the debugging lines', () => {
    const rough =
      'why does this crash with ZeroDivisionError?\n\ndef avg(xs):\n    return sum(xs) / len(xs)\n\nprint(avg([]))';
    expectAll(rough, /root cause|cause/i);
  });
});

const EXPLAINER = /analogy|key reasons|analogie|raisons principales|patient teacher|enseignant patient/i;

describe('a how-to wants ordered steps, not an explainer', () => {
  it.each([
    'explain how to re-grout a shower',
    'how to change a bike tire, step by step please',
    'can you explain how to set up a sourdough starter from scratch',
    'explique-moi comment refaire les joints de ma douche',
    'comment détartrer une bouilloire ?',
  ])('%s', (rough) => {
    expectNone(rough, EXPLAINER);
    // Every assistant but the briefest layouts hears the ordered steps.
    expect(optimize(rough, 'gpt').prompt).toMatch(/steps in order|étapes dans l’ordre/);
  });

  it.each([
    'explain how vaccines train the immune system',
    'explique-moi comment fonctionne la photosynthèse',
  ])('positive control, a concept is still explained: %s', (rough) => {
    expectAll(rough, /analogy|analogie/i);
  });
});

const PLAN_STEPS = /every step concrete|step-by-step plan|chaque étape concrète|plan étape par étape/i;

describe('a timetable is a grid of times, not a plan of steps', () => {
  it.each([
    "make me a weekly timetable for my kids' homework and screen time, school days only",
    'create a schedule for a 3-day conference: 12 talks, 2 rooms, lunch at 12:30',
    'plan a shift schedule for 4 baristas, open 7am to 7pm, 7 days a week',
    'fais-moi un emploi du temps pour les devoirs de mes enfants, du lundi au vendredi',
    'crée un planning pour un séminaire de 2 jours : 8 ateliers, 2 salles, déjeuner à 12h30',
  ])('%s', (rough) => {
    expectNone(rough, PLAN_STEPS);
    expectAll(rough, /time slot|créneau/);
  });

  it('positive control, a plan of steps keeps its lines: moving house in 6 weeks', () => {
    expectAll('make a plan for moving house in 6 weeks with two kids and a cat', /every step concrete/i);
  });
});

describe('a written piece gets no "fit the tone and length to the reader" filler', () => {
  // Judges named it boilerplate on every kind of writing and never credited it; the pieces' own
  // bounds, the user's tone and the questions say what it only gestured at.
  it.each([
    'write a short speech for my grandad’s 90th, he was a bus driver for 40 years',
    'schreib einen kurzen Text für unsere Vereinszeitung über das Sommerfest',
    'escribe un anuncio para vender mi bicicleta de montaña',
    'rédige un mot pour remercier la maîtresse de ma fille en fin d’année',
  ])('%s', (rough) => {
    expectNone(
      rough,
      /Fit the tone and length|Passe Ton und Länge|Ajusta el tono y la extensión|Adaptez le ton et la longueur/,
    );
  });
});
