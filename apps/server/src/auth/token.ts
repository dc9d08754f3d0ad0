import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';
import { MAX_KEPT } from './request-user-cache.ts';

export const TOKEN_ISSUER = 'portal-do-representante';
export const TOKEN_AUDIENCE = 'portal-do-representante/api';

/** What the signed token carries; the users table stays the judge of `ver` (a changed password kills old tokens). */
export type TokenClaims = {
  sub: string;
  username: string;
  rep: number;
  sup: number | null;
  ver: number;
};

/** A checked token's claims: the portal's and the signer's times (seconds since the epoch). */
export type CheckedClaims = TokenClaims & { exp: number; iat: number };

/**
 * Signs and checks the portal's tokens with fast-jwt, called directly: a wrapper plugin would decode each token again
 * and merge its options on every call. HS256 pinned on both sides (RFC 8725: no `alg: none`, no algorithm confusion);
 * iss, aud, exp and iat required. A token checked once is known by its hash until it expires, so its signature is not
 * checked again on every call of a session (bounded like the request-user cache). What can end a token early (a
 * disabled user, a changed password) is asked of the user's row on every call (auth/request-users.ts). `check` throws
 * on any token it refuses.
 */
export const makeTokens = (secret: string, ttl: string) => ({
  sign: createSigner<TokenClaims>({
    key: secret,
    algorithm: 'HS256',
    expiresIn: ttl,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
  }),
  check: createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: TOKEN_ISSUER,
    allowedAud: TOKEN_AUDIENCE,
    requiredClaims: ['exp', 'iat'],
    cache: MAX_KEPT,
  }) as (token: string) => CheckedClaims,
});

/** The largest user id (users.id is an int). */
const MAX_USER_ID = 2_147_483_647;

/**
 * The user id a checked token names, or undefined when its subject is no user id: a token signed with our key but
 * not by us must be refused like any other bad token, not reach the users table as NaN.
 */
export const userIdOf = (claims: TokenClaims): number | undefined => {
  const subject = String(claims.sub);
  if (!/^[1-9]\d{0,9}$/.test(subject)) return undefined;
  const id = Number(subject);
  return id <= MAX_USER_ID ? id : undefined;
};

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case); undefined for anything else. */
export const bearerToken = (header: string | undefined): string | undefined => {
  const [scheme, token, ...rest] = header?.split(' ') ?? [];
  return scheme?.toLowerCase() === 'bearer' && token && rest.length === 0 ? token : undefined;
};

/**
 * JWT_SECRET when set (required when several instances share a database); otherwise a random secret made once
 * and kept in the data folder, so restarts keep sessions.
 */
export const loadOrCreateSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const folder = resolve(dataDir);
  const file = join(folder, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(folder, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};
