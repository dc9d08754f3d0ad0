import { z } from 'zod';
import { defineCall } from './common.ts';

export const loginBody = z.object({
  username: z.string().trim().min(1, 'Preencha o usuário!').max(100),
  password: z.string().min(1, 'Preencha a senha!').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST api/login answers the token itself as the body (docs/product.md §7). */
export const tokenAnswer = z.string();

export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  representativeId: z.number().int(),
  supervisorId: z.number().int().nullable(),
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

export const loginCall = defineCall('POST', '/api/login');
export const currentUserCall = defineCall('GET', '/api/v1/representative/current-user');
export const renewTokenCall = defineCall('GET', '/api/account/users/renew-authorities');
export const accountCall = defineCall('GET', '/api/account/users/ext');
/** Signs this session out: its token and every renewal of it answer 401 from then on, on every instance. */
export const logoutCall = defineCall('POST', '/api/logout');
/** Signs every session of the user out, on every device ("Sair de todos os aparelhos"). */
export const logoutEverywhereCall = defineCall('POST', '/api/logout/everywhere');
