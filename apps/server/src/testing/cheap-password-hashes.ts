import { setHashCostForTests } from '../auth/password.ts';

/**
 * Set-up of every server test file: passwords hashed at a sixteenth of production's scrypt cost. Sign-in, imports and
 * seeds hash and verify thousands of passwords across the suite; what they prove does not depend on the cost, which
 * auth/password.test.ts checks at production's.
 */
export const CHEAP_HASH_COST = 1_024;
setHashCostForTests(CHEAP_HASH_COST);
