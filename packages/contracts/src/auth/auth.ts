import { z } from 'zod';
import { defineCall } from '../common.ts';

export const loginBody = z.object({
  username: z.string().trim().min(1, 'Preencha o usuário!').max(100),
  password: z.string().min(1, 'Preencha a senha!').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST api/login answers the token itself as the body (docs/product.md §7). */
export const tokenAnswer = z.string();

/**
 * Who a user is, computed once by the server (apps/server/src/auth/user-kind.ts, docs/domain.md §4): a rep's own
 * login (representativeId > 0), a supervisor (representative 0 with a supervisor: a team), an administrator
 * (representative 0 without one: everyone).
 */
export const userKinds = ['rep', 'supervisor', 'admin'] as const;
export const userKind = z.enum(userKinds);
export type UserKind = z.infer<typeof userKind>;

export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  representativeId: z.number().int(),
  supervisorId: z.number().int().nullable(),
  kind: userKind,
  name: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const accountExt = z.object({
  username: z.string(),
  representativeId: z.number().int(),
  supervisorId: z.number().int().nullable(),
  /** Reps this user may see: one id for a rep, the team for a supervisor, null for everyone. */
  scope: z.array(z.number().int()).nullable(),
  tokenExpiresAt: z.string(),
});
export type AccountExt = z.infer<typeof accountExt>;

export const loginCall = defineCall({
  method: 'POST',
  url: '/api/login',
  body: loginBody,
  answer: tokenAnswer,
});
export const currentUserCall = defineCall({
  method: 'GET',
  url: '/api/v1/representative/current-user',
  answer: currentUser,
});
export const renewTokenCall = defineCall({
  method: 'GET',
  url: '/api/account/users/renew-authorities',
  answer: tokenAnswer,
});
export const accountCall = defineCall({ method: 'GET', url: '/api/account/users/ext', answer: accountExt });
/** Signs this session out: its token and every renewal of it answer 401 from then on, on every instance. */
export const logoutCall = defineCall({ method: 'POST', url: '/api/logout', answer: z.null() });
/** Signs every session of the user out, on every device ("Sair de todos os aparelhos"). */
export const logoutEverywhereCall = defineCall({
  method: 'POST',
  url: '/api/logout/everywhere',
  answer: z.null(),
});
