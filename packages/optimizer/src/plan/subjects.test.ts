import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize, unknownAnswerIds } from '../index';
import { regexTask } from './subject-plan';
import DEV_DOMAIN from '../../corpus/dev-domain.json';

/**
 * Narrow subjects (corpus/dev-domain.json): a thin prompt gets the lines and the questions that
 * matter for its subject instead of generic stock lines, in the prompt's language.
 */
const prompt = (id: string) => {
  const entry = DEV_DOMAIN.find((e) => e.id === id);
  if (!entry) throw new Error(`no ${id} in dev-domain.json`);
  return entry.prompt;
};
const ids = (rough: string) => optimize(rough, 'gpt').questions.map((q) => q.id);

describe('symptoms', () => {
  it('a thin symptom asks where, since when and what the user wants, and names the signs for a doctor', () => {
    const result = optimize(prompt('shoulder-pain-swimming'), 'gpt');
    expect(result.prompt).toContain('Shoulder hurts after swimming.');
    expect(result.prompt).toMatch(/health educator/);
    expect(result.prompt).toMatch(/which signs mean I should see a doctor/);
    expect(result.questions.map((q) => q.id)).toEqual(['symptom-detail', 'symptom-since', 'help-wanted']);
    const wanted = result.questions.find((q) => q.id === 'help-wanted')!;
    expect(wanted.options).toContain('When to see a doctor');
    expect(wanted.multiple).toBe(true);
  });

  it('stays proportionate: a few lines for every assistant, no role for DeepSeek', () => {
    for (const key of ASSISTANT_KEYS) {
      const out = optimize(prompt('back-pain-desk'), key).prompt;
      expect(out.split('\n').filter((l) => l.trim()).length, key).toBeLessThanOrEqual(6);
    }
    expect(optimize(prompt('back-pain-desk'), 'deepseek').prompt).not.toMatch(/You are/);
  });

  it('speaks the prompt’s language', () => {
    const es = optimize(prompt('es-dolor-tobillo'), 'gpt');
    expect(es.prompt).toMatch(/qué señales requieren ir al médico/);
    expect(es.questions[0]!.question).toBe('¿Dónde exactamente, y qué lo empeora?');
    const pt = optimize(prompt('pt-dor-nas-costas'), 'mistral');
    expect(pt.prompt).toMatch(/consulta médica/);
  });

  it('does not ask what the prompt already says', () => {
    expect(ids('my left knee hurts when I go downstairs, for two weeks now')).toEqual(['help-wanted']);
  });

  it('answers land in the prompt and the question goes', () => {
    const rough = prompt('shoulder-pain-swimming');
    const result = optimize(rough, 'gpt', { answers: { 'symptom-since': 'A few weeks' } });
    expect(result.prompt).toContain('Since: A few weeks');
    expect(result.questions.map((q) => q.id)).not.toContain('symptom-since');
    expect(
      unknownAnswerIds(rough, { 'symptom-since': 'A few weeks', 'help-wanted': ['Likely causes'] }),
    ).toEqual([]);
  });

  it('a story about a sore knee is still a story', () => {
    const out = optimize('Write a short story about a runner whose knee hurts before the big race', 'gpt');
    expect(out.prompt).not.toMatch(/doctor/);
  });
});

describe('things at home that will not work', () => {
  it('a sourdough starter gets the baker, causes with fixes, and the starter questions', () => {
    const result = optimize(prompt('sourdough-starter-smells'), 'gpt');
    expect(result.prompt).toMatch(/baker/);
    expect(result.prompt).toMatch(/how to check it and a practical fix/);
    expect(result.prompt).not.toMatch(/analogy/);
    expect(result.questions.map((q) => q.id)).toEqual([
      'starter-age',
      'starter-flour',
      'room-temp',
      'feeding-ratio',
    ]);
  });

  it('in German too', () => {
    const result = optimize(prompt('de-sauerteig-blubbert-nicht'), 'claude');
    expect(result.prompt).toMatch(/wahrscheinlichsten Ursachen/);
    expect(result.questions[0]!.question).toBe('Wie alt ist der Sauerteig?');
  });

  it('a question about a sinking cake gets causes and fixes, not an explanation with an analogy', () => {
    const out = optimize(prompt('cake-sinks-middle'), 'gpt').prompt;
    expect(out).toMatch(/most likely causes first/);
    expect(out).not.toMatch(/analogy|Answer directly/);
  });

  it('an appliance gets the safety step first, and a plant the light and watering questions', () => {
    const appliance = optimize(prompt('dishwasher-not-draining'), 'gpt');
    expect(appliance.prompt).toMatch(/^Dishwasher not draining\./m);
    expect(appliance.prompt).not.toMatch(/Help me with/);
    expect(appliance.prompt.indexOf('unplug')).toBeLessThan(appliance.prompt.indexOf('most likely causes'));
    expect(appliance.questions.map((q) => q.id)).toEqual(['appliance-model', 'tried']);
    expect(ids(prompt('plant-leaves-yellow'))).toEqual(['plant-light', 'plant-water']);
  });
});

