import { describe, expect, it } from 'vitest';
import { isConversation } from './conversation';

describe('isConversation', () => {
  it.each([
    '[10:02] Customer: hi, the app shows an error when I pay\n[10:03] Agent: Sorry! Which phone do you use?\n[10:04] Customer: an old iPhone, still the same error',
    '2025-01-04 09:14 Kunde: Die App stürzt beim Start ab\n2025-01-04 09:15 Agent: Haben Sie neu gestartet?\n2025-01-04 09:17 Kunde: Ja, zweimal schon',
    'Rep: Hi Tom, thanks for taking the call today.\nTom: Sure, we had a billing bug last month.\nRep: I am sorry, we refunded it already.\nTom: Good, thanks for that.',
  ])('a chat between people: %s', (text) => {
    expect(isConversation(text)).toBe(true);
  });

  it.each([
    // A form: each label once, a word or two after it.
    'Name: Ana Ruiz\nEmail: ana@example.com\nCity: Porto',
    // A program's log, even with a speaker-like label.
    '2025-01-04 09:14:02 ERROR db: connection refused\n2025-01-04 09:14:03 INFO worker: retrying in 5 seconds\n2025-01-04 09:14:08 ERROR db: connection refused',
    'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\nKeyError: \'port\'',
    // One message per person: a list of messages, not turns.
    '[09:14] Kim: deploy is done, check staging\n[09:15] Raj: looks fine to me here',
    'just one line of text',
  ])('not a conversation: %s', (text) => {
    expect(isConversation(text)).toBe(false);
  });

  it('one line per person is a conversation only when the request names one', () => {
    const meeting =
      'Anna: the printer has an issue again today.\nBen: the invoices still show the wrong total.';
    expect(isConversation(meeting)).toBe(false);
    expect(isConversation(meeting, true)).toBe(true);
  });
});
