import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { openRequestUsers } from '../auth/request-users.ts';
import { makeScope, type Scope } from '../auth/scope.ts';
import { teamMembersOf } from '../auth/scope.queries.ts';
import {
  bearerToken,
  makeTokens,
  sessionIdOf,
  signedInAt,
  userIdOf,
  type CheckedClaims,
  type TokenClaims,
} from '../auth/token.ts';
import { unauthorized } from '../errors.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** Set by `authenticate` on every protected route. */
    scope: Scope;
    /** The claims of the request's token, checked by `authenticate` (`exp` and `iat` added by the signer). */
    claims: CheckedClaims;
    /** The data version read with the user (when the answer cache reads the same database), for that cache. */
    dataVersion?: string;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    signToken: (claims: TokenClaims) => string;
    /** True once the session of these claims has reached its absolute life (no more renewals). */
    sessionOver: (claims: CheckedClaims) => boolean;
    /** When the session of these claims ends at the latest (its sign-in plus SESSION_MAX_DAYS). */
    sessionEnd: (claims: CheckedClaims) => Date;
  }
}

export type AuthenticateOptions = {
  secret: string;
  tokenTtl: string;
  /** A session's absolute life from its sign-in, in seconds: renewals stop there. */
  sessionMaxSeconds: number;
  /** Read the data version in the user's query (the answer cache is on and reports read the primary). */
  readDataVersion?: boolean;
};

/**
 * Wires the auth/ pieces into Fastify: `signToken`, the `authenticate` hook that checks the token (auth/token.ts),
 * reads its user (auth/request-users.ts) and sets `request.scope` (auth/scope.ts).
 */
export const authenticatePlugin = fp<AuthenticateOptions>(async (app: FastifyInstance, options) => {
  const { handle } = app.deps;
  const tokens = makeTokens(options.secret, options.tokenTtl, options.sessionMaxSeconds);
  const users = await openRequestUsers(handle, {
    readDataVersion: options.readDataVersion === true,
    log: app.log,
  });
  const teamMembersInReadDb = (supervisors: number[]) => teamMembersOf(handle.readDb, supervisors);
  app.addHook('onClose', users.stop);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') users.forget();
    return payload;
  });

  app.decorateRequest('scope', null as unknown as Scope);
  app.decorateRequest('claims', null as unknown as CheckedClaims);
  app.decorate('signToken', (claims: TokenClaims) => tokens.sign(claims));
  app.decorate('sessionOver', (claims: CheckedClaims) => tokens.sessionOver(claims));
  app.decorate(
    'sessionEnd',
    (claims: CheckedClaims) => new Date((signedInAt(claims) + options.sessionMaxSeconds) * 1000),
  );
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    let claims: CheckedClaims;
    try {
      claims = tokens.check(token);
    } catch {
      throw unauthorized();
    }
    const userId = userIdOf(claims);
    if (userId === undefined) throw unauthorized();
    request.claims = claims;
    const user = await users.read(userId);
    if (!user || !user.active || user.tokenVersion !== claims.ver) throw unauthorized();
    if (user.signedOut.length > 0 && user.signedOut.includes(sessionIdOf(claims))) throw unauthorized();
    if (user.dataVersion !== null) request.dataVersion = user.dataVersion;
    request.scope = makeScope(user, teamMembersInReadDb);
  });
});