describe('when to visit', () => {
  it('asks what matters on the trip and goes through the seasons', () => {
    const result = optimize(prompt('when-to-visit-portugal'), 'gpt');
    expect(result.prompt).toMatch(/season by season: weather, festivals/);
    expect(result.prompt).not.toMatch(/Answer directly/);
    const priorities = result.questions[0]!;
    expect(priorities.id).toBe('trip-priorities');
    expect(priorities.options).toEqual(
      expect.arrayContaining(['Good weather', 'Fewer crowds', 'Lower prices']),
    );
  });

  it('in Spanish and Italian', () => {
    expect(optimize(prompt('es-mejor-epoca-mexico'), 'gpt').questions[0]!.question).toBe(
      '¿Qué es lo más importante en este viaje?',
    );
    expect(optimize(prompt('it-periodo-giappone'), 'gpt').prompt).toMatch(/stagione per stagione/);
  });

  it('does not ask about dates the prompt gives', () => {
    expect(ids('best time to visit japan in spring for the blossom')).toEqual([]);
  });
});

describe('choosing between technologies', () => {
  it('names the real criteria for the use instead of "the criteria that matter most here"', () => {
    const cli = optimize('rust or go for a small cli tool?', 'gpt').prompt;
    expect(cli).toMatch(/startup time, binary size/);
    expect(cli).toMatch(/cross-compilation/);
    expect(cli).not.toMatch(/criteria that matter most here|impartial expert analyst/);
    expect(optimize(prompt('python-vs-node-backend'), 'gpt').prompt).toMatch(/concurrency under load/);
    expect(optimize(prompt('postgres-vs-mongo'), 'gpt').prompt).toMatch(/transactions and consistency/);
    expect(optimize(prompt('react-vs-vue'), 'gpt').prompt).toMatch(/learning curve/);
  });

  it('asks what it is for and what the team knows', () => {
    expect(ids(prompt('python-vs-node-backend'))).toEqual(['tool-purpose', 'team-experience']);
    expect(
      ids('should we use go or rust for our payment service, we are 4 backend devs who know java'),
    ).toEqual([]);
  });

  it('the user’s own criteria replace ours', () => {
    const out = optimize(
      'postgres vs mongodb for a chat app, compare in terms of scaling, cost and ops',
      'gpt',
    );
    expect(out.prompt).not.toMatch(/Compare them on what matters/);
    const own = optimize('Compare iPhone and Pixel (camera, battery, price, updates)', 'gpt').prompt;
    expect(own).not.toMatch(/First name the four or five criteria/);
  });

  it('in German and Spanish', () => {
    expect(optimize(prompt('de-rust-oder-go'), 'gpt').prompt).toMatch(/Cross-Kompilierung/);
    expect(optimize(prompt('es-comparar-bases-datos'), 'gpt').prompt).toMatch(/transacciones y consistencia/);
  });
});

