import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDecoder, createSigner, createVerifier } from 'fast-jwt';
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
  /** When the user signed in with a password (seconds since the epoch); a renewed token keeps it. */
  sat: number;
  /** The session: made at sign-in, kept by renewals; signing out records it (modules/session/sign-out.queries.ts). */
  sid: string;
};

/**
 * A checked token's claims: the portal's and the signer's times (seconds since the epoch). `sat` is absent from
 * tokens signed before it existed; their `iat` stands for it.
 */
export type CheckedClaims = Omit<TokenClaims, 'sat' | 'sid'> & {
  sat?: number;
  sid?: string;
  exp: number;
  iat: number;
};

/** When the session of a checked token began. */
export const signedInAt = (claims: CheckedClaims): number => claims.sat ?? claims.iat;

/** A new session's id: 16 random bytes, base64url. */
export const newSessionId = (): string => randomBytes(16).toString('base64url');
const SESSION_ID = /^[\w-]{22}$/;

/**
 * The session a checked token belongs to. A token from before `sid` gets one made of its user and sign-in time, the
 * same for the token and its renewals, so signing it out ends them all.
 */
export const sessionIdOf = (claims: CheckedClaims): string =>
  claims.sid ??
  createHash('sha256')
    .update(`${claims.sub}@${signedInAt(claims)}`)
    .digest('base64url')
    .slice(0, 22);

/** How far ahead of this server's clock a signer's `sat` may be (another instance's clock). */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Why claims signed with our key must still be refused: the signer is ours, but a token made elsewhere with a leaked
 * key, or by a bug, must not stretch a session. `sat` a number not in the future, `sid` one of ours, and no expiry past
 * the session's absolute end.
 */
export const claimsProblem = (
  claims: CheckedClaims,
  sessionMaxSeconds: number,
  now: number,
): string | undefined => {
  const { sat, sid } = claims as { sat?: unknown; sid?: unknown };
  if (sat !== undefined && (typeof sat !== 'number' || !Number.isSafeInteger(sat) || sat < 0))
    return 'sat não é um número';
  if (sat !== undefined && (sat as number) > now + CLOCK_SKEW_SECONDS) return 'sat no futuro';
  if (sid !== undefined && (typeof sid !== 'string' || !SESSION_ID.test(sid))) return 'sid inválido';
  if (claims.exp > signedInAt(claims) + sessionMaxSeconds) return 'validade além do tempo máximo da sessão';
  return undefined;
};

/**
 * Signs and checks the portal's tokens with fast-jwt, called directly: a wrapper plugin would decode each token again
 * and merge its options on every call. HS256 pinned on both sides (RFC 8725: no `alg: none`, no algorithm confusion);
 * iss, aud, exp and iat required. A token checked once is known by its hash until it expires, so its signature is not
 * checked again on every call of a session (bounded like the request-user cache). What can end a token early (a
 * disabled user, a changed password) is asked of the user's row on every call (auth/request-users.ts). `check` throws
 * on any token it refuses.
 */
export const makeTokens = (secret: string, ttl: string, sessionMaxSeconds: number) => {
  const common = { key: secret, algorithm: 'HS256' as const, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE };
  const signForTtl = createSigner<TokenClaims>({ ...common, expiresIn: ttl });
  const signUntil = createSigner<TokenClaims & { exp: number }>(common);
  const probe = createDecoder()(
    signForTtl({ sub: '0', username: '', rep: 0, sup: null, ver: 0, sat: 0, sid: '' }),
  ) as {
    exp: number;
    iat: number;
  };
  const ttlSeconds = probe.exp - probe.iat;
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: TOKEN_ISSUER,
    allowedAud: TOKEN_AUDIENCE,
    requiredClaims: ['exp', 'iat'],
    cache: MAX_KEPT,
  }) as (token: string) => CheckedClaims;
  return {
    /** A token for the TTL, never outliving the session's absolute end (`sat` + the session's longest life). */
    sign: (claims: TokenClaims): string => {
      const sessionEnd = claims.sat + sessionMaxSeconds;
      // One second of margin: the signer reads the clock again, and a token past the end is refused (claimsProblem).
      return Math.floor(Date.now() / 1000) + ttlSeconds + 1 > sessionEnd
        ? signUntil({ ...claims, exp: sessionEnd })
        : signForTtl(claims);
    },
    /** True once a session may no longer be renewed. */
    sessionOver: (claims: CheckedClaims): boolean =>
      Math.floor(Date.now() / 1000) >= signedInAt(claims) + sessionMaxSeconds,
    check: (token: string): CheckedClaims => {
      const claims = verify(token);
      const problem = claimsProblem(claims, sessionMaxSeconds, Math.floor(Date.now() / 1000));
      if (problem) throw new Error(problem);
      return claims;
    },
  };
};

/** The largest user id (users.id is an int). */
const MAX_USER_ID = 2_147_483_647;

/**
 * The user id a checked token names, or undefined when its subject is no user id: a token signed with our key but
 * not by us must be refused like any other bad token, not reach the users table as NaN.
 */
export const userIdOf = (claims: Pick<TokenClaims, 'sub'>): number | undefined => {
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
