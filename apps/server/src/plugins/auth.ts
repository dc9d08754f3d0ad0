import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { makeScope, type Scope } from '../auth/scope.ts';
import { bearerToken, makeTokens, type CheckedClaims, type TokenClaims } from '../auth/token.ts';
import { makeKnownUsers } from '../auth/known-users.ts';
import { findRequestUser } from '../auth/users.queries.ts';
import { watchDataChanges } from '../db/data-changes.ts';
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
  }
}

export type AuthOptions = {
  secret: string;
  tokenTtl: string;
  /** Read the data version in the user's query (the answer cache is on and reports read the primary). */
  readDataVersion?: boolean;
};

/**
 * Tokens are signed and checked by auth/token.ts (HS256 pinned, iss/aud/exp/iat required). The users table stays the judge of every token: a disabled user or a changed password (token_version) is refused
 * from the moment the change commits. The user is read once and kept until the data changes (auth/known-users.ts):
 * every such write moves the data version, whose notice reaches every process on the database; a write handled here
 * forgets before it answers, so its author's next call already sees it (docs/decisions/033).
 */
export const authPlugin = fp<AuthOptions>(async (app: FastifyInstance, options) => {
  const tokens = makeTokens(options.secret, options.tokenTtl);
  const known = makeKnownUsers();
  let closing = false;
  const watch = await watchDataChanges(app.deps.handle, {
    changed: known.forget,
    watching: (on) => {
      if (on) app.log.info('avisos de alteração do banco recebidos: usuários mantidos entre alterações');
      else if (!closing)
        app.log.warn('avisos de alteração do banco interrompidos: o usuário é lido a cada chamada');
      known.setWatching(on);
    },
  });
  app.addHook('onClose', async () => {
    closing = true;
    await watch.stop();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') known.forget();
    return payload;
  });

  const readUser = async (id: number) => {
    const kept = known.get(id);
    if (kept) return kept;
    const generation = known.generation();
    const user = await findRequestUser(app.deps.handle.db, id, {
      withDataVersion: options.readDataVersion === true,
    });
    if (user) known.keep(user, generation);
    return user;
  };

  app.decorateRequest('scope', null as unknown as Scope);
  app.decorateRequest('claims', null as unknown as CheckedClaims);
  app.decorate('signToken', (claims: TokenClaims) => tokens.sign(claims));
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    let claims: CheckedClaims;
    try {
      claims = tokens.check(token);
    } catch {
      throw unauthorized();
    }
    request.claims = claims;
    const user = await readUser(Number(claims.sub));
    if (!user || !user.active || user.tokenVersion !== claims.ver) throw unauthorized();
    if (user.dataVersion !== null) request.dataVersion = user.dataVersion;
    const principal = {
      id: user.id,
      username: user.username,
      representativeId: user.representativeId,
      supervisorId: user.supervisorId,
    };
    let reps: number[] | null;
    if (user.representativeId > 0) reps = [user.representativeId];
    else if (user.supervisorId !== null) reps = user.team;
    else reps = null;
    request.scope = makeScope(principal, reps);
  });
});
