import {
  accountCall,
  currentUserCall,
  errorBody,
  loginCall,
  logoutCall,
  logoutEverywhereCall,
  renewTokenCall,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeOf } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { findUserByUsername, representativeName, supervisorName } from '../../auth/users.queries.ts';
import { AppError } from '../../errors.ts';
import { newSessionId, sessionIdOf, signedInAt } from '../../auth/token.ts';
import { knownDevice, rememberDevice } from '../../auth/device-cookie.ts';
import { signOutEverywhere, signOutSession } from './sign-out.queries.ts';
import {
  attemptSucceeded,
  reserveAttempt,
  tallyOf,
  WINDOW_MINUTES,
} from '../../auth/login-throttle.queries.ts';
import { openSignInBook } from '../../auth/sign-in-book.ts';
import { setTimeout as sleep } from 'node:timers/promises';

const WRONG_CREDENTIALS = 'Usuário ou senha incorreto';
const SESSION_OVER = 'Sua sessão chegou ao tempo máximo: entre novamente com usuário e senha.';
const TOO_MANY_ATTEMPTS = `Muitas tentativas de acesso sem sucesso. Aguarde ${WINDOW_MINUTES} minutos e tente novamente.`;
// Checked when the user does not exist, so an unknown user and a wrong password cost the same time.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = (): Promise<string> => (dummyHash ??= hashPassword('SENHA-QUE-NINGUEM-TEM'));

// Fastify would send a bare string as text/plain; the contract says the body is the token as a JSON string.
const sendToken = (reply: FastifyReply, token: string) =>
  reply.type('application/json').send(JSON.stringify(token));

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.handle;
  const book = await openSignInBook(app.deps.handle, app.log);
  if (book) app.addHook('onClose', book.close);

  app.route({
    ...routeOf(loginCall, {
      tags: ['Sessão'],
      summary: 'Entra com usuário e senha; a resposta é o token (JWT) como corpo',
      security: [],
      errors: { 401: errorBody, 429: errorBody },
    }),
    handler: async (request, reply) => {
      const username = request.body.username.toUpperCase();
      const password = request.body.password.toUpperCase();
      const device = knownDevice(request, username);
      const at = new Date();
      // On the embedded database a long statement may hold the engine: the book answers meanwhile.
      const fromBook = book?.answersNow() ? book : undefined;
      const key = { username, ip: request.ip, device };
      // Counted before the password is checked, so parallel guesses meet the limit (docs/decisions/185).
      const reserved = book
        ? book.reserve(key, at, fromBook ? undefined : await tallyOf(db, key))
        : await reserveAttempt(db, key);
      const { throttle } = reserved;
      if (throttle.kind === 'refuse') {
        request.log.warn(
          { username, ip: request.ip, knownDevice: device !== undefined },
          'login bloqueado por excesso de tentativas',
        );
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
      }
      if (throttle.kind === 'delay') {
        request.log.warn({ username, ip: request.ip }, 'login retardado: usuário sob tentativas espalhadas');
        await sleep(throttle.ms);
      }
      let user: Awaited<ReturnType<typeof findUserByUsername>>;
      let matches: boolean;
      try {
        user = fromBook?.current() ? fromBook.user(username) : await findUserByUsername(db, username);
        matches = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash()));
      } catch (error) {
        // Counted as the failure it was reserved as, not left pending.
        if ('settle' in reserved) void reserved.settle(false);
        throw error;
      }
      const success = Boolean(user && user.active && matches);
      if ('settle' in reserved) {
        const written = reserved.settle(success);
        if (!fromBook) await written;
      } else if (success && reserved.id !== undefined) await attemptSucceeded(db, reserved.id);
      request.log.info(
        { username, ip: request.ip, success, knownDevice: device !== undefined },
        'tentativa de login',
      );
      if (!user || !success) throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS);
      rememberDevice(request, reply, username, device);
      return sendToken(
        reply,
        app.signToken({
          sub: String(user.id),
          username: user.username,
          rep: user.representativeId,
          sup: user.supervisorId,
          ver: user.tokenVersion,
          sat: Math.floor(Date.now() / 1000),
          sid: newSessionId(),
        }),
      );
    },
  });

  app.route({
    ...routeOf(currentUserCall, {
      tags: ['Sessão'],
      summary: 'O usuário do token',
      errors: { 401: errorBody },
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { principal } = request.scope;
      const name =
        principal.kind === 'rep'
          ? await representativeName(db, principal.representativeId)
          : principal.kind === 'supervisor' && principal.supervisorId !== null
            ? await supervisorName(db, principal.supervisorId)
            : undefined;
      return { ...principal, name: name ?? principal.username };
    },
  });

  app.route({
    ...routeOf(renewTokenCall, { tags: ['Sessão'], summary: 'Troca um token ainda válido por um novo' }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const { principal } = request.scope;
      if (app.sessionOver(request.claims)) throw new AppError('UNAUTHORIZED', SESSION_OVER);
      return sendToken(
        reply,
        app.signToken({
          sub: String(principal.id),
          username: principal.username,
          rep: principal.representativeId,
          sup: principal.supervisorId,
          ver: request.claims.ver,
          sat: signedInAt(request.claims),
          sid: sessionIdOf(request.claims),
        }),
      );
    },
  });

  type Actor = { userId: number; username: string };
  // Both ways out close sessions of the signed-in user and answer 204: this device's, or every one of theirs.
  const waysOut = [
    {
      call: logoutCall,
      summary: 'Sai deste aparelho: o token e as renovações dele deixam de valer em todas as instâncias',
      logged: 'saída deste aparelho',
      signOut: (request: FastifyRequest, actor: Actor) =>
        signOutSession(db, actor, {
          id: sessionIdOf(request.claims),
          until: app.sessionEnd(request.claims),
        }),
    },
    {
      call: logoutEverywhereCall,
      summary: 'Sai de todos os aparelhos: todo token do usuário deixa de valer',
      logged: 'saída de todos os aparelhos',
      signOut: (_request: FastifyRequest, actor: Actor) => signOutEverywhere(db, actor),
    },
  ];
  for (const { call, summary, logged, signOut } of waysOut) {
    app.route({
      ...routeOf(call, { tags: ['Sessão'], summary, status: 204, errors: { 401: errorBody } }),
      onRequest: app.authenticate,
      handler: async (request, reply) => {
        const { principal } = request.scope;
        await signOut(request, { userId: principal.id, username: principal.username });
        request.log.info({ username: principal.username }, logged);
        return reply.status(204).send(null);
      },
    });
  }

  app.route({
    ...routeOf(accountCall, { tags: ['Sessão'], summary: 'Detalhes da conta e do escopo' }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { principal, reps } = request.scope;
      const { exp } = request.claims;
      return {
        username: principal.username,
        representativeId: principal.representativeId,
        supervisorId: principal.supervisorId,
        scope: reps,
        tokenExpiresAt: new Date(exp * 1000).toISOString(),
      };
    },
  });
};
