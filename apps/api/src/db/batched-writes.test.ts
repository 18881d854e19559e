import { describe, expect, it } from 'vitest';
import { sumCharges } from './batched-writes';

describe('sumCharges', () => {
  it('sums the tokens of each day and subject once, keeping the first-seen order', () => {
    expect(
      sumCharges([
        { day: 'd1', subject: 'alice', tokens: 20 },
        { day: 'd1', subject: '*', tokens: 20 },
        { day: 'd1', subject: 'bob', tokens: 5 },
        { day: 'd1', subject: '*', tokens: 5 },
        { day: 'd2', subject: 'alice', tokens: 1 },
      ]),
    ).toEqual([
      { day: 'd1', subject: 'alice', tokens: 20 },
      { day: 'd1', subject: '*', tokens: 25 },
      { day: 'd1', subject: 'bob', tokens: 5 },
      { day: 'd2', subject: 'alice', tokens: 1 },
    ]);
  });

  it('leaves its input untouched', () => {
    const charges = [
      { day: 'd', subject: 's', tokens: 1 },
      { day: 'd', subject: 's', tokens: 2 },
    ];
    sumCharges(charges);
    expect(charges[0]).toEqual({ day: 'd', subject: 's', tokens: 1 });
  });
});