describe('regular expressions', () => {
  it('a thin regex request reads as a sentence and asks the flavour and strictness', () => {
    const result = optimize('regex uk postcode', 'gpt');
    expect(result.prompt).toContain('Write a regular expression that matches UK postcodes.');
    expect(result.prompt).toMatch(/must match and a few it must reject/);
    expect(result.questions.map((q) => q.id)).toEqual(['regex-flavour', 'regex-strictness']);
  });

  it('"regex email address" is a pattern, not an email to write', () => {
    const out = optimize(prompt('regex-email'), 'gpt').prompt;
    expect(out).toContain('Write a regular expression that matches email addresses.');
    expect(out).not.toMatch(/next step|effective emails/);
  });

  it('keeps a request with its own example, and drops the explanation for "just the regex"', () => {
    expect(optimize(prompt('regex-iso-date'), 'gpt').prompt).toContain('2024-03-15');
    const only = optimize('just the regex for a hex colour, no explanation', 'gpt').prompt;
    expect(only).not.toMatch(/Explain each part/);
  });

  it('flavour is not asked when the prompt names the language', () => {
    expect(ids('python regex to find us phone numbers in text')).toEqual([]);
  });

  it('rewrites only noun phrases', () => {
    expect(regexTask('regex us phone number')).toBe(
      'Write a regular expression that matches US phone numbers.',
    );
    expect(regexTask('Write a regex for email.')).toBe(
      'Write a regular expression that matches email addresses.',
    );
    expect(regexTask('regex to match dates like 2024-03-15')).toBeUndefined();
  });
});

describe('notes and threads', () => {
  it('a thread summary is decisions, action items with owners and deadlines, and open questions', () => {
    const result = optimize(prompt('summarize-slack-thread'), 'gpt');
    expect(result.prompt).toMatch(/Decisions[^\n]*action items[^\n]*open questions/i);
    // Said once: the format line names the sections, no instruction repeats them.
    expect(result.prompt.match(/open questions/gi)).toHaveLength(1);
    expect(result.prompt).toMatch(/only where the text gives one/);
    expect(result.prompt).not.toMatch(/Keep the key points/);
    expect(result.questions.map((q) => q.id)).not.toContain('length');
  });

  it('a thread pasted after a bare "summarize this" gets the sections too', () => {
    const out = optimize(
      "summarize this\n[09:01] ana: ship friday?\n[09:02] bo: yes, I'll do the release notes",
      'gpt',
    );
    expect(out.prompt).toMatch(/Decisions[^\n]*Action items[^\n]*Open questions/);
  });

  it('a recap email from notes keeps the email lines and adds the sections', () => {
    const out = optimize(prompt('meeting-notes-recap'), 'gpt').prompt;
    expect(out).toMatch(/decisions made, action items/);
    expect(out).toContain('Sam to book venue by Apr 3');
  });

  it('the user’s own shape wins, and a letter summarised for a group chat is no meeting', () => {
    const own = optimize(
      'summarize these meeting notes in 3 bullets\n\n- launch moved to May\n- Ana owns the FAQ\n- pricing still open',
      'gpt',
    ).prompt;
    expect(own).not.toMatch(/Open questions\.|decisions made/);
    const letter = optimize(
      'summarize this for my family group chat\n\nDear residents, the water will be off on Tuesday 9-12 for pipe repairs. Please store water in advance. Regards, City Works',
      'gpt',
    ).prompt;
    expect(letter).not.toMatch(/action items/i);
  });

  it('in French', () => {
    const fr = optimize(prompt('fr-resume-reunion'), 'gpt').prompt;
    expect(fr).toMatch(/décisions/i);
    expect(fr).toMatch(/questions ouvertes/i);
    expect(fr).toMatch(/non précisé/);
  });
});

describe('plain language', () => {
  it('a rewrite for non-native readers asks for short sentences and every fact, not the author’s voice', () => {
    const out = optimize(prompt('plain-english-policy'), 'gpt').prompt;
    expect(out).toMatch(/short sentences and common, everyday words/);
    expect(out).toMatch(/Keep every rule, fact, number and deadline/);
    expect(out).not.toMatch(/voice/);
  });

  it('in German', () => {
    const out = optimize(prompt('de-einfache-sprache'), 'gpt').prompt;
    expect(out).toMatch(/kurze Sätze/);
    expect(out).not.toMatch(/Passe Ton und Länge/);
  });
});

