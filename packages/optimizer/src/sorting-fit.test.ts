import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';
import { scaffoldFor } from './i18n/scaffold';
import { buildPlan } from './plan/plan';

/**
 * The user's sentences filed by what they do: the request to help write or reply is the task and
 * a wish that someone else act is what the message is for; facts about the situation ("2 cats,
 * one hates the car") are context; rules for how the assistant takes turns ("one question at a
 * time, wait for my answer") are instructions; a remark that points at lines not pasted ("Voilà
 * les lignes.") is no instruction; and "I want to answer her, she is right to be angry" names
 * whom to answer, not what to say. Every prompt is new, written for this file.
 */

const planOf = (rough: string) => {
  const analysis = analyze(rough);
  return buildPlan(analysis, scaffoldFor(analysis.language, analysis.request));
};

/** The text of one section of the GPT prompt ("# Task" up to the next heading). */
function section(prompt: string, heading: string): string {
  const m = new RegExp(`^# (?:${heading})\\n([\\s\\S]*?)(?=\\n# |(?![\\s\\S]))`, 'm').exec(prompt);
  return m ? m[1]!.trim() : '';
}

/** The text inside one of Claude's tags. */
function tag(prompt: string, name: string): string {
  const m = new RegExp(`<${name}>\\n([\\s\\S]*?)\\n</${name}>`).exec(prompt);
  return m ? m[1]! : '';
}

const TASK = 'Task|Tarea|Tâche|Aufgabe|Compito|Tarefa';
const CONTEXT = 'Context|Contexto|Contexte|Kontext|Contesto';
const RULES = 'Instructions|Instrucciones|Consignes|Anweisungen|Istruzioni|Instruções';

interface Case {
  rough: string;
  /** The start of the task as the plan states it. */
  task: string;
  context?: string[];
  rules?: string[];
  /** Words that must appear in no output. */
  gone?: RegExp;
}

