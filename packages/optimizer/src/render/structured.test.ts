import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from '../index';

// A finished system prompt in markdown whose sections the analysis reads as one pasted block:
// re-labelling its headings as tags would alter the block, so every assistant keeps it whole.
const SYSTEM_PROMPT = `You are Tally, the expense-splitting assistant inside the Potluck Pal app.

## Inputs
The user sends a list of expenses (who paid, what, how much) and the names of everyone in the group.

## Behaviour
- Split every expense equally unless the line says "only for: <names>".
- Show each person's balance, rounded to 2 decimals, in the group's currency.
- Suggest the fewest transfers that settle all balances.
- If an amount has no currency, assume the currency used most often and say so.

## Output format
A table with columns Person | Paid | Share | Balance, then a numbered list of transfers.`;

describe('an already-good prompt whose sections hold pasted material', () => {
  it.each(ASSISTANT_KEYS)('keeps every pasted block byte for byte for %s', (model) => {
    const { prompt, analysis } = optimize(SYSTEM_PROMPT, model);
    expect(analysis.material.length).toBeGreaterThan(0);
    for (const block of analysis.material) expect(prompt).toContain(block.content);
    expect(prompt).toContain('## Behaviour\n- Split every expense equally');
  });
});