describe('data and SQL', () => {
  it('a CSV question gets no generic "what would help you most" chips, and "why" gets the causation line', () => {
    const result = optimize(prompt('csv-churn'), 'gpt');
    expect(result.questions).toEqual([]);
    expect(result.prompt).toMatch(/patterns, not proof/);
    expect(result.prompt).toMatch(/how you computed each figure/);
  });

  it('a bare "analyse this" asks what to learn from the data', () => {
    const result = optimize('analyse this\n\nweek,visits,sales\n1,300,12\n2,280,15\n3,410,9', 'gpt');
    expect(result.questions.map((q) => q.id)).toEqual(['data-goal']);
    expect(result.questions[0]!.options).toContain('Trends over time');
  });

  it('a total over a schema states which rows count', () => {
    const out = optimize(prompt('sql-monthly-revenue'), 'gpt').prompt;
    expect(out).toContain('Write a SQL query for monthly revenue per product.');
    expect(out).toMatch(/which rows count/);
    expect(out).not.toMatch(/After the query/);
  });
});

describe('parties', () => {
  it('a birthday party on a budget gets an event planner, not a financial planner', () => {
    const result = optimize(prompt('kids-party-budget'), 'gpt');
    expect(result.prompt).toMatch(/event planner/);
    expect(result.prompt).not.toMatch(/financial/);
    expect(result.questions.map((q) => q.id)).toEqual(['guests', 'venue']);
    expect(optimize(prompt('retirement-party'), 'gpt').prompt).not.toMatch(/financial/);
    // A party with its guests, place and budget told asks nothing, not even a time frame.
    expect(ids('plan my sons 8th birthday party, 10 kids, at home, budget $150')).toEqual([]);
  });
});

describe('other things of the user’s that misbehave', () => {
  it('get causes with checks and fixes, when to call a professional, and what was tried', () => {
    const result = optimize('my toilet keeps running', 'gpt');
    expect(result.prompt).toMatch(/how to check it and a practical fix/);
    expect(result.prompt).toMatch(/when to call a professional/);
    // A toilet's type and age decide the fix (flush valve, fill valve): asked before what was tried.
    expect(result.questions.map((q) => q.id)).toEqual(['fix-thing', 'tried']);
    // A gadget's fault turns on its model and what changed too (thin-decisive-questions.test.ts).
    expect(optimize("my laptop won't charge", 'gpt').questions.map((q) => q.id)).toEqual([
      'fault-model',
      'fault-since',
      'fault-tried',
    ]);
    expect(optimize("my laptop won't charge", 'gpt').prompt).toMatch(/tech-support expert/);
    expect(optimize('il mio motorino non parte', 'gpt').prompt).toMatch(/chiamare un professionista/);
  });

  it('a science question is not a repair', () => {
    expect(optimize('why does oil sink in water', 'gpt').prompt).not.toMatch(/fix|professional/);
  });
});

describe('other comparisons', () => {
  it('ask for the deciding criteria to be named, in lower case inside our sentence', () => {
    const out = optimize(prompt('laptop-vs-desktop-student'), 'gpt').prompt;
    expect(out).toContain('Should I use laptop or desktop for a computer science student?');
    expect(out).toMatch(/First name the four or five criteria that decide this choice, then/);
  });
});

describe('symptoms that are not a pain', () => {
  it('ask since when and what else comes with it, not where it hurts', () => {
    const result = optimize('fever in toddler', 'gpt');
    expect(result.prompt).toMatch(/which signs mean I should see a doctor/);
    expect(result.prompt).not.toMatch(/Help me with/);
    // A feverish child: how high and how long decide when to see a doctor ("toddler" is the age).
    expect(result.questions.map((q) => q.id)).toEqual(['temperature', 'illness-since', 'fever-signs']);
    expect(ids('fever for 3 days')).not.toContain('kid-age');
    expect(ids("je n'arrive pas à dormir depuis une semaine")).toEqual(['symptom-more', 'help-wanted']);
  });
});

describe('spreadsheet formulas', () => {
  it('read as a sentence, get a spreadsheet expert, and no programming-language question', () => {
    const result = optimize('excel formula sum if column b is yes', 'gpt');
    expect(result.prompt).toContain('Write an Excel formula for this: sum if column b is yes.');
    expect(result.prompt).toMatch(/spreadsheet expert/);
    expect(result.prompt).toMatch(/which cells or ranges it assumes/);
    expect(result.questions).toEqual([]);
    expect(ids('spreadsheet formula to count unique names')).toEqual(['spreadsheet-app']);
  });
});

