import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../testing/test-database.ts';
import { auditTrailOf } from '../../../domain/audit/audit-log.queries.ts';
import { buildIntegrationFixtureApp } from '../../../testing/integration-fixture.ts';
import { sharedFixture } from '../../../testing/shared-fixture.ts';

type User = {
  id: number;
  username: string;
  representativeId: number;
  supervisorId: number | null;
  active: boolean;
};

describe.each(databaseKinds)('integração: usuários (%s)', (kind) => {
  const f = sharedFixture(() => buildIntegrationFixtureApp(kind), 60_000);

  const usernames = async () =>
    (await f.call('GET', '/api/v1/users', 'ADMIN'))
      .json<User[]>()
      .map((u) => u.username)
      .sort();
  const loginStatus = async (username: string, password: string) =>
    (await f.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } })).statusCode;

  it('só o administrador (representante 0 sem supervisor) gerencia usuários', async () => {
    expect(await usernames()).toEqual(['ADMIN', 'ANA', 'BRUNO', 'CARLA', 'SUPNORTE']);
    const list = (await f.call('GET', '/api/v1/users', 'ADMIN')).json<User[]>();
    expect(list.find((u) => u.username === 'SUPNORTE')).toMatchObject({
      representativeId: 0,
      supervisorId: 1,
      active: true,
    });
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password/i);
    for (const user of ['ANA', 'SUPNORTE'] as const) {
      const answer = await f.call('GET', '/api/v1/users', user);
      expect(answer.status).toBe(403);
      expect(answer.json()).toEqual({
        error: {
          code: 'FORBIDDEN',
          message: 'Somente administradores (representante 0 sem supervisor) gerenciam usuários',
        },
      });
      expect(
        (
          await f.call('POST', '/api/v1/users', user, {
            username: 'X1',
            password: 'SENHA-X1',
            representativeId: 10,
          })
        ).status,
      ).toBe(403);
    }
    expect((await f.call('GET', '/api/v1/users')).status).toBe(401);
    expect(await usernames()).toEqual(['ADMIN', 'ANA', 'BRUNO', 'CARLA', 'SUPNORTE']);
  });

  it('cria (maiúsculas, senha com hash, auditado), recusa repetido e referências inexistentes', async () => {
    const created = await f.call('POST', '/api/v1/users', 'ADMIN', {
      username: 'diana',
      password: 'senha-diana',
      representativeId: 0,
      supervisorId: 2,
    });
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({
      username: 'DIANA',
      representativeId: 0,
      supervisorId: 2,
      active: true,
    });
    expect(await loginStatus('DIANA', 'SENHA-DIANA')).toBe(200);
    const token = await f.login('DIANA', 'SENHA-DIANA');
    // DIANA sees supervisor 2's team: CARLA's customer TETA only.
    const customers = await f.call('GET', '/api/v1/customers', token);
    expect(customers.json<{ totalElements: number }>().totalElements).toBe(1);
    const trail = await auditTrailOf(f.handle.db, 'user', 'DIANA');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      username: 'ADMIN',
      action: 'create',
      oldValue: null,
      newValue: { username: 'DIANA', representativeId: 0, supervisorId: 2, active: true },
    });
    const bad = async (body: unknown, status: number, message: string) => {
      const answer = await f.call('POST', '/api/v1/users', 'ADMIN', body);
      expect(answer.status).toBe(status);
      expect(answer.json<{ error: { message: string } }>().error.message).toContain(message);
    };
    await bad(
      { username: 'Diana', password: 'OUTRA-SENHA', representativeId: 10 },
      409,
      'O usuário DIANA já existe',
    );
    await bad(
      { username: 'EVA', password: 'SENHA-EVA', representativeId: 99 },
      400,
      'Representante 99 não existe',
    );
    await bad(
      { username: 'EVA', password: 'SENHA-EVA', representativeId: 0, supervisorId: 9 },
      400,
      'Supervisor 9 não existe',
    );
    await bad(
      { username: 'EVA', password: 'SENHA-EVA', representativeId: 10, supervisorId: 1 },
      400,
      'Supervisor só se aplica',
    );
    await bad(
      { username: 'EVA', password: '123', representativeId: 10 },
      400,
      'Senha com menos de 6 caracteres',
    );
    await bad(
      { username: 'EVA LOPES', password: 'SENHA-EVA', representativeId: 10 },
      400,
      'Usuário inválido',
    );
    expect(await usernames()).toEqual(['ADMIN', 'ANA', 'BRUNO', 'CARLA', 'DIANA', 'SUPNORTE']);
  });

  it('não cria administrador por omissão: representante e, sem ele, supervisor são escolhidos', async () => {
    const answer = async (body: Record<string, unknown>) => {
      const response = await f.call('POST', '/api/v1/users', 'ADMIN', {
        username: 'GIL',
        password: 'SENHA-GIL',
        ...body,
      });
      return { status: response.status, error: response.json<{ error?: unknown }>().error };
    };
    expect(await answer({})).toEqual({
      status: 400,
      error: {
        code: 'BAD_REQUEST',
        message:
          'Informe o representante do login (representativeId), ou 0 para um supervisor ou administrador',
        field: 'representativeId',
      },
    });
    expect(await answer({ representativeId: 0 })).toEqual({
      status: 400,
      error: {
        code: 'BAD_REQUEST',
        message:
          'Informe o supervisor do login (supervisorId), ou null para um administrador, que vê todos os representantes',
        field: 'supervisorId',
      },
    });
    expect(await usernames()).not.toContain('GIL');
    expect(await auditTrailOf(f.handle.db, 'user', 'GIL')).toEqual([]);
    // Said in so many words, an administrator is made.
    const admin = await f.call('POST', '/api/v1/users', 'ADMIN', {
      username: 'GIL',
      password: 'SENHA-GIL',
      representativeId: 0,
      supervisorId: null,
    });
    expect(admin.status).toBe(201);
    expect(admin.json()).toMatchObject({ username: 'GIL', representativeId: 0, supervisorId: null });
  });

  it('troca de senha derruba os tokens antigos; desativar também; auditado', async () => {
    const created = await f.call('POST', '/api/v1/users', 'ADMIN', {
      username: 'FABIO',
      password: 'SENHA-FABIO',
      representativeId: 11,
    });
    const id = created.json<User>().id;
    const oldToken = await f.login('FABIO', 'SENHA-FABIO');
    expect((await f.call('GET', '/api/v1/representative/current-user', oldToken)).status).toBe(200);

    const changed = await f.call('PUT', `/api/v1/users/${id}`, 'ADMIN', { password: 'nova-senha' });
    expect(changed.status).toBe(200);
    expect((await f.call('GET', '/api/v1/representative/current-user', oldToken)).status).toBe(401);
    expect(await loginStatus('FABIO', 'SENHA-FABIO')).toBe(401);
    const newToken = await f.login('FABIO', 'NOVA-SENHA');
    expect(
      (await f.call('GET', '/api/v1/customers', newToken)).json<{ totalElements: number }>().totalElements,
    ).toBe(1);

    // Moving FABIO to rep 10 changes his scope at once (the user row is read on every request) without a logout.
    await f.call('PUT', `/api/v1/users/${id}`, 'ADMIN', { representativeId: 10 });
    expect(
      (await f.call('GET', '/api/v1/customers', newToken)).json<{ totalElements: number }>().totalElements,
    ).toBe(6);

    const disabled = await f.call('DELETE', `/api/v1/users/${id}`, 'ADMIN');
    expect(disabled.json()).toMatchObject({ username: 'FABIO', active: false, representativeId: 10 });
    expect((await f.call('GET', '/api/v1/customers', newToken)).status).toBe(401);
    expect(await loginStatus('FABIO', 'NOVA-SENHA')).toBe(401);
    expect((await f.call('GET', `/api/v1/users/${id}`, 'ADMIN')).json()).toMatchObject({ active: false });

    const trail = await auditTrailOf(f.handle.db, 'user', 'FABIO');
    expect(trail.map((row) => row.action)).toEqual(['create', 'update', 'update', 'disable']);
    expect(trail[1]?.newValue).toMatchObject({ passwordChanged: true });
    expect(JSON.stringify(trail)).not.toMatch(/scrypt|NOVA-SENHA/);

    const adminId = (await f.call('GET', '/api/v1/users', 'ADMIN'))
      .json<User[]>()
      .find((u) => u.username === 'ADMIN')?.id;
    expect((await f.call('DELETE', `/api/v1/users/${adminId}`, 'ADMIN')).json()).toMatchObject({
      error: { message: 'Você não pode desativar o próprio usuário' },
    });
    expect((await f.call('PUT', '/api/v1/users/9999', 'ADMIN', { active: true })).status).toBe(404);
    expect((await f.call('DELETE', `/api/v1/users/${id}`, 'SUPNORTE')).status).toBe(403);
  });
});
