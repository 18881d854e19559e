import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';

/**
 * The user's verb decides the task: replying to a pasted message, marking a piece of work,
 * "help me with <a thing to write>", a proof asked first, choosing quotes, finding the clashes in
 * a schedule, summarising people's responses. Each got another task's template before; each
 * keeps its own here, for every assistant, and the look-alikes keep the template that fits them.
 */

const all = (rough: string): string[] => ASSISTANT_KEYS.map((target) => optimize(rough, target).prompt);
const questionsOf = (rough: string): string[] => optimize(rough, 'gpt').questions.map((q) => q.question);

const EDITOR = /experienced editor|The revised text|Keep the author's meaning|quote the words it concerns/u;
const EXTRACTION = /Extract exactly the fields|Use null when a value|JSON only/u;
const GRID = /no overlaps|Fit every item and constraint/u;
const MEETING = /Decisions first|owner – task – deadline/u;
const STOCK_AUDIENCE = /Colleagues|Customers|Beginners|Experts/u;

const REPLIES: readonly string[] = [
  "Help me reply to this, make it sound professional\n\nHi, just checking in on the invoice we sent on 2 May (INV-2231, £3,120). It's now 30 days overdue. Could you let us know when we can expect payment? Thanks, Mark",
  "need to reply to this\n\nHey! Are you still coming to Jess's birthday on Saturday? We're doing dinner at 7 at Rosa's and need final numbers by Thursday.",
  'Help me reply to this\n\nHi, please could you confirm whether the quote for the bathroom (£4,800) includes tiling, and when your team could start? Thanks, Dev',
  'can you help me answer this message from a customer\n\nI ordered the blue jacket in size M (order 55812) and received a red one in size L. I need it by Friday for a wedding. What are you going to do about it?',
  'reply to this for me, keep it polite but firm\n\nHi, I noticed your car has been parked across my driveway three times this week. I need to get out for work at 7am. Please could you park elsewhere? Thanks, your neighbour at no. 12',
  'help me reply to this review on our Google page, make it more professional than my usual\n\n"Waited 45 minutes for a table we had booked. Staff were rude and the pasta was cold. Never again." — Lauren B.',
];

describe('a reply to a pasted message', () => {
  for (const rough of REPLIES) {
    it(`writes the reply, never an edit of the message: ${rough.split('\n')[0]}`, { timeout: 30_000 }, () => {
      expect(analyze(rough).classification.kind).not.toBe('edit');
      for (const out of all(rough)) {
        expect(out).not.toMatch(EDITOR);
        expect(out).toMatch(/reply|answer|respond/iu);
      }
      // The reply goes to whoever wrote the message: no "who is it for?" chips.
      expect(questionsOf(rough)).not.toContain('Who is it for?');
    });
  }

  it('keeps the manner the user named as an instruction', () => {
    const out = optimize(REPLIES[0] ?? '', 'gpt').prompt;
    expect(out).toContain('Write my reply to the message provided.');
    expect(out).toContain('Make it sound professional.');
  });

  it('still edits the user’s own draft of a reply (look-alike)', () => {
    const rough =
      'make my draft more professional\n\nMy draft: hi dan, yeah we can probably renew at the same rate, will confirm asap, cheers';
    expect(analyze(rough).classification.kind).toBe('edit');
  });

  it('still edits a pasted text the user wants improved (look-alike)', () => {
    const rough =
      'Make this more professional:\n\n"hey guys, meeting moved to 3, dont be late, bring the numbers for q3 or we are stuffed"';
    expect(optimize(rough, 'gpt').prompt).toMatch(EDITOR);
  });
});

