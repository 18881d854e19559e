import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('history cursor', () => {
  it('round-trips', () => {
    const cursor = {
      createdAt: new Date('2030-01-02T03:04:05.678Z'),
      id: '0b0e6a52-1c49-4a3e-9b8c-3c2d1e0f9a8b',
    };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    '',
    'not-base64!',
    Buffer.from('[1,2]').toString('base64url'),
    Buffer.from('["2030-01-01T00:00:00Z","x"]').toString('base64url'),
    Buffer.from('["nope","0b0e6a52-1c49-4a3e-9b8c-3c2d1e0f9a8b"]').toString('base64url'),
  ])('rejects %j', (raw) => {
    expect(decodeCursor(raw)).toBeNull();
  });
});
