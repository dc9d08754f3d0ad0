import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeCredential } from '../auth/password.ts';

// What users.csv brought as a user's password last time (docs/decisions/214), kept only to tell whether the file
// changed it. Never the login hash, never the plain text: a salted SHA-256, stored as `sha256$salt$digest`. Fast on
// purpose: it is compared once per row per import, and the login's scrypt hash is what guards the account.

const SALT_LENGTH = 16;

const digestOf = (plain: string, salt: Buffer): Buffer =>
  createHash('sha256').update(salt).update(normalizeCredential(plain), 'utf8').digest();

/** The stored form of a password the file brought. */
export const filePasswordDigest = (plain: string): string => {
  const salt = randomBytes(SALT_LENGTH);
  return ['sha256', salt.toString('base64'), digestOf(plain, salt).toString('base64')].join('$');
};

/** True when `plain` is the password `stored` was made from; false for another one or a malformed value. */
export const sameFilePassword = (plain: string, stored: string): boolean => {
  const parts = stored.split('$');
  if (parts.length !== 3 || parts[0] !== 'sha256') return false;
  const expected = Buffer.from(parts[2] ?? '', 'base64');
  const actual = digestOf(plain, Buffer.from(parts[1] ?? '', 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