const MARKING: readonly string[] = [
  'Mark this essay out of 20\n\nThe Industrial Revolution changed Britain in many ways. Firstly, factories meant people moved from the countryside to towns. This caused overcrowding and disease. In conclusion the Industrial Revolution was mostly good because it made Britain rich.',
  'grade my essay against this rubric\n\nRubric: argument 10, evidence 10, clarity 5, referencing 5\n\nEssay:\nRemote work improves productivity. A 2020 Stanford study found workers were 13% more productive at home. However some people feel lonely. Overall companies should allow remote work.',
  'give this a score out of 20\n\nMy summer holiday was great. We went to Cornwall and stayed in a caravan. Every day we went to the beach and I learnt to surf. On the last day it rained so we played cards.',
  'Mark my IELTS task 2 essay and give band scores\n\nSome people think that university education should be free for everyone. Others believe students should pay. In my opinion university should be free because education is a right and it helps the economy.',
  'evaluate this cover letter and give it a mark out of 10\n\nDear Hiring Manager, I am a recent maths graduate with experience in Excel from my internship. I am a hard worker and a team player. I look forward to hearing from you.',
  'mark my essay out of 20',
];

describe('marking a piece of work', () => {
  for (const rough of MARKING) {
    it(`asks for a mark with reasons, never a rewrite: ${rough.split('\n')[0]}`, { timeout: 30_000 }, () => {
      for (const out of all(rough)) {
        expect(out).not.toMatch(EDITOR);
        expect(out).toContain('do not rewrite it');
        expect(out).toMatch(/overall mark/u);
      }
      expect(questionsOf(rough)).not.toContain('What should the edit improve?');
    });
  }

  it('names the work to paste without the scale in its name', () => {
    const out = optimize(MARKING[5] ?? '', 'gpt').prompt;
    expect(out).toContain('[PASTE YOUR ESSAY HERE]');
  });

  it('keeps the essay typed under the ask as the work, not as context', () => {
    const out = optimize(MARKING[3] ?? '', 'claude').prompt;
    expect(out).not.toContain('[PASTE');
    expect(out).toContain('<text>');
  });

  it('marks in French, German and Spanish too', () => {
    expect(
      optimize(
        'note cette dissertation sur 20\n\nLa liberté est-elle une illusion ? Certains pensent que nous sommes déterminés par notre milieu.',
        'gpt',
      ).prompt,
    ).toContain('ne le réécrivez pas');
    expect(
      optimize(
        'bewerte diesen Aufsatz mit einer Note von 1 bis 6\n\nDer Klimawandel ist ein großes Problem. Die Temperaturen steigen und das Eis schmilzt.',
        'gpt',
      ).prompt,
    ).toContain('Gesamtnote');
    expect(
      optimize(
        'corrige esta redacción y ponle una nota sobre 10\n\nEl verano pasado fui a la playa con mi familia. Hacía mucho calor y nadamos todos los días.',
        'gpt',
      ).prompt,
    ).toContain('nota global');
  });

  const LOOK_ALIKES = [
    'improve my essay so it gets a higher mark\n\nThe Industrial Revolution changed Britain in many ways. Factories meant people moved to towns.',
    'how do I mark 30 essays faster?',
    'write a rubric for grading year 9 persuasive essays',
    'what grade do I need on my final to get a B overall if I have 72% now?',
  ];
  for (const rough of LOOK_ALIKES) {
    it(
      `leaves other asks about marks alone (look-alike): ${rough.split('\n')[0]}`,
      { timeout: 30_000 },
      () => {
        expect(optimize(rough, 'gpt').prompt).not.toContain('as a marker would');
      },
    );
  }
});

const LOST_PET: readonly string[] = [
  'help me with lost cat poster',
  'help me with a lost dog poster',
  'lost cat poster',
  'can u help with a lost cat poster?',
  'need help with missing dog flyer',
];