const cases: Case[] = [
  // The request to help write is the task; what the message should bring about is its requirement.
  {
    rough:
      'Che, ayudame a escribirle al consorcio. El portero no limpia la terraza hace un mes. Quiero que lo cambien o que le hablen.',
    task: 'Che, ayudame a escribirle al consorcio.',
    context: ['El portero no limpia la terraza hace un mes.'],
    rules: ['Quiero que lo cambien o que le hablen.'],
  },
  {
    rough:
      'Quiero que me devuelvan la seña. Ayudame a escribirle a la dueña del salón, cancelamos el cumple por lluvia.',
    task: 'Ayudame a escribirle a la dueña del salón',
    rules: ['Quiero que me devuelvan la seña.'],
  },
  {
    rough:
      'Je veux que la mairie répare le lampadaire devant chez moi. Aide-moi à rédiger un courrier, il est cassé depuis trois semaines.',
    task: 'Aide-moi à rédiger un courrier',
    rules: ['Je veux que la mairie répare le lampadaire devant chez moi.'],
  },
  // Facts told in a spec's clipped shape are context, not instructions.
  {
    rough:
      'Plan a 3-day road trip from Denver to Moab for us. 2 kids, one gets carsick. We leave on a Friday.',
    task: 'Plan a 3-day road trip',
    context: ['2 kids, one gets carsick.', 'We leave on a Friday.'],
  },
  {
    rough:
      'Planifica la mudanza de Rosario a Córdoba para el 3 de mayo. 3 gatos, uno odia el auto. Presupuesto 400 mil pesos.',
    task: 'Planifica la mudanza',
    context: ['3 gatos, uno odia el auto.'],
  },
  {
    rough:
      'Plane unseren Umzug von Köln nach Leipzig Ende April. 2 Katzen, eine hasst das Auto. Wir haben keinen Führerschein.',
    task: 'Plane unseren Umzug',
    context: ['2 Katzen, eine hasst das Auto.', 'Wir haben keinen Führerschein.'],
  },
  {
    rough: 'Organizza il trasloco da Bologna a Torino a fine maggio. 2 gatti, uno odia la macchina.',
    task: 'Organizza il trasloco',
    context: ['2 gatti, uno odia la macchina.'],
  },
  // In a role-play, the user's facts are context and the rules for turns are instructions.
  {
    rough:
      "Let's practise a salary negotiation. You'll be the HR director at a logistics firm. I already have an offer from a competitor at 72k. Ask one question at a time and wait for my answer. If I write PAUSE, tell me what I did wrong.",
    task: 'Practise a salary negotiation.',
    context: ['I already have an offer from a competitor at 72k.'],
    rules: [
      "You'll be the HR director at a logistics firm.",
      'Ask one question at a time and wait for my answer.',
      'If I write PAUSE, tell me what I did wrong.',
    ],
  },
  {
    rough:
      "On fait une simulation d'entretien d'embauche pour un poste de comptable. J'ai déjà passé un premier entretien la semaine dernière. Une question à la fois, et attends ma réponse.",
    task: "On fait une simulation d'entretien",
    context: ["J'ai déjà passé un premier entretien la semaine dernière."],
    rules: ['Une question à la fois, et attends ma réponse.'],
  },
  {
    rough:
      'Hagamos un juego de rol: sos un cliente enojado de una tienda de celulares. Trabajo en atención al cliente hace dos meses. Una queja a la vez y esperá mi respuesta.',
    task: 'Hagamos un juego de rol',
    context: ['Trabajo en atención al cliente hace dos meses.'],
    rules: ['Una queja a la vez y esperá mi respuesta.'],
  },
  {
    rough:
      'Facciamo una simulazione di colloquio per un posto da cameriere in un hotel. Ho già lavorato due stagioni a Rimini. Una domanda alla volta e aspetta la mia risposta.',
    task: 'Facciamo una simulazione di colloquio',
    context: ['Ho già lavorato due stagioni a Rimini.'],
    rules: ['Una domanda alla volta e aspetta la mia risposta.'],
  },
  {
    rough:
      'Vamos simular uma entrevista de emprego para vaga de enfermeira. Trabalhei cinco anos em UTI. Uma pergunta por vez e espere minha resposta.',
    task: 'Vamos simular uma entrevista',
    context: ['Trabalhei cinco anos em UTI.'],
    rules: ['Uma pergunta por vez e espere minha resposta.'],
  },
  {
    rough:
      'Lass uns ein Bewerbungsgespräch für eine Stelle als Buchhalterin üben. Ich habe schon zehn Jahre Erfahrung im Mittelstand. Immer nur eine Frage, und warte auf meine Antwort.',
    task: 'Lass uns ein Bewerbungsgespräch',
    context: ['Ich habe schon zehn Jahre Erfahrung im Mittelstand.'],
    rules: ['Immer nur eine Frage, und warte auf meine Antwort.'],
  },
  // A remark pointing at lines that were never pasted is no instruction.
  {
    rough: "Can you check this budget for mistakes? Here's what I see.",
    task: 'Check this budget for mistakes',
    gone: /Here's what I see/,
  },
  {
    rough: 'Vérifie mes calculs de TVA pour le trimestre. Voilà les lignes.',
    task: 'Vérifie mes calculs de TVA',
    gone: /Voilà les lignes/,
  },
  {
    rough: 'Revisa meu orçamento da reforma da cozinha. Segue a planilha.',
    task: 'Revisa meu orçamento',
    gone: /Segue a planilha/,
  },
  // "I want to answer her, she is right to be angry": whom to answer and why, not what to say.
  {
    rough:
      'Quero responder essa cliente, ela tá brava com razão.\n\n"Pedi a troca do tamanho há 12 dias e ninguém me respondeu. Que descaso."',
    task: 'Escreva minha resposta à mensagem fornecida.',
    context: ['Quero responder essa cliente, ela tá brava com razão.'],
    gone: /O que minha resposta deve dizer/,
  },
  {
    rough:
      'I need to answer my neighbour, he has a point about the hedge.\n\n"Hi, the hedge is now blocking my kitchen window completely. Could you trim it this week?"',
    task: 'Write my reply to the message provided.',
    context: ['I need to answer my neighbour, he has a point about the hedge.'],
    gone: /What my reply should say/,
  },
  {
    rough:
      'Quiero contestarle a mi jefe, tiene razón en estar molesto.\n\n"Pablo, el informe llegó tarde otra vez. Necesito una explicación hoy."',
    task: 'Escribe mi respuesta al mensaje proporcionado.',
    context: ['Quiero contestarle a mi jefe, tiene razón en estar molesto.'],
    gone: /Lo que debe decir mi respuesta/,
  },
  {
    rough:
      'Devo rispondere a questa cliente, ha ragione ad arrabbiarsi.\n\n"Ho ordinato una torta per sabato e mi è arrivata schiacciata. Voglio un rimborso."',
    task: 'Scrivi la mia risposta al messaggio fornito.',
    context: ['Devo rispondere a questa cliente, ha ragione ad arrabbiarsi.'],
    gone: /Ciò che la mia risposta deve dire|deve dire:/,
  },
];

