import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * The user's words sorted into task, context and instructions by what they are: a wish to say
 * something over a pasted message asks for the reply; numbered options of a choice are the
 * material decided between; ages, reference numbers and lists of things are facts; a greeting
 * opening the request is no part of the task. Every prompt is new, written for this file.
 */

/** The text of one section of the GPT prompt ("# Task" up to the next heading). */
function section(prompt: string, heading: string): string {
  const m = new RegExp(`^# ${heading}\\n([\\s\\S]*?)(?=\\n# |(?![\\s\\S]))`, 'm').exec(prompt);
  return m ? m[1]!.trim() : '';
}

describe('a wish to say something over a pasted message asks for the reply', () => {
  const cases: Array<{ rough: string; task: string; says: string; notTask: string }> = [
    {
      rough:
        'Plumber sent me this. want to say thursday morning works but not before 9, keep it short. "Hi, I can come Thursday at 8 to look at the leak, does that suit?"',
      task: 'Write my reply to the message provided.',
      says: 'What my reply should say: thursday morning works but not before 9.',
      notTask: 'Plumber sent me this',
    },
    {
      rough:
        'Got this on LinkedIn from a headhunter. I want to tell him I just started a new job but happy to stay in touch.\n\n"Hi Priya, your background in payments caught my eye. Would you be open to a chat about a lead role?"',
      task: 'Write my reply to the message provided.',
      says: 'What my reply should say: I just started a new job but happy to stay in touch.',
      notTask: 'LinkedIn',
    },
    {
      rough:
        'My sister texted this. need to say sorry I missed her call and that I can do lunch on sunday.\n\n"Where were you last night?? Mum wanted to talk about the party"',
      task: 'Write my reply to the message provided.',
      says: 'What my reply should say: sorry I missed her call and that I can do lunch on sunday.',
      notTask: 'My sister texted this',
    },
    {
      rough:
        'Mi casera me ha mandado esto. Quiero decirle que el lunes no puedo pero el martes sí.\n\n"Hola Marta, el lunes pasa el técnico del gas a las 10, ¿estarás en casa?"',
      task: 'Escribe mi respuesta al mensaje proporcionado.',
      says: 'Lo que debe decir mi respuesta: el lunes no puedo pero el martes sí.',
      notTask: 'Mi casera',
    },
    {
      rough:
        "Le syndic m'a écrit ceci. Je veux lui dire que je ne serai pas là jeudi mais que vendredi matin ça va.\n\n« Bonjour, un technicien passera jeudi pour relever les compteurs. Merci d'être présent. »",
      task: 'Rédigez ma réponse au message fourni.',
      says: 'Ce que ma réponse doit dire\u00a0: je ne serai pas là jeudi mais que vendredi matin ça va.',
      notTask: 'Le syndic',
    },
  ];
  for (const { rough, task, says, notTask } of cases) {
    it(`${rough.slice(0, 40)}…: the task is the reply, the wish its content`, () => {
      const { prompt } = optimize(rough, 'gpt');
      expect(section(prompt, '(?:Task|Tarea|Tâche)')).toBe(task);
      expect(prompt).toContain(says);
      expect(section(prompt, '(?:Task|Tarea|Tâche)')).not.toContain(notTask);
      // A reply is a message in the user's voice, never a social media post.
      expect(prompt).not.toMatch(/social media|copywriter/i);
    });
    it.each(ASSISTANT_KEYS)(
      `${rough.slice(0, 30)}…: the pasted message stays byte for byte (%s)`,
      (target) => {
        const quoted = /(["«][\s\S]*["»])\s*$/.exec(rough)![1]!;
        expect(optimize(rough, target).prompt).toContain(quoted);
      },
    );
  }

  it('"keep it short" after the wish is an instruction, not part of what to say', () => {
    const { prompt } = optimize(
      'Plumber sent me this. want to say thursday morning works but not before 9, keep it short. "Hi, I can come Thursday at 8 to look at the leak, does that suit?"',
      'gpt',
    );
    expect(section(prompt, 'Instructions')).toContain('Keep it short.');
  });

  it('a pasted email to extract from stays extraction', () => {
    const { prompt, analysis } = optimize(
      'Pull the order number, the date and the total from this email as JSON.\n\nFrom: shop@lampstore.example\nSubject: Your order\nHi Dana,\nThanks for your order 88-1204 placed on 3 May. Total: €64.50.\nBest,\nLampstore',
      'gpt',
    );
    expect(analysis.classification.kind).toBe('extract');
    expect(prompt).not.toContain('Write my reply');
  });

  it('an ask of its own over the message stays the task', () => {
    const { prompt } = optimize(
      'Summarize this for me. I want to tell my manager what it says.\n\n"Team, the Q3 launch moves to October because the supplier is late. Marketing spend is frozen until then."',
      'gpt',
    );
    expect(section(prompt, 'Task')).toMatch(/^Summarize/);
  });
});

