import { createHmac } from 'node:crypto';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../auth/token.ts';

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Hand-made tokens, to prove the server refuses what a library would never sign for us. */
export const forge = (
  header: object,
  payload: object,
  secret: string | null,
  algorithm = 'sha256',
): string => {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  if (secret === null) return `${unsigned}.`;
  return `${unsigned}.${createHmac(algorithm, secret).update(unsigned).digest('base64url')}`;
};

export const now = () => Math.floor(Date.now() / 1000);

/** The claims the server signs for REP10 (user 3), valid for an hour, with the given ones instead. */
export const claimsFor = (overrides: object = {}) => ({
  sub: '3',
  username: 'REP10',
  rep: 10,
  sup: null,
  ver: 0,
  iat: now(),
  exp: now() + 3600,
  iss: TOKEN_ISSUER,
  aud: TOKEN_AUDIENCE,
  ...overrides,
});
