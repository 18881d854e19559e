import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers';

describe('serializeError (finding 8)', () => {
  it('keeps a failed query but not its parameters, a mailed code among them', () => {
    const cause = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const error = new DrizzleQueryError(
      'insert into "mail_outbox" ("to", "subject", "text") values ($1, $2, $3)',
      ['ada@example.com', 'Your Promptsmith password reset code: 493817', 'Your code is 493817.'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('493817');
    expect(logged).not.toContain('ada@example.com');
    expect(logged).toContain('insert into \\"mail_outbox\\"');
    expect(logged).toContain('57P01');
    expect(logged).toContain('terminating connection');
  });

  it('leaves other errors as they are', () => {
    const serialized = serializeError(Object.assign(new Error('boom'), { statusCode: 500 }));
    expect(serialized).toMatchObject({ type: 'Error', message: 'boom', statusCode: 500 });
    expect(serialized.stack).toContain('boom');
  });
});
