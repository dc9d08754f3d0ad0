import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64) so the cost can be raised later
// without breaking the hashes already stored: verify reads the parameters from the hash itself.
export const PRODUCTION_HASH_COST = 16_384;
let cost = PRODUCTION_HASH_COST;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const derive = (plain: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // maxmem: N=16384, r=8 needs 16 MiB, right at node's default limit; leave room for stronger settings.
    scrypt(plain, salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** The sign-in screen forces upper case, so usernames and passwords are compared upper-cased. */
export const normalizeCredential = (value: string): string => value.trim().toUpperCase();

/**
 * The test suite's set-up lowers the cost of the hashes it makes (testing/cheap-password-hashes.ts): the tests check
 * what is done with a hash, not how hard it is to reverse, and thousands of production-cost hashes were a large share
 * of their CPU. A stored hash names its own cost, so verifying follows whichever made it.
 */
export const setHashCostForTests = (value: number): void => {
  cost = value;
};

/** Hashes a password (upper-cased first) with scrypt on the libuv pool, so many can run concurrently. */
export const hashPassword = async (plain: string): Promise<string> => {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(
    normalizeCredential(plain),
    salt,
    { N: cost, r: BLOCK_SIZE, p: PARALLELISM },
    KEY_LENGTH,
  );
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
};

/** True when `plain` (upper-cased) matches `stored`; false for a wrong password or a malformed hash. */
export const verifyPassword = async (plain: string, stored: string): Promise<boolean> => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, cost, blockSize, parallelism, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const N = Number(cost);
  const r = Number(blockSize);
  const p = Number(parallelism);
  if (![N, r, p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hashText, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(
    normalizeCredential(plain),
    Buffer.from(saltText, 'base64'),
    { N, r, p },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
};
