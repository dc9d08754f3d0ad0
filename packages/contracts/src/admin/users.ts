import { z } from 'zod';
import { count, defineCall } from '../common.ts';
import { integrationUser } from '../integration/users.ts';

/** A login as the Usuários screen lists it: the users API's row plus its sign-in state. */
export const adminUser = integrationUser.extend({
  /** The rep's or the supervisor's name, for reading the list. */
  representativeName: z.string().nullable(),
  supervisorName: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  /** Sign-in refused right now by the throttle for this username (docs/decisions/081). */
  throttled: z.boolean(),
  /** users.csv of the last import lists this login: a later import overwrites a change made here. */
  fromErp: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsers = z.array(adminUser);

export const unlockAnswer = z.object({ username: z.string(), clearedFailures: count });
export type UnlockAnswer = z.infer<typeof unlockAnswer>;

export const adminUserIdParams = z.object({
  id: z.coerce.number({ error: 'Usuário inválido' }).int().min(1, 'Usuário inválido').max(2_147_483_647),
});

export const adminUsersCall = defineCall({ method: 'GET', url: '/api/v1/admin/users', answer: adminUsers });
export const unlockUserCall = defineCall({
  method: 'POST',
  url: '/api/v1/admin/users/:id/unlock',
  params: adminUserIdParams,
  answer: unlockAnswer,
});
