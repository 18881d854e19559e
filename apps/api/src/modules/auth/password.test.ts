import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const hash = await hashPassword('violet tuesday lantern');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'violet tuesday lantern')).toBe(true);
    expect(await verifyPassword(hash, 'violet tuesday lantern!')).toBe(false);
  });
  it('treats a malformed stored hash as a failed check', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
  it('knows common passwords, whatever the case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('violet tuesday lantern')).toBe(false);
  });
});
