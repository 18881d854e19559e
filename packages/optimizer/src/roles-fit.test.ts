import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ROLES } from './i18n/scaffold/domains';
import { FORM_TEXTS } from './i18n/scaffold/forms';
import { scaffoldFor } from './i18n/scaffold';
import { optimize } from './index';

/**
 * The role, the task sentence and the lines follow what is delivered, not the topic's words: an
 * email to a recruiter met on LinkedIn is an email, a payslip read line by line needs no
 * adviser, "budget" alone gets questions rather than a planner's frame, a thin topic becomes the
 * plain ask its kind implies (rules explained, an error fixed and kept as typed, a choice made),
 * a learner's debug ask is not capped at "a sentence or two", and voseo stays voseo. Every
 * prompt here is new (none from a judged corpus); each is checked on all six assistants.
 */

function forEveryAssistant(rough: string, check: (prompt: string) => void): void {
  for (const target of ASSISTANT_KEYS) check(optimize(rough, target).prompt);
}

const POST_LINES = Object.values(FORM_TEXTS).flatMap((forms) => [forms.post.role, ...forms.post.guidance]);
const postLinesIn = (prompt: string) => POST_LINES.filter((line) => prompt.includes(line));

const EXPERTS = Object.values(DOMAIN_ROLES).flatMap((roles) => [roles.employment, roles.money]);
const expertIn = (prompt: string) => EXPERTS.some((role) => role !== undefined && prompt.includes(role));

describe('an email or a message named before a platform is that email or message, not a post', () => {
  it.each([
    'escreve um email direto para a recrutadora que me achou no LinkedIn dizendo que tenho interesse',
    'write an email to the recruiter who posted the role on LinkedIn asking if it is still open',
    'write a message to the hiring manager about the Instagram community manager job post',
    'escribe un correo a la reclutadora que vi en LinkedIn preguntando por el sueldo',
    "écris un e-mail à la recruteuse qui m'a contactée sur LinkedIn pour dire que je suis intéressée",
    'scrivi una email al recruiter che mi ha scritto su LinkedIn, sono interessato ma solo da remoto',
    'write an email to my team announcing that our Facebook page is moving to a new name',
  ])(
    '%s',
    (rough) => {
      forEveryAssistant(rough, (prompt) => expect(postLinesIn(prompt)).toEqual([]));
    },
    // The first test of the file also loads the optimizer's tables; under load that takes seconds.
    30_000,
  );

  it.each([
    'write a LinkedIn post announcing my new job as a data analyst',
    'escribe un post de LinkedIn contando que me ascendieron',
    'write a LinkedIn post thanking everyone who messaged me about my new job',
  ])('a post named first keeps its copywriter: %s', (rough) => {
    expect(postLinesIn(optimize(rough, 'gpt').prompt).length).toBeGreaterThan(0);
  });
});

describe('a payslip or a bill read line by line gets no adviser; a dispute over it keeps one', () => {
  it.each([
    'explain the lines on my payslip, I just started my first job',
    'what do all the deductions on my payslip mean?',
    'explícame las líneas de mi nómina, es la primera que cobro',
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => expect(expertIn(prompt)).toBe(false));
  });

  it.each([
    'my employer took 300 off my payslip without telling me, is that legal?',
    'my payslip shows I was underpaid for overtime, can my employer do that?',
  ])('%s', (rough) => {
    expect(expertIn(optimize(rough, 'gpt').prompt)).toBe(true);
  });
});

describe('one word gets a short, sound prompt and questions, not a frame', () => {
  const en = scaffoldFor('en', '');
  it.each(['budget', 'itinerary', 'resume'])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => {
      expect(expertIn(prompt)).toBe(false);
      expect(prompt).not.toContain(en.guidance.plan?.[0] ?? '∅');
      expect(prompt).not.toContain(en.formats.plan ?? '∅');
      expect(prompt).not.toMatch(/^#|<task>|^You are/m);
      expect(prompt.split('\n').filter((l) => l.trim()).length).toBe(1);
    });
    expect(optimize(rough, 'gpt').questions.length).toBeGreaterThan(1);
  });

  it('a budget the user describes keeps its planner', () => {
    const { prompt } = optimize('make a monthly budget for a family of 4 on 3200 a month', 'gpt');
    expect(expertIn(prompt)).toBe(true);
  });
});

