import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from '../index';

// The meeting sections (decisions, owners and deadlines, open questions) fit a meeting or a
// team's chat, and fight anything else that happens to say "notes", "thread" or paste a log.
const MEETING_LINE = /decisions made, action items|Decisions first, then action items/i;

const NOT_A_MEETING = {
  'an install error': `pip install keeps failing, fix it pls. python 3.12 on windows

error: subprocess-exited-with-error
  × Building wheel for numpy (pyproject.toml) did not run successfully.
  │ exit code: 1
  ╰─> [12 lines of output]
ERROR: Failed building wheel for numpy`,
  'interview notes': `summarize my user interview notes into the 3 biggest pain points

- P1 (barista, 24): hates re-entering the same order every morning, wants favourites
- P2 (nurse, 41): night shifts, app shows closed shops, gave up twice
- P3 (student, 19): price matters most, compares with the vending machine`,
  'a forum thread': `summarize this forum thread about my robot vacuum, what fixed it for people?

user123: mine stopped charging after the update
vac_fan: clean the contacts with alcohol, worked for me
jo_k: factory reset fixed it, hold the home button 10s`,
};

describe('meeting sections only for meetings', () => {
  for (const [name, prompt] of Object.entries(NOT_A_MEETING)) {
    it.each(ASSISTANT_KEYS)(`${name}: no decisions and action items for %s`, (model) => {
      expect(optimize(prompt, model).prompt).not.toMatch(MEETING_LINE);
    });
  }

  it.each(ASSISTANT_KEYS)('notes from a standup still get them for %s', (model) => {
    const prompt = `summarize the notes from our standup for the people who missed it

- Lea: checkout bug fixed, deploying Thursday
- Omar: blocked on the API key from finance
- decided: freeze features until the 14th`;
    expect(optimize(prompt, model).prompt).toMatch(MEETING_LINE);
  });
});