describe('each sentence filed by what it does', () => {
  for (const { rough, task, context = [], rules = [] } of cases) {
    it(`plan: ${rough.slice(0, 60)}`, () => {
      const plan = planOf(rough);
      expect(plan.task.startsWith(task), plan.task).toBe(true);
      for (const fact of context) {
        expect(plan.context).toContain(fact);
        expect(plan.task).not.toContain(fact);
      }
      for (const rule of rules) {
        expect(plan.requirements).toContain(rule);
        expect(plan.context).not.toContain(rule);
        expect(plan.task).not.toContain(rule);
      }
    });
  }

  for (const { rough, task, context = [], rules = [], gone } of cases) {
    it.each(ASSISTANT_KEYS)(`${rough.slice(0, 40)}…: every sentence kept, in its place (%s)`, (target) => {
      const { prompt } = optimize(rough, target);
      for (const line of [task, ...context, ...rules]) expect(prompt).toContain(line);
      if (gone) expect(prompt).not.toMatch(gone);
      // The ask comes before what it must achieve and before the rules for turns.
      for (const rule of rules) expect(prompt.indexOf(task)).toBeLessThan(prompt.indexOf(rule));
      // Short prompts come back without sections; where there are sections, each line is in its own.
      if (target === 'gpt' && section(prompt, TASK) !== '') {
        expect(section(prompt, TASK).startsWith(task)).toBe(true);
        for (const fact of context) {
          expect(section(prompt, CONTEXT)).toContain(fact);
          expect(section(prompt, RULES)).not.toContain(fact);
        }
        for (const rule of rules) {
          expect(section(prompt, RULES)).toContain(rule);
          expect(section(prompt, CONTEXT)).not.toContain(rule);
        }
      }
      if (target === 'claude' && tag(prompt, 'task') !== '') {
        expect(tag(prompt, 'task').startsWith(task)).toBe(true);
        for (const fact of context) expect(tag(prompt, 'instructions')).not.toContain(fact);
        for (const rule of rules) {
          expect(tag(prompt, 'instructions')).toContain(rule);
          expect(tag(prompt, 'context')).not.toContain(rule);
        }
      }
    });
  }
  // The section checks above run only where the output has sections: most of these cases do.
  it('most cases come back with GPT sections and Claude tags, so the checks above run', () => {
    const gpt = cases.filter(({ rough }) => section(optimize(rough, 'gpt').prompt, TASK) !== '').length;
    const claude = cases.filter(({ rough }) => tag(optimize(rough, 'claude').prompt, 'task') !== '').length;
    expect(gpt).toBeGreaterThanOrEqual(cases.length / 2);
    expect(claude).toBeGreaterThanOrEqual(cases.length / 2);
  });
});

