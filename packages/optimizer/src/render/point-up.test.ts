import { describe, expect, it } from 'vitest';
import { optimize } from '../index';
import { pointUp } from './material';

/** Moving pasted material above the request turns "below" into "above" only where it points. */
describe('pointUp', () => {
  it('turns a pointer at the material around', () => {
    expect(pointUp('Summarise the email below for my manager.')).toBe(
      'Summarise the email above for my manager.',
    );
    expect(pointUp('See below: the notes from Monday.')).toBe('See above: the notes from Monday.');
    expect(pointUp('Reply to the message pasted below')).toBe('Reply to the message pasted above');
  });

  it('leaves a comparison alone', () => {
    for (const text of [
      'List the sensors whose reading is below threshold_c.',
      'Flag every month where spend fell below 400.',
      'Which pupils scored below average?',
      'Mostre os produtos com estoque abaixo de 10.',
    ])
      expect(pointUp(text)).toBe(text);
  });

  it('a SQL ask over a pasted schema keeps "below" for the assistants that move the schema first', () => {
    const rough = `tables:
sensors(id, room, threshold_c)
readings(id, sensor_id, temp_c, taken_at)

need a query for rooms where the latest reading is below threshold_c, newest first`;
    for (const target of ['claude', 'deepseek'] as const) {
      const prompt = optimize(rough, target).prompt;
      expect(prompt, target).toMatch(/below threshold_c/);
      expect(prompt, target).not.toMatch(/above threshold_c/);
    }
  });
});