describe('a thin topic becomes the plain ask its kind implies', () => {
  it.each([
    ['pickleball rules', 'Explain the pickleball rules.'],
    ['Premier League rules', 'Explain the Premier League rules.'],
    ['reglas del mus', 'Explícame las reglas del mus.'],
    ['règles du tarot', 'Expliquez-moi les règles du tarot.'],
    ['Regeln von Skat', 'Erkläre mir die Regeln von Skat.'],
    ['regole del burraco', 'Spiegami le regole del burraco.'],
    ['regras do truco', 'Explique as regras do truco.'],
    ['HSA or FSA', 'Which should I choose, HSA or FSA, and why?'],
    ['ETF oder Aktien', 'Was soll ich wählen, ETF oder Aktien, und warum?'],
    ['alquilar o comprar', '¿Qué me conviene más, alquilar o comprar, y por qué?'],
  ])('%s', (rough, task) => {
    forEveryAssistant(rough, (prompt) => {
      expect(prompt).toContain(task);
      expect(prompt).not.toMatch(/I need help with this|Necesito ayuda con este tema|Ich brauche Hilfe/);
    });
  });

  it.each([
    'Permission denied (publickey).',
    'permission denied (publickey)',
    'ECONNREFUSED 127.0.0.1:5432',
    'fatal: not a git repository (or any of the parent directories): .git',
    'E: Unable to locate package python3-pip',
    'Segmentation fault (core dumped)',
  ])('an error typed alone is kept verbatim in an ask to fix it: %s', (rough) => {
    const error = rough.replace(/\.$/, '');
    forEveryAssistant(rough, (prompt) => {
      expect(prompt).toContain(`I'm getting this error: ${error}. Help me find the cause and fix it.`);
      expect(prompt).not.toContain('I need help with this');
    });
  });

  it.each(['error handling', 'house rules', 'eslint rules', 'mortgage'])(
    'a topic that is no error, no game and no choice keeps its line: %s',
    (rough) => {
      forEveryAssistant(rough, (prompt) => {
        expect(prompt).not.toContain("I'm getting this error");
        expect(prompt).not.toMatch(/^Explain the|Which should I choose/m);
      });
    },
  );

  it('a question of options typed with its capitals keeps them', () => {
    forEveryAssistant('HSA or FSA?', (prompt) => expect(prompt).toContain('HSA or FSA?'));
  });
});

describe('a debug ask that wants the cause understood is not capped at a sentence or two', () => {
  const LOOP = 'for i in range(5):\n    x = 3\n    print(x)';
  it.each([
    `I'm a beginner, my python loop prints the same number every time, help me fix it, I want to understand why too\n${LOOP}`,
    `this keeps printing 3, can you fix it and explain why so I can learn\n${LOOP}`,
    "soy principiante, quiero entender por qué falla esto:\n```python\nedad = input('edad: ')\nprint('tienes ' + edad + 1)\n```\nTypeError: can only concatenate str (not \"int\") to str",
    `je débute, corrige ce code, je veux comprendre pourquoi il affiche toujours 3\n${LOOP}`,
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => {
      expect(prompt).not.toMatch(/sentence or two|una o dos frases|une ou deux phrases/);
      expect(prompt).toMatch(/step by step|paso a paso|étape par étape/);
    });
  });

  it('a plain fix-it keeps the short explanation', () => {
    const { prompt } = optimize(`fix this bug\n${LOOP}`, 'gpt');
    expect(prompt).toContain('in a sentence or two');
  });
});

describe('the casual cleaner keeps regional forms', () => {
  it.each([
    'ayudame a escribir un mail para mi jefe pidiendo el viernes libre',
    'che, ayudame a armar un CV, soy de Rosario y busco laburo',
    'ayudame a organizar un asado para 12 personas el sábado',
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => {
      expect(prompt).toMatch(/\b[Aa]yudame\b/);
      expect(prompt).not.toMatch(/[Aa]yúdame a (?:escribir|armar|organizar)/);
    });
  });

  it('a tuteo form without its accent is still corrected', () => {
    expect(optimize('escribeme un poema corto para mi abuela', 'gpt').prompt).toContain('Escríbeme');
  });
});
