import type { OrderDraftSummary } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOrdersApp,
  CHARME,
  ESTRELA,
  type OrdersApp,
  type OrderUser,
} from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// The access matrix of Pedidos (docs/domain.md §4 and §6), every call × every kind of caller, on test-fixtures/orders:
// REP1 and REP2 are reps 1 and 2, both in SUPER's team; SUPER2 supervises nobody; ADMIN sees every rep. ESTRELA is
// rep 1's customer, CHARME rep 2's. Outside the scope is 403 with nothing written; without a token, 401.

type Caller = OrderUser | 'NONE';
const everyone: Caller[] = ['REP1', 'REP2', 'SUPER', 'SUPER2', 'ADMIN', 'NONE'];
/** Who may act on rep 1's data. */
const rep1Matrix: Record<Caller, number> = {
  REP1: 200,
  REP2: 403,
  SUPER: 200,
  SUPER2: 403,
  ADMIN: 200,
  NONE: 401,
};
/** Who may pull the export: only who sees every rep. */
const everyRepMatrix: Record<Caller, number> = {
  REP1: 403,
  REP2: 403,
  SUPER: 403,
  SUPER2: 403,
  ADMIN: 200,
  NONE: 401,
};

const draftId = (caller: Caller, n: number) =>
  `0${n}000000-0000-4000-8000-${String(everyone.indexOf(caller)).padStart(12, '0')}`;

