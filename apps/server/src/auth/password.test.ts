import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEAP_HASH_COST } from '../testing/cheap-password-hashes.ts';
import { hashPassword, PRODUCTION_HASH_COST, setHashCostForTests, verifyPassword } from './password.ts';

describe('password hashing', () => {
  // What production stores, not the cheaper hashes the rest of the suite makes.
  beforeAll(() => setHashCostForTests(PRODUCTION_HASH_COST));
  afterAll(() => setHashCostForTests(CHEAP_HASH_COST));

  it('stores scrypt parameters, salt and hash, and verifies upper-cased', async () => {
    const hash = await hashPassword('segredo1');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('SEGREDO1', hash)).toBe(true);
    expect(await verifyPassword('segredo1', hash)).toBe(true);
    expect(await verifyPassword('SEGREDO2', hash)).toBe(false);
  });

  it('salts every hash and rejects malformed ones', async () => {
    expect(await hashPassword('A')).not.toBe(await hashPassword('A'));
    expect(await verifyPassword('A', 'texto-plano')).toBe(false);
    expect(await verifyPassword('A', 'scrypt$0$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});