describe('more of the dev-domain prompts', () => {
  it('a car noise, a Sheets formula, a cough told with its duration, gift ideas', () => {
    expect(optimize(prompt('car-grinding-brakes'), 'gpt').prompt).toMatch(/when to call a professional/);
    const sheets = optimize(prompt('sheets-last-value'), 'gpt');
    expect(sheets.prompt).toContain('Write a Google Sheets formula to get the last value in column C.');
    expect(sheets.questions).toEqual([]);
    expect(ids(prompt('cough-three-weeks'))).toEqual(['symptom-more', 'help-wanted']);
    const gifts = optimize(prompt('gift-ideas-dad'), 'gpt');
    expect(gifts.prompt).not.toMatch(/event planner/);
    expect(gifts.questions.map((q) => q.id)).not.toContain('venue');
  });
});

describe('commands and snippets told as keywords', () => {
  it('read as a task with the exact command first and a warning for destructive ones', () => {
    const git = optimize('git undo last commit', 'gpt').prompt;
    expect(git).toContain('Give the git command to undo the last commit.');
    // The format line now carries the shape: the command alone in a code block, then its parts.
    expect(git).toMatch(/command alone in a code block/);
    expect(git).toMatch(/show how to undo it/);
    expect(ids('git undo last commit')).toEqual([]);
    expect(optimize('find files bigger than 1gb', 'gpt').prompt).toContain('Find files bigger than 1gb.');
    expect(ids('find files bigger than 1gb')).toEqual(['command-os']);
  });

  it('a snippet names its language and is code, not an extraction', () => {
    const out = optimize('python read csv into list of dicts', 'gpt').prompt;
    expect(out).toContain('Write Python code to read csv into list of dicts.');
    expect(out).not.toMatch(/extract|null/i);
  });
});

describe('cooking substitutes and trips', () => {
  it('a substitute gets amounts and what it changes, and asks what is being made', () => {
    const result = optimize('substitute for buttermilk', 'gpt');
    expect(result.prompt).toContain('What can I use instead of buttermilk?');
    expect(result.prompt).toMatch(/amount to use in place of it/);
    expect(result.questions.map((q) => q.id)).toEqual(['dish']);
    expect(ids('egg substitute in brownies')).toEqual([]);
  });

  it('"3 days in rome" is a day-by-day plan with the travel questions', () => {
    const result = optimize('3 days in rome', 'gpt');
    expect(result.prompt).toContain('Plan 3 days in Rome.');
    expect(result.prompt).toMatch(/morning, afternoon and evening/);
    expect(result.questions.map((q) => q.id)).toEqual(['interests', 'budget']);
    expect(optimize('5 días en Lisboa', 'gpt').prompt).toMatch(/mañana, tarde y noche/);
  });

  it('a packing list is grouped and fitted to the season, and asks what the trip is for', () => {
    const result = optimize('packing list for iceland in march', 'gpt');
    expect(result.prompt).toContain('Write a packing list for Iceland in march.');
    expect(result.prompt).toMatch(/Group the list by category/);
    expect(result.questions.map((q) => q.id)).toEqual(['activities']);
  });
});

describe('a comparison that rules out a table', () => {
  it('gets no "comparison table" format', () => {
    const out = optimize(
      "postgres vs mongodb for our shop, 2 devs who know node. don't just give me a pros/cons table, I want a recommendation",
      'gpt',
    ).prompt;
    expect(out).not.toMatch(/A comparison table/);
  });
});

describe('what is not one of these subjects', () => {
  it.each([
    'docker compose file for postgres and redis',
    'bash script to backup my home folder',
    'find a good restaurant in rome',
    'ssh keys explained',
    '3 days in the hospital after surgery, what to expect',
    'substitute for a teacher who is sick',
    'what to pack for a job interview',
    'best time to go to bed',
    'customer pain points for a crm',
    'why does oil sink in water',
  ])('%s', (rough) => {
    const out = optimize(rough, 'gpt').prompt;
    expect(out).not.toMatch(
      /exact command first|morning, afternoon and evening|amount to use in place|Group the list by category|season by season|which signs mean I should see a doctor|Compare them on what matters|practical fix/,
    );
  });
});