describe('numbered options of a choice are one material list', () => {
  const cases: Array<{ rough: string; list: string }> = [
    {
      rough:
        'help me choose an energy tariff, one short paragraph. 1) Octopus fixed 24.5p 12 months 2) EDF variable 26p no exit fee 3) British Gas fixed 23.9p 24 months. We use a lot in winter.',
      list: '1) Octopus fixed 24.5p 12 months 2) EDF variable 26p no exit fee 3) British Gas fixed 23.9p 24 months.',
    },
    {
      rough:
        'which laptop should i pick for uni? keep it brief.\n1) MacBook Air M2 £899\n2) Dell XPS 13 £950, touchscreen\n3) Lenovo ThinkPad E14 £620\ni mostly write essays and do some python.',
      list: '1) MacBook Air M2 £899\n2) Dell XPS 13 £950, touchscreen\n3) Lenovo ThinkPad E14 £620',
    },
    {
      rough:
        'ayúdame a elegir un seguro de coche. 1) Mapfre 420€ a todo riesgo 2) Línea Directa 310€ terceros ampliado 3) Mutua 380€ con franquicia. El coche tiene 9 años.',
      list: '1) Mapfre 420€ a todo riesgo 2) Línea Directa 310€ terceros ampliado 3) Mutua 380€ con franquicia.',
    },
  ];
  for (const { rough, list } of cases) {
    it.each(ASSISTANT_KEYS)(
      `${rough.slice(0, 30)}…: the list verbatim, never as instructions (%s)`,
      (target) => {
        const { prompt } = optimize(rough, target);
        expect(prompt).toContain(list);
        expect(prompt).not.toMatch(/^- (?:Octopus|MacBook|Mapfre|Dell|EDF)/m);
        expect(prompt).not.toMatch(/planner|every step concrete|planificador/i);
      },
    );
  }

  it('a numbered list of wishes stays instructions', () => {
    const { prompt } = optimize(
      'Write a thank-you note to my team for the launch.\n1) keep it under 100 words\n2) no jargon\n3) mention the late nights',
      'gpt',
    );
    expect(section(prompt, 'Instructions')).toMatch(/under 100 words/);
    expect(prompt).not.toMatch(/<items>/);
  });
});

describe('facts stay context, wishes stay instructions', () => {
  const cases: Array<{ rough: string; facts: string[]; rules: string[]; lang: string }> = [
    {
      rough:
        'make a weekly cleaning rota for the flat. Noah is 16, Ella 13. jobs: hoovering, bathroom, recycling (friday only). make it fair',
      facts: ['Noah is 16, Ella 13.', 'Jobs: hoovering, bathroom, recycling (friday only).'],
      rules: ['Make it fair.'],
      lang: 'en',
    },
    {
      rough:
        'Write a complaint to my broadband provider about three outages this month. Account number 88412093. Ticket ref INC-40921. Keep it under 150 words.',
      facts: ['Account number 88412093.', 'Ticket ref INC-40921.'],
      rules: ['Keep it under 150 words.'],
      lang: 'en',
    },
    {
      rough:
        'Escribe una reclamación a la aseguradora por un siniestro sin resolver. Póliza n.º 55-778120. Importe reclamado: 1.240 €. Que sea formal.',
      facts: ['Póliza n.º 55-778120.', 'Importe reclamado: 1.240 €.'],
      rules: ['Que sea formal.'],
      lang: 'es',
    },
    {
      rough:
        'Rédige une réclamation pour une facture d’eau trop élevée. Numéro client 4410287. Ton ferme mais poli.',
      facts: ['Numéro client 4410287.'],
      rules: ['Ton ferme mais poli.'],
      lang: 'fr',
    },
    {
      rough:
        'Schreib eine Beschwerde an die Hausverwaltung wegen der kaputten Heizung. Vertragsnummer 20-77431. Bitte sachlich.',
      facts: ['Vertragsnummer 20-77431.'],
      rules: ['Bitte sachlich.'],
      lang: 'de',
    },
  ];
  for (const { rough, facts, rules } of cases) {
    it(`${rough.slice(0, 40)}…`, () => {
      const { prompt } = optimize(rough, 'gpt');
      const context = section(prompt, '(?:Context|Contexto|Contexte|Kontext)');
      const instructions = section(prompt, '(?:Instructions|Instrucciones|Consignes|Anweisungen)');
      for (const fact of facts) {
        expect(context.toLowerCase()).toContain(fact.toLowerCase().replace(/\.$/, ''));
        expect(instructions.toLowerCase()).not.toContain(fact.toLowerCase().replace(/\.$/, ''));
      }
      for (const rule of rules) expect(instructions).toContain(rule);
    });
  }
});

describe('a greeting that opens the request is no part of the task', () => {
  const cases: Array<{ rough: string; greeting: RegExp }> = [
    {
      rough:
        'Sehr geehrte Damen und Herren, ich brauche einen formellen Widerspruch gegen meinen Bußgeldbescheid vom 12. Mai.',
      greeting: /Sehr geehrte/,
    },
    {
      rough:
        'Madame, Monsieur, je voudrais une lettre pour résilier mon assurance habitation. Numéro de contrat 7719032.',
      greeting: /Madame, Monsieur/,
    },
    { rough: 'Hola, ¿me escribes un mensaje para felicitar a mi jefe por su jubilación?', greeting: /Hola/ },
    {
      rough: 'Boa tarde. Preciso de um e-mail para pedir dois dias de férias em julho.',
      greeting: /Boa tarde/,
    },
    { rough: 'Hi there! Can you write a short bio for my dog-walking business?', greeting: /Hi there/ },
    {
      rough: 'Dear Sir or Madam, I need a letter asking the council to fix a broken streetlight.',
      greeting: /Dear Sir/,
    },
  ];
  for (const { rough, greeting } of cases) {
    it.each(ASSISTANT_KEYS)(`${rough.slice(0, 30)}…: the greeting is gone (%s)`, (target) => {
      expect(optimize(rough, target).prompt).not.toMatch(greeting);
    });
  }
});
