import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// OWASP's device cookies (docs/decisions/105): a device where a user signed in with the password keeps a signed
// cookie naming that user and the device, and a sign-in presenting it is judged by that device's own failures
// (auth/login-throttle.queries.ts), so a stranger's failures from any address never refuse it.

/** Sent only to the sign-in: nothing else reads it, and no other call carries it. */
export const DEVICE_COOKIE = 'portal_device';
const DEVICE_COOKIE_PATH = '/api/login';
/** As long as a source counts as known to a username (auth/login-throttle.queries.ts). */
const DEVICE_COOKIE_DAYS = 90;
/** Base64url of 16 random bytes. */
const NONCE = /^[\w-]{22}$/;

/** The cookie's signing key, derived from the token secret so one secret stays the only thing to keep. */
export const deviceCookieSecret = (tokenSecret: string): string =>
  createHmac('sha256', tokenSecret).update('portal device cookie').digest('base64url');

/** The device's nonce when the request carries a valid device cookie naming `username`; undefined otherwise. */
export const knownDevice = (request: FastifyRequest, username: string): string | undefined => {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  const cut = unsigned.value.lastIndexOf('|');
  const nonce = unsigned.value.slice(cut + 1);
  return cut > 0 && unsigned.value.slice(0, cut) === username && NONCE.test(nonce) ? nonce : undefined;
};

/**
 * After a successful sign-in: the cookie naming this user and device (the known nonce again, or a new one).
 * HttpOnly (no script reads it), SameSite=Strict, and Secure whenever the request came over TLS, directly or as the
 * trusted proxy says (TRUST_PROXY, X-Forwarded-Proto).
 */
export const rememberDevice = (
  request: FastifyRequest,
  reply: FastifyReply,
  username: string,
  nonce: string | undefined,
): void => {
  reply.setCookie(DEVICE_COOKIE, `${username}|${nonce ?? randomBytes(16).toString('base64url')}`, {
    signed: true,
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
};
