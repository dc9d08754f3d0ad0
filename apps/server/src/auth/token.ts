import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