describe('help with a thing to write', () => {
  for (const rough of LOST_PET) {
    it(`asks what a lost-pet poster is made of: ${rough}`, { timeout: 30_000 }, () => {
      const questions = questionsOf(rough);
      expect(questions.join(' ')).toMatch(/look like/u);
      expect(questions.join(' ')).toMatch(/last seen/u);
      expect(questions.join(' ')).toMatch(/phone number/u);
      for (const target of ASSISTANT_KEYS) {
        const result = optimize(rough, target);
        expect(result.prompt).not.toMatch(/suggest what would be most useful|veterinarian/u);
        expect(result.questions.flatMap((q) => q.options).join(' ')).not.toMatch(STOCK_AUDIENCE);
      }
    });
  }

  it('states the writing as the task', () => {
    expect(optimize('help me with lost cat poster', 'gpt').prompt).toContain('Write a lost cat poster.');
    expect(optimize('lost cat poster help', 'gpt').prompt).toContain('Write a lost cat poster.');
  });

  it('asks in the user’s language', () => {
    expect(questionsOf('ayúdame con un cartel de gato perdido').join(' ')).toMatch(/última vez/u);
    expect(questionsOf('aide-moi avec une affiche de chat perdu').join(' ')).toMatch(/dernière fois/u);
  });

  it('asks nothing the user already told', () => {
    const rough =
      "My cat Biscuit has been missing since Tuesday, she's a ginger tabby with a blue collar. Last seen near Elm Road. Can you write a lost cat poster? My number is 07700 900123";
    expect(questionsOf(rough)).toEqual([]);
  });

  it('leaves "help me with my speech" as the user’s own text (look-alike)', () => {
    expect(optimize('help me with my wedding speech', 'gpt').prompt).not.toContain('Write a my');
  });

  it('leaves a pet question for the vet (look-alike)', () => {
    expect(analyze('my cat keeps being sick after eating, should I worry?').classification.kind).not.toBe(
      'write',
    );
  });
});

const PROOFS: readonly string[] = [
  'Prove there are infinitely many primes. My friend says you can just list them all on a computer so it must be finite, is he right?',
  'Derive the quadratic formula. My brother says you just memorise it, is there any point knowing where it comes from?',
  'Show that the sum of two odd numbers is always even. My sister says 3 + 5 = 8 proves it, is that enough?',
];

