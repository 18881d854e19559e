import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Shapes judges scored 1 because a stock line fought the user's own constraint, written afresh:
 * an editing template after "don't rewrite it", a doctor's or travel planner's lines on a work
 * question, "who is it for?" on a letter to a named reader, and a per-item line after "comma
 * separated". Every assertion reads what the user sees, for all six assistants.
 */

const FEEDBACK_ONLY = [
  "Here's my personal statement intro. Please don't rewrite it, just tell me what's weak about it.\n\nEver since I was nine and took apart my grandfather's radio, I have been fascinated by how things works. Engineering is not just a career for me, it are a calling.",
  'feedback only, do not edit it: my newsletter opener - "Hey folks! Big news this month, we finally got the new kiln and honestly its been a game changer for the studio."',
  'Can you read my best man speech and point out what drags? No rewrite please.\n\nI have known Raj since we were eleven. He once drove four hours to return a library book. Priya, you are marrying the most reliable man in Leicester.',
];
const GRAMMAR_CHECK =
  "Just check the spelling and grammar, don't change my style. It's for our church bulletin:\n\nThe bake sale raised £340 for the roof fund, thank you to everyone who's brownies sold out by noon. Next months sale will be on the 12th.";

describe('a request that rules out a rewrite gets feedback, not a revised text', () => {
  for (const rough of FEEDBACK_ONLY) {
    it(`keeps "${rough.slice(0, 40)}…" feedback-only for every assistant`, () => {
      for (const target of ASSISTANT_KEYS) {
        const out = optimize(rough, target).prompt;
        expect(out, target).not.toMatch(/revised text|main changes/i);
        // The user's own "don't rewrite it" is in the prompt; ours is there only when theirs is not.
        expect(out, target).toMatch(/give feedback only|don't rewrite|do not edit|no rewrite/i);
        expect(out.match(/rewrite|do not edit/gi)?.length ?? 0, target).toBeLessThanOrEqual(1);
        expect(out, target).toMatch(/quote the words/i);
      }
    });
  }

  it('a grammar check lists mistakes and promises to leave the style alone', () => {
    for (const target of ASSISTANT_KEYS) {
      const out = optimize(GRAMMAR_CHECK, target).prompt;
      expect(out, target).not.toMatch(/revised text|change only what makes the text better/i);
      expect(out, target).toMatch(/do not change the wording, style or tone/i);
      expect(out, target).toContain('£340');
    }
  });

  it('"fix the grammar only" still returns the corrected text, with nothing else changed', () => {
    const rough =
      'Fix the grammar only, keep my voice:\n\nMe and my sister has run the stall for six years and we still loves every minute.';
    for (const target of ASSISTANT_KEYS) {
      const out = optimize(rough, target).prompt;
      expect(out, target).toMatch(/correct only grammar, spelling and punctuation/i);
      expect(out, target).not.toMatch(/change only what makes the text better/i);
    }
  });

  it('says so in Spanish too', () => {
    const rough =
      'No lo reescribas, solo dime qué falla en este párrafo:\n\nNuestra panadería abrió en 2015 y desde entonces horneamos cada día pan de masa madre para el barrio.';
    for (const target of ASSISTANT_KEYS) {
      const out = optimize(rough, target).prompt;
      // "No lo reescribas" is the user's; our "No reescribas ni edites" would say it again.
      expect(out, target).toMatch(/No lo reescribas/);
      expect(out, target).not.toMatch(/No reescribas ni edites el texto/);
      expect(out, target).toMatch(/cita las palabras/i);
      expect(out, target).not.toMatch(/texto revisado/i);
    }
  });

  it('"don\'t change the meaning" is an ordinary edit and keeps its revised text', () => {
    const rough =
      "Make this shorter but don't change the meaning:\n\nWe are writing to let you know that, due to unforeseen circumstances beyond our control, the community pool will remain closed until further notice.";
    expect(optimize(rough, 'gpt').prompt).toMatch(/revised text/i);
  });
});

describe('a work question is not a medical or travel one because of one word', () => {
  const rough =
    "My boss wants a doctor's note for every single day of sick leave, even one day. Is that legal? I'm in Scotland and work in a call centre.";
  it('gets no health educator, no "see a doctor" line and no trip questions', () => {
    for (const target of ASSISTANT_KEYS) {
      const result = optimize(rough, target);
      expect(result.prompt, target).not.toMatch(/health educator|when to see a doctor|travel planner/i);
      expect(result.questions.map((q) => q.question).join(' ')).not.toMatch(/travelling|budget/i);
    }
  });

  it('names the right expert where the assistant takes a role', () => {
    expect(optimize(rough, 'gpt').prompt).toMatch(/employment adviser/i);
    expect(optimize(rough, 'claude').prompt).toMatch(/employment adviser/i);
  });

  it('"holiday days" at work asks nothing about a trip', () => {
    const result = optimize(
      'Can my employer make me take my holiday days during the Christmas shutdown? We are in Ontario.',
      'claude',
    );
    expect(result.prompt).not.toMatch(/travel planner/i);
    expect(result.questions.map((q) => q.question).join(' ')).not.toMatch(/travelling|enjoy most|budget/i);
  });
});

describe('a letter to a named reader asks for the facts only the user has', () => {
  const LETTERS = [
    'Write an email to Kowalski Plumbing asking them to come back about the dripping tap they fitted',
    'write a letter to my neighbour Mrs Okafor about her hedge blocking the footpath',
    'Write a letter to the county court asking for a copy of the judgment',
    'draft a message to Tomasz asking if he can cover my Saturday shift',
  ];
  for (const rough of LETTERS) {
    it(`"${rough.slice(0, 45)}…" never asks who it is for`, () => {
      for (const target of ASSISTANT_KEYS) {
        const asked = optimize(rough, target).questions;
        const text = asked.map((q) => `${q.question} ${q.options.join(' ')}`).join(' | ');
        expect(text, target).not.toMatch(/who is it for|friends and family/i);
        expect(text, target).toMatch(/dates|reference numbers/i);
      }
    });
  }

  it('a letter to a court offers no "Funny" tone', () => {
    const asked = optimize(
      'Write a letter to the county court asking for a copy of the judgment',
      'gpt',
    ).questions;
    expect(asked.flatMap((q) => q.options)).not.toContain('Funny');
  });
});

describe('length and format constraints survive in every output', () => {
  const CASES = [
    {
      rough: 'Write an Etsy description for my hand-dyed wool scarf, under 100 words, no bullet points.',
      kept: [/under 100 words/i, /no bullet points/i],
    },
    {
      rough: 'Explain how interest rates affect mortgages in one paragraph, not for kids, no bullet points.',
      kept: [/one paragraph/i, /not for kids/i, /no bullet points/i],
    },
    {
      rough:
        'Summarise this for the parents’ group in one paragraph, no bullet points.\n\nThe school will close early on Friday 7 March for staff training. Pick-up is at 12:30. The after-school club runs as normal from 12:30 to 17:30, and lunch will be served before pick-up.',
      kept: [/one paragraph/i, /no bullet points/i, /12:30/],
    },
  ];
  for (const { rough, kept } of CASES) {
    it(`keeps the constraints of "${rough.slice(0, 40)}…"`, () => {
      for (const target of ASSISTANT_KEYS) {
        const out = optimize(rough, target).prompt;
        for (const pattern of kept) expect(out, `${target} ${pattern}`).toMatch(pattern);
        // No stock format line of ours asks for the bullets the user ruled out.
        const bulletLines = out.split('\n').filter((l) => /bullet/i.test(l) && !/no bullet/i.test(l));
        expect(bulletLines, target).toEqual([]);
      }
    });
  }

  it('"comma separated" gets no line per option', () => {
    const rough = 'Suggest 8 names for a mobile bike repair service, comma separated, nothing else.';
    for (const target of ASSISTANT_KEYS) {
      const out = optimize(rough, target).prompt;
      expect(out, target).toMatch(/comma separated/i);
      expect(out, target).not.toMatch(/one line on why|one option per line/i);
    }
  });
});
