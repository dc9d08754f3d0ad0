import { z } from 'zod';
import { count, defineCall } from '../common.ts';

// Users administration (docs/product.md §7 "create, update, delete"), for rep-0 administrators without a supervisor only.
// Usernames and passwords are upper-cased, as the sign-in screen forces upper case (docs/decisions/062).

const username = z
  .string({ error: 'Informe o usuário' })
  .trim()
  .min(1, 'Informe o usuário')
  .max(50, 'Usuário com mais de 50 caracteres')
  .regex(/^[A-Za-z0-9._-]+$/, 'Usuário inválido: use letras, números, ponto, hífen ou sublinhado')
  .transform((value) => value.toUpperCase());
const password = z
  .string({ error: 'Informe a senha' })
  .min(6, 'Senha com menos de 6 caracteres')
  .max(100, 'Senha com mais de 100 caracteres');
const representativeId = z
  .number({ error: 'Representante inválido' })
  .int('Representante inválido')
  .min(0, 'Representante inválido')
  .max(2_147_483_647, 'Representante inválido');
const supervisorId = z
  .number({ error: 'Supervisor inválido' })
  .int('Supervisor inválido')
  .min(1, 'Supervisor inválido')
  .max(2_147_483_647, 'Supervisor inválido')
  .nullable();

export const integrationUser = z
  .object({
    id: count,
    username: z.string(),
    /** 0 = may choose any rep of its scope. */
    representativeId: count,
    /** Limits a rep-0 user to that supervisor's team; null = every rep. */
    supervisorId: count.nullable(),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({
    example: {
      id: 6,
      username: 'DIANA',
      representativeId: 0,
      supervisorId: 2,
      active: true,
      createdAt: '2025-09-30T12:00:00.000Z',
      updatedAt: '2025-09-30T12:00:00.000Z',
    },
  });
export type IntegrationUser = z.infer<typeof integrationUser>;
export const integrationUsers = z.array(integrationUser);

/** Told apart from a wrong value, so a login is never made an administrator by leaving a field out. */
export const CHOOSE_REPRESENTATIVE =
  'Informe o representante do login (representativeId), ou 0 para um supervisor ou administrador';
export const CHOOSE_SUPERVISOR =
  'Informe o supervisor do login (supervisorId), ou null para um administrador, que vê todos os representantes';

/**
 * No defaults for whom the login sees: an administrator (representative 0, no supervisor) is said in so many words
 * (docs/decisions/186).
 */
export const userCreateBody = z
  .object({
    username,
    password,
    representativeId: z
      .number({
        error: (issue) => (issue.input === undefined ? CHOOSE_REPRESENTATIVE : 'Representante inválido'),
      })
      .pipe(representativeId),
    supervisorId: supervisorId.optional(),
    active: z.boolean().default(true),
  })
  .refine((body) => body.representativeId > 0 || body.supervisorId !== undefined, {
    message: CHOOSE_SUPERVISOR,
    path: ['supervisorId'],
  })
  .meta({ example: { username: 'DIANA', password: 'SENHA-DIANA', representativeId: 0, supervisorId: 2 } });
export type UserCreateBody = z.infer<typeof userCreateBody>;

/** Every field optional; a new password logs the user out everywhere (its token version is bumped). */
export const userUpdateBody = z
  .object({
    password: password.optional(),
    representativeId: representativeId.optional(),
    supervisorId: supervisorId.optional(),
    active: z.boolean().optional(),
  })
  .meta({ example: { password: 'NOVA-SENHA', active: true } });
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const userIdParams = z.object({
  id: z.coerce
    .number({ error: 'Usuário inválido' })
    .int('Usuário inválido')
    .min(1, 'Usuário inválido')
    .max(2_147_483_647),
});

export const usersCall = defineCall({ method: 'GET', url: '/api/v1/users', answer: integrationUsers });
export const userCall = defineCall({
  method: 'GET',
  url: '/api/v1/users/:id',
  params: userIdParams,
  answer: integrationUser,
});
export const createUserCall = defineCall({
  method: 'POST',
  url: '/api/v1/users',
  body: userCreateBody,
  answer: integrationUser,
});
export const updateUserCall = defineCall({
  method: 'PUT',
  url: '/api/v1/users/:id',
  params: userIdParams,
  body: userUpdateBody,
  answer: integrationUser,
});
export const deleteUserCall = defineCall({
  method: 'DELETE',
  url: '/api/v1/users/:id',
  params: userIdParams,
  answer: integrationUser,
});
