import { describe, expect, it } from 'vitest';
import { filePasswordDigest, sameFilePassword } from './file-password-digest.ts';

describe("the digest of users.csv's passwords", () => {
  it('tells the same password (as the sign-in compares it) from another one', () => {
    const stored = filePasswordDigest('Senha1');
    expect(sameFilePassword('SENHA1', stored)).toBe(true);
    expect(sameFilePassword(' senha1 ', stored)).toBe(true);
    expect(sameFilePassword('SENHA2', stored)).toBe(false);
  });

  it('is salted, so two users with one password get different digests, and holds no plain text', () => {
    const one = filePasswordDigest('SENHA1');
    const other = filePasswordDigest('SENHA1');
    expect(one).not.toBe(other);
    expect(one).not.toContain('SENHA1');
  });

  it('refuses a malformed stored value instead of matching it', () => {
    expect(sameFilePassword('SENHA1', '')).toBe(false);
    expect(sameFilePassword('SENHA1', 'scrypt$1$2$3$4$5')).toBe(false);
  });
});