describe.each(databaseKinds)('Pedidos access matrix on %s', (kind) => {
  let t: OrdersApp;
  const REP1_DRAFT = '0a000000-0000-4000-8000-0000000000a1';
  const REP2_DRAFT = '0b000000-0000-4000-8000-0000000000b2';
  beforeAll(async () => {
    t = await buildOrdersApp(kind);
    const body = (customerRegister: string) => ({
      customerRegister,
      paymentDays: 30,
      discountPercent: 0,
      items: [{ reference: 'VER25.0003', parts: 2 }],
    });
    expect((await t.call('PUT', `/api/v1/order-drafts/${REP1_DRAFT}`, 'REP1', body(ESTRELA))).status).toBe(
      200,
    );
    expect((await t.call('PUT', `/api/v1/order-drafts/${REP2_DRAFT}`, 'REP2', body(CHARME))).status).toBe(
      200,
    );
  });
  afterAll(async () => t?.close());

  const as = async (
    caller: Caller,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<{ status: number; body: unknown }> => {
    if (caller !== 'NONE') return t.call(method, url, caller, payload);
    const response = await t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const rows = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.handle.db))
        .rows[0]?.n,
    );

  it.each([
    `/api/v1/catalog?customerRegister=${ESTRELA}`,
    `/api/v1/order-context?customerRegister=${ESTRELA}`,
    '/api/v1/order-repeat/100002',
    `/api/v1/order-drafts/${'0a000000-0000-4000-8000-0000000000a1'}`,
  ])('GET %s follows the scope of rep 1', async (url) => {
    for (const caller of everyone)
      expect((await as(caller, 'GET', url)).status, caller).toBe(rep1Matrix[caller]);
  });

  it('lists exactly the drafts of the reps read, and refuses naming a rep outside the scope', async () => {
    const expected: Record<Caller, string[] | number> = {
      REP1: [REP1_DRAFT],
      REP2: [REP2_DRAFT],
      SUPER: [REP1_DRAFT, REP2_DRAFT].sort(),
      SUPER2: [],
      ADMIN: [REP1_DRAFT, REP2_DRAFT].sort(),
      NONE: 401,
    };
    for (const caller of everyone) {
      const answer = await as(caller, 'GET', '/api/v1/order-drafts');
      if (typeof expected[caller] === 'number') expect(answer.status, caller).toBe(expected[caller]);
      else
        expect((answer.body as OrderDraftSummary[]).map((row) => row.id).sort(), caller).toEqual(
          expected[caller],
        );
    }
    expect((await as('REP1', 'GET', '/api/v1/order-drafts?representativeId=2')).status).toBe(403);
    expect((await as('SUPER2', 'GET', '/api/v1/order-drafts?representativeId=1')).status).toBe(403);
  });

  it('saves, sends and deletes within the scope only, writing nothing outside it', async () => {
    const before = { drafts: await rows('order_drafts'), audit: await rows('audit_log') };
    const body = {
      customerRegister: ESTRELA,
      paymentDays: 0,
      discountPercent: 0,
      items: [{ reference: 'VER25.0003', parts: 1 }],
    };
    for (const caller of everyone)
      expect(
        (await as(caller, 'PUT', `/api/v1/order-drafts/${draftId(caller, 1)}`, body)).status,
        caller,
      ).toBe(rep1Matrix[caller]);
    // A rep-0 user naming a rep: inside the scope but not the customer's owner, or outside the scope.
    expect(
      (
        await as('SUPER', 'PUT', `/api/v1/order-drafts/${draftId('SUPER', 2)}`, {
          ...body,
          representativeId: 2,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await as('SUPER2', 'PUT', `/api/v1/order-drafts/${draftId('SUPER2', 2)}`, {
          ...body,
          representativeId: 1,
        })
      ).status,
    ).toBe(403);
    // Another rep's draft cannot be overwritten, even with the rep's own customer.
    expect(
      (await as('REP2', 'PUT', `/api/v1/order-drafts/${REP1_DRAFT}`, { ...body, customerRegister: CHARME }))
        .status,
    ).toBe(403);
    expect(await rows('order_drafts')).toBe(before.drafts + 3);

    for (const caller of ['REP2', 'SUPER2', 'NONE'] as const) {
      expect((await as(caller, 'POST', `/api/v1/order-drafts/${REP1_DRAFT}/send`, {})).status, caller).toBe(
        rep1Matrix[caller],
      );
      expect((await as(caller, 'DELETE', `/api/v1/order-drafts/${REP1_DRAFT}`)).status, caller).toBe(
        rep1Matrix[caller],
      );
    }
    expect(await rows('audit_log')).toBe(before.audit);
    expect((await as('SUPER', 'DELETE', `/api/v1/order-drafts/${draftId('SUPER', 1)}`)).status).toBe(200);
    expect((await as('REP1', 'POST', `/api/v1/order-drafts/${REP1_DRAFT}/send`, {})).status).toBe(200);
    const { rows: audit } = await sql<{ action: string; username: string }>`
      select action, username from audit_log where entity = 'order' order by id`.execute(t.handle.db);
    expect(audit).toEqual([
      { action: 'delete', username: 'SUPER' },
      { action: 'send', username: 'REP1' },
    ]);
  });

  it('lets only who sees every rep pull the export and mark an order exported', async () => {
    for (const caller of everyone)
      expect((await as(caller, 'GET', '/api/v1/order-drafts/export')).status, caller).toBe(
        everyRepMatrix[caller],
      );
    for (const caller of everyone.filter((one) => one !== 'ADMIN'))
      expect((await as(caller, 'POST', `/api/v1/order-drafts/${REP1_DRAFT}/exported`)).status, caller).toBe(
        everyRepMatrix[caller],
      );
    expect((await as('ADMIN', 'POST', `/api/v1/order-drafts/${REP1_DRAFT}/exported`)).status).toBe(200);
  });

  it('lets only who sees every rep give the ERP’s answer, writing nothing otherwise', async () => {
    const audit = await rows('audit_log');
    const refusal = { status: 'rejected', reason: 'Cliente bloqueado no ERP' };
    for (const caller of everyone.filter((one) => one !== 'ADMIN'))
      expect(
        (await as(caller, 'POST', `/api/v1/order-drafts/${REP1_DRAFT}/erp-answer`, refusal)).status,
        caller,
      ).toBe(everyRepMatrix[caller]);
    expect(await rows('audit_log')).toBe(audit);
    expect((await as('ADMIN', 'POST', `/api/v1/order-drafts/${REP1_DRAFT}/erp-answer`, refusal)).status).toBe(
      200,
    );
    expect(await rows('audit_log')).toBe(audit + 1);
  });

  it('lets only administrators reach Pedidos ao ERP, writing nothing otherwise', async () => {
    const audit = await rows('audit_log');
    for (const caller of everyone) {
      expect((await as(caller, 'GET', '/api/v1/admin/order-exports/pending')).status, caller).toBe(
        everyRepMatrix[caller],
      );
      expect((await as(caller, 'GET', '/api/v1/admin/order-exports')).status, caller).toBe(
        everyRepMatrix[caller],
      );
    }
    for (const caller of everyone.filter((one) => one !== 'ADMIN')) {
      expect((await as(caller, 'POST', '/api/v1/admin/order-exports')).status, caller).toBe(
        everyRepMatrix[caller],
      );
      expect((await as(caller, 'GET', '/api/v1/admin/order-exports/1/archive')).status, caller).toBe(
        everyRepMatrix[caller],
      );
    }
    expect(await rows('audit_log')).toBe(audit);
    expect(await rows('order_exports')).toBe(1);
  });

  it('copies an order for whoever reads it (201), writing nothing otherwise', async () => {
    const drafts = await rows('order_drafts');
    for (const caller of everyone)
      expect(
        (await as(caller, 'POST', `/api/v1/order-drafts/${REP1_DRAFT}/copy`, { id: draftId(caller, 3) }))
          .status,
        caller,
      ).toBe(rep1Matrix[caller] === 200 ? 201 : rep1Matrix[caller]);
    expect(await rows('order_drafts')).toBe(drafts + 3);
  });
});

// Approval (docs/domain.md §8.3) with terms/ on top (approval on): the awaiting orders and their approval or rejection
// by the approvers of the order's rep only; reps never, another team never; nothing written when refused.
describe.each(databaseKinds)('Aprovações access matrix on %s', (kind) => {
  let t: OrdersApp;
  const AWAITING = ['0e000000-0000-4000-8000-0000000000e1', '0e000000-0000-4000-8000-0000000000e2'];
  beforeAll(async () => {
    t = await buildOrdersApp(kind, { terms: true });
    // ESTRELA's 2 × 3.38 = 6.76 is below 30/60/90's minimum of 500.00: each waits for approval.
    for (const id of AWAITING) {
      const body = {
        customerRegister: ESTRELA,
        paymentConditionCode: '306090',
        discountPercent: 0,
        items: [{ reference: 'VER25.0003', parts: 2 }],
      };
      expect((await t.call('PUT', `/api/v1/order-drafts/${id}`, 'REP1', body)).status).toBe(200);
      const sent = await t.call<{ status: string }>('POST', `/api/v1/order-drafts/${id}/send`, 'REP1', {});
      expect(sent.body.status).toBe('awaiting-approval');
    }
  });
  afterAll(async () => t?.close());

  const as = async (caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    if (caller !== 'NONE') return t.call(method, url, caller, payload);
    const response = await t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  /** Who may approve rep 1's orders: its supervisor and administrators. */
  const approvers: Record<Caller, number> = {
    REP1: 403,
    REP2: 403,
    SUPER: 200,
    SUPER2: 403,
    ADMIN: 200,
    NONE: 401,
  };

  it('lists the awaiting orders of the approver’s scope only', async () => {
    const expected: Record<Caller, string[] | number> = {
      REP1: 403,
      REP2: 403,
      SUPER: AWAITING,
      SUPER2: [],
      ADMIN: AWAITING,
      NONE: 401,
    };
    for (const caller of everyone) {
      const answer = await as(caller, 'GET', '/api/v1/order-approvals');
      const want = expected[caller];
      if (typeof want === 'number') expect(answer.status, caller).toBe(want);
      else
        expect(
          (answer.body as { id: string }[]).map((row) => row.id),
          caller,
        ).toEqual(want);
    }
    expect((await as('SUPER2', 'GET', '/api/v1/order-approvals?representativeId=1')).status).toBe(403);
  });

  it('approves and rejects for the rep’s approvers only, writing nothing otherwise', async () => {
    const audit = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.handle.db)).rows[0]?.n,
      );
    const before = await audit();
    const [first, second] = AWAITING as [string, string];
    for (const caller of everyone.filter((one) => approvers[one] !== 200)) {
      expect((await as(caller, 'POST', `/api/v1/order-drafts/${first}/approve`, {})).status, caller).toBe(
        approvers[caller],
      );
      expect(
        (await as(caller, 'POST', `/api/v1/order-drafts/${first}/reject`, { reason: 'não' })).status,
        caller,
      ).toBe(approvers[caller]);
    }
    expect(await audit()).toBe(before);
    expect((await as('SUPER', 'POST', `/api/v1/order-drafts/${first}/approve`, {})).status).toBe(200);
    expect(
      (await as('ADMIN', 'POST', `/api/v1/order-drafts/${second}/reject`, { reason: 'não' })).status,
    ).toBe(200);
    expect(await audit()).toBe(before + 2);
  });
});