describe('a proof asked first', () => {
  for (const rough of PROOFS) {
    it(`keeps the proof as the task: ${rough.slice(0, 40)}`, { timeout: 30_000 }, () => {
      expect(analyze(rough).classification.kind).toBe('math');
      for (const out of all(rough)) {
        const proofAsked = rough.split('.')[0] ?? '';
        expect(out).toContain(proofAsked);
        expect(out).not.toMatch(/^# Context\n- (?:Prove|Derive|Show)/mu);
        expect(out).not.toContain('Say first whether the answer given is right');
      }
      expect(optimize(rough, 'gpt').prompt).toContain('complete proof');
    });
  }

  it('still checks a claim when checking is the ask (look-alike)', () => {
    const out = optimize('my teacher says 0.999... = 1 but I got 0.999... < 1, who is right?', 'gpt').prompt;
    expect(out).toContain('Say first whether the answer given is right');
  });
});

const QUOTES: readonly string[] = [
  "Pick three pull quotes from this transcript\n\nInterviewer: What made you start the bakery?\nDana: Honestly, I was broke and I could bake. That's it.\nInterviewer: And now you've got three shops.\nDana: Three shops and I still burn the first batch every morning. Some things don't scale.",
  'choose the 5 best quotes from this interview for our newsletter\n\nQ: Why volunteer? A: Because someone did it for me once, and I never forgot it.\nQ: Hardest part? A: Saying goodbye to the dogs that get adopted. Best part too.\nQ: Advice? A: Just turn up. The rest sorts itself out.',
  'pull out the most quotable lines from these customer reviews\n\n1. "Honestly the best coffee in Leeds, and the staff remember your name."\n2. "Too pricey for what it is."\n3. "I came for the flat white and stayed for the cinnamon buns."',
];

describe('choosing quotes', () => {
  for (const rough of QUOTES) {
    it(`is a choice of lines, not field extraction: ${rough.split('\n')[0]}`, { timeout: 30_000 }, () => {
      for (const out of all(rough)) expect(out).not.toMatch(EXTRACTION);
      expect(optimize(rough, 'gpt').prompt).toContain('word for word');
    });
  }

  it('keeps extraction when the quotes are records with fields (look-alike)', () => {
    const rough =
      "extract the quotes with speaker and timestamp from this transcript as JSON\n\n[00:01] Ana: We need to ship by Friday.\n[00:04] Ben: That's not realistic without QA.";
    expect(optimize(rough, 'gpt').prompt).toMatch(/Extract exactly the fields/u);
  });
});

const CLASHES: readonly string[] = [
  "Here's our week, can you find the clashes? We only have one car.\nMon: Mia swimming 4-5pm (Leisure centre), Leo football 4:30-6pm (Park fields)\nTue: Mia piano 5pm, Dad works late till 7\nWed: Leo dentist 3:30pm, Mia drama 3:45-5pm (school)",
  "Can you check this schedule and tell me what doesn't work? Only one of us drives.\n\nMonday - Ella ballet 5:00-6:00 (town hall), Sam cubs 5:30-7:00 (scout hut, 15 min drive)\nTuesday - Sam tutoring 4:00-5:00\nWednesday - Ella swim 6:00-7:00, parents evening 6:30",
  'kids activities this week, one car, what clashes? mon swim 4-5 leisure centre, mon football 4.30-6 park, wed dentist 3.30, wed drama 3.45-5 at school',
  "help me plan the kids' week around one car, and tell me where things clash first\nMon: swim 4-5, football 4:30-6\nWed: dentist 3:30, drama 3:45-5",
];

describe('finding the clashes in a schedule', () => {
  for (const rough of CLASHES) {
    it(`lists the conflicts, then fixes: ${rough.split('\n')[0]}`, { timeout: 30_000 }, () => {
      for (const out of all(rough)) {
        expect(out).not.toMatch(GRID);
        expect(out).not.toMatch(EDITOR);
        expect(out).not.toMatch(/\\boxed/u);
      }
      expect(optimize(rough, 'gpt').prompt).toMatch(/find every clash/u);
      expect(questionsOf(rough)).not.toContain('Over what time frame?');
    });
  }

  it('keeps the weekdays as facts of the week, not as instructions', () => {
    const out = optimize(CLASHES[0] ?? '', 'gpt').prompt;
    expect(out).toMatch(/# Context\n(?:- .*\n)*- Wed: Leo dentist/u);
  });

  it('keeps the time grid for a timetable to make (look-alike)', () => {
    expect(
      optimize(
        'Make a weekly timetable for our after-school clubs: chess, football, art and coding, Monday to Thursday 3:30-5pm',
        'gpt',
      ).prompt,
    ).toMatch(GRID);
  });

  it('keeps a data check for a pasted fixtures table (look-alike)', () => {
    const rough =
      'check this fixtures CSV for clashes, just list the problems\n\ndate,home,away,pitch\n2024-05-04,Rovers,United,1\n2024-05-04,City,Rovers,1';
    expect(optimize(rough, 'gpt').prompt).toMatch(/row/u);
  });
});

const RESPONSES: readonly string[] = [
  "Summarise the responses to our outage consultation, no recommendation please\n\nResponse 1: The three-day outage cost my shop around £800 and nobody told us when power would be back.\nResponse 2: Communication was poor; the website said 'investigating' for 20 hours.\nResponse 3: I'd like compensation to be automatic rather than having to claim.",
  'Summarise the complaints our call centre received about the outage\n\n- "No one could tell me when the power would be back."\n- "I waited 40 minutes on hold."\n- "The text alerts were helpful."',
  'Summarise the feedback from our town hall call about the flooding\n\nCaller 1: Why did it take 3 days to clear the drains?\nCaller 2: Give us a proper timeline for the works.\nCaller 3: The sandbags arrived too late for Mill Lane.',
];

describe("summarising people's responses", () => {
  for (const rough of RESPONSES) {
    it(
      `groups themes by how often they came up, no meeting notes: ${rough.split('\n')[0]}`,
      { timeout: 30_000 },
      () => {
        for (const out of all(rough)) expect(out).not.toMatch(MEETING);
        expect(optimize(rough, 'gpt').prompt).toContain('most often raised first');
      },
    );
  }

  it('keeps decisions and action items for meeting notes (look-alike)', () => {
    const rough =
      "Summarise this meeting transcript\n\nAna: We'll ship Friday.\nBen: I'll do QA by Thursday.\nAna: Cy owns the release notes.";
    expect(optimize(rough, 'gpt').prompt).toMatch(MEETING);
  });
});