/** Prompts of the same shapes that were filed right before; their output must not change. */
describe('look-alikes keep their sorting', () => {
  it('"I want to reply saying …": what follows "saying" is what the reply says', () => {
    const rough =
      'I want to reply saying I can do Friday but not Thursday.\n\n"Hi, can you come in Thursday for the second interview?"';
    for (const target of ASSISTANT_KEYS)
      expect(optimize(rough, target).prompt).toContain(
        'What my reply should say: I can do Friday but not Thursday.',
      );
  });

  it('"Quero responder que sim, mas…": an answer straight after the verb is what to say', () => {
    const rough =
      'Quero responder que sim, mas só depois das 18h.\n\n"Oi, você consegue passar aqui amanhã para assinar o contrato?"';
    expect(optimize(rough, 'gpt').prompt).toContain(
      'O que minha resposta deve dizer: sim, mas só depois das 18h.',
    );
  });

  it('"reply to him, tell him …": the say verb brings what to say', () => {
    const rough =
      'Need to reply to him, tell him the van is booked for 9am.\n\n"Hi, is the van still coming tomorrow? What time? Ray"';
    expect(optimize(rough, 'gpt').prompt).toContain(
      'What my reply should say: tell him the van is booked for 9am.',
    );
  });

  it.each([
    [
      'Quiero que me escribas un mail para el dueño del depto. La canilla gotea hace una semana.',
      'Quiero que me escribas',
    ],
    [
      'I want you to write a text to my landlord. The boiler is broken since Sunday.',
      'Write a text to my landlord.',
    ],
    [
      'Ich möchte, dass Sie mir einen Brief an meine Versicherung schreiben. Mein Fahrrad wurde gestohlen.',
      'Ich möchte, dass Sie mir',
    ],
    [
      "Je veux que tu m'aides à écrire une lettre à mon propriétaire. Le chauffage est en panne.",
      'Je veux que tu',
    ],
    ['Mira el código y decime qué falla.', 'Mira el código'],
  ])('a wish that the assistant act stays the ask: %s', (rough, task) => {
    expect(planOf(rough).task.startsWith(task), planOf(rough).task).toBe(true);
  });

  it('a wish that someone act, with no message asked for, stays with the question', () => {
    const plan = planOf('I want the landlord to fix the boiler. What are my rights in Scotland?');
    expect(plan.task).toContain('I want the landlord to fix the boiler.');
    expect(plan.requirements).toEqual([]);
  });

  it('"him" in the ask keeps the wish that names him beside it', () => {
    const plan = planOf(
      "I want my landlord to fix the boiler before Friday. Can you help me write him a text? It's been cold since Sunday.",
    );
    expect(plan.task).toMatch(/^I want my landlord to fix the boiler before Friday\. .*write him a text/);
  });

  it.each([
    ['Write a report on our Q3 churn. 2 pages, one per region.', '2 pages, one per region.'],
    [
      'Explain how vaccines train the immune system. Short sentences, no jargon.',
      'Short sentences, no jargon.',
    ],
    [
      'Write a complaint to the gym about the broken showers. I want it to sound firm but polite.',
      'I want it to sound firm but polite.',
    ],
    [
      "Let's do a mock interview for a barista job. You are the café manager. When we're done, give me feedback.",
      "When we're done, give me feedback.",
    ],
  ])('a rule about the result stays an instruction: %s', (rough, rule) => {
    expect(planOf(rough).requirements).toContain(rule);
  });

  it.each([
    [
      'Help me write a thank-you note to my team. We shipped the release two weeks early.',
      'We shipped the release two weeks early.',
    ],
    [
      'Can you help me write to the school? My son missed two days with flu. I need them to excuse the absences.',
      'My son missed two days with flu.',
    ],
    [
      "Plan a week of dinners for us. 3 kids, one won't eat anything green. We have a slow cooker.",
      "3 kids, one won't eat anything green.",
    ],
  ])('a fact stays context: %s', (rough, fact) => {
    expect(planOf(rough).context).toContain(fact);
  });

  it.each([
    [
      'Hilf mir, dem Vermieter zu schreiben. Die Heizung ist seit Montag aus. Ich möchte, dass er bis Freitag einen Techniker schickt.',
      'Ich möchte, dass er bis Freitag einen Techniker schickt.',
    ],
    [
      'Aiutami a scrivere all’amministratore. L’ascensore è fermo da una settimana. Voglio che mandino un tecnico entro venerdì.',
      'Voglio che mandino un tecnico entro venerdì.',
    ],
    [
      'Bon, aide-moi à répondre à la crèche. Ma fille a de la fièvre depuis hier. Je veux qu’ils gardent sa place jusqu’à lundi.',
      'Je veux qu’ils gardent sa place jusqu’à lundi.',
    ],
  ])('a wish after the ask to write stays its requirement: %s', (rough, rule) => {
    expect(planOf(rough).requirements).toContain(rule);
  });

  it.each(ASSISTANT_KEYS)('the user’s own labelled sections stay as written (%s)', (target) => {
    const rough =
      "What I want: a critique of my cover letter's opening, not a rewrite.\nContext: applying for a junior curator role at a city museum.\nOutput: three bullets, harshest first.";
    const { prompt } = optimize(rough, target);
    expect(prompt).toContain("What I want: a critique of my cover letter's opening, not a rewrite.");
    expect(prompt).toContain('Output: three bullets, harshest first.');
  });
});
