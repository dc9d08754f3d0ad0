import { MAX_PERIOD_YEARS } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';
import type { EmbeddedEngine } from '../../apps/server/src/db/embedded-engine.ts';
import { notificationsOf } from '../../apps/server/src/modules/inbox/notifications.queries.ts';
import { duplicateGridRowsOf } from '../../apps/server/src/modules/reports/duplicates.queries.ts';
import { walletGridRowsOf } from '../../apps/server/src/domain/order-grids/wallet-grid.queries.ts';
import { customersWithOrdersOf } from '../../apps/server/src/modules/customers/customer-orders.queries.ts';
import { teamBoardOfMonth } from '../../apps/server/src/domain/team/team-board.queries.ts';
import { allUsers } from '../../apps/server/src/domain/users/logins.queries.ts';
import {
  peopleNames,
  signInStates,
  usernamesCreatedHere,
} from '../../apps/server/src/modules/admin-users/sign-in-state.queries.ts';
import { importHistory, lastEndedImportRun } from '../../apps/server/src/import/import-history.queries.ts';
import { latestAuditEntries } from '../../apps/server/src/modules/audit/audit-trail.queries.ts';
import { currentDataVersion } from '../../apps/server/src/db/data-version.queries.ts';
import { databaseBytes } from '../../apps/server/src/modules/admin-system/system.queries.ts';
import { databaseAnswers } from '../../apps/server/src/modules/health/health.queries.ts';
import { monthOf } from '../../apps/server/src/domain/months/month.ts';
import {
  CUSTOMERS_FIRST_PAGE_SIZE,
  CUSTOMERS_NEXT_PAGE_SIZE,
  FIRST_PAGE_SIZE,
  NEXT_PAGE_SIZE,
} from '../../apps/web/src/lib/paged-grid-sizes.ts';
import type { BenchCall, BenchContext } from './calls.ts';

/**
 * The administrator's calls (a rep-0 login without a team: every rep of the company), each with the administrator's
 * token and without a rep named, as the screens ask them when the Representante field is left empty (the grids also
 * page by page, as the web's Dup. Aberto asks a whole scope); Clientes also
 * for one rep the administrator types, over the longest period the filter allows. All are `company` calls: timed
 * `--company-rounds` times in all rather than per chosen rep, since the rep does not change what they read.
 */
export const adminCalls = async ({
  today,
  db,
  embedded,
}: BenchContext & { db: Kysely<Database>; embedded?: EmbeddedEngine | undefined }): Promise<BenchCall[]> => {
  // The pages after the first: each starts after the first page's last row, as the screen asks it.
  const firstDuplicates = await duplicateGridRowsOf(db, { today, reps: null, pageSize: FIRST_PAGE_SIZE });
  const firstOrders = await walletGridRowsOf(db, { reps: null, pageSize: FIRST_PAGE_SIZE });
  const cursors = {
    duplicate: firstDuplicates.at(-1)?.duplicate ?? '',
    order: firstOrders.at(-1)?.salesOrder ?? 0,
  };
  // Clientes' next page starts after each rep's first page of customers (by name, then register).
  const lastOfFirstPages = await db
    .selectFrom((inner) =>
      inner
        .selectFrom('customers')
        .select([
          'representative_id',
          'register',
          sql<number>`row_number() over (partition by representative_id order by name, register)`.as('place'),
        ])
        .as('ranked'),
    )
    .select(['representative_id', 'register'])
    .where('place', '=', CUSTOMERS_FIRST_PAGE_SIZE)
    .execute();
  const firstCustomerOf = new Map(
    lastOfFirstPages.map((row) => [row.representative_id, row.register.trim()]),
  );
  const month = monthOf(today);
  // The Clientes screen's longest month range: the 60 months ending with today's.
  const first = new Date(`${month.first}T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - (MAX_PERIOD_YEARS * 12 - 1));
  const fiveYearsAgo = first.toISOString().slice(0, 10);
  type ClientesPage = { afterCustomer?: string; pageSize?: number };
  const clientesUrl = (rep: number, page: ClientesPage) =>
    `/api/v1/customer/orders?initialIssueDate=${fiveYearsAgo}&finalIssueDate=${month.last}&representativeId=${rep}` +
    (page.afterCustomer === undefined ? '' : `&afterCustomer=${page.afterCustomer}`) +
    (page.pageSize === undefined ? '' : `&pageSize=${page.pageSize}`);
  const clientesOf = (db: Kysely<Database>, rep: number, page: ClientesPage) =>
    customersWithOrdersOf(db, { today, reps: [rep], start: fiveYearsAgo, end: month.last, ...page });
  // A rep with a single page of customers asks its first page again, at the larger size.
  const nextClientesPage = (rep: number): ClientesPage => {
    const afterCustomer = firstCustomerOf.get(rep);
    return afterCustomer === undefined
      ? { pageSize: CUSTOMERS_NEXT_PAGE_SIZE }
      : { afterCustomer, pageSize: CUSTOMERS_NEXT_PAGE_SIZE };
  };
  const admin = { as: 'admin' as const, company: true };
  return [
    {
      ...admin,
      name: 'admin: notifications',
      url: () => '/api/v1/notifications',
      bare: (db) => notificationsOf(db, { reps: null, today, lastOpenedOn: null }),
    },
    {
      ...admin,
      name: 'admin: reports/duplicates',
      url: () => '/api/v1/reports/duplicates',
      bare: (db) => duplicateGridRowsOf(db, { today, reps: null }),
    },
    {
      ...admin,
      name: 'admin: reports/wallet',
      url: () => '/api/v1/reports/wallet',
      bare: (db) => walletGridRowsOf(db, { reps: null }),
    },
    {
      ...admin,
      name: 'admin: duplicates 1ª página',
      url: () => `/api/v1/reports/duplicates?pageSize=${FIRST_PAGE_SIZE}`,
      bare: (db) => duplicateGridRowsOf(db, { today, reps: null, pageSize: FIRST_PAGE_SIZE }),
    },
    {
      ...admin,
      name: 'admin: duplicates página seguinte',
      url: () =>
        `/api/v1/reports/duplicates?afterDuplicate=${encodeURIComponent(cursors.duplicate)}&pageSize=${NEXT_PAGE_SIZE}`,
      bare: (db) =>
        duplicateGridRowsOf(db, {
          today,
          reps: null,
          afterDuplicate: cursors.duplicate,
          pageSize: NEXT_PAGE_SIZE,
        }),
    },
    {
      ...admin,
      name: 'admin: wallet 1ª página',
      url: () => `/api/v1/reports/wallet?pageSize=${FIRST_PAGE_SIZE}`,
      bare: (db) => walletGridRowsOf(db, { reps: null, pageSize: FIRST_PAGE_SIZE }),
    },
    {
      ...admin,
      name: 'admin: wallet página seguinte',
      url: () => `/api/v1/reports/wallet?afterOrder=${cursors.order}&pageSize=${NEXT_PAGE_SIZE}`,
      bare: (db) => walletGridRowsOf(db, { reps: null, afterOrder: cursors.order, pageSize: NEXT_PAGE_SIZE }),
    },
    {
      ...admin,
      name: 'admin: customer/orders 5 anos',
      url: (rep) => clientesUrl(rep, {}),
      bare: (db, rep) => clientesOf(db, rep, {}),
    },
    {
      ...admin,
      name: 'admin: customer/orders 5 anos 1ª página',
      url: (rep) => clientesUrl(rep, { pageSize: CUSTOMERS_FIRST_PAGE_SIZE }),
      bare: (db, rep) => clientesOf(db, rep, { pageSize: CUSTOMERS_FIRST_PAGE_SIZE }),
    },
    {
      ...admin,
      name: 'admin: customer/orders 5 anos página seguinte',
      url: (rep) => clientesUrl(rep, nextClientesPage(rep)),
      bare: (db, rep) => clientesOf(db, rep, nextClientesPage(rep)),
    },
    {
      ...admin,
      name: 'admin: team/board',
      url: () => `/api/v1/team/board?date=${today}`,
      bare: (db) => teamBoardOfMonth(db, { reps: null, today, date: today }),
    },
    {
      ...admin,
      name: 'admin: admin/users',
      url: () => '/api/v1/admin/users',
      bare: (db) => Promise.all([allUsers(db), signInStates(db), peopleNames(db), usernamesCreatedHere(db)]),
    },
    {
      ...admin,
      name: 'admin: imports',
      url: () => '/api/v1/imports',
      bare: (db) => importHistory(db, 50),
    },
    {
      ...admin,
      name: 'admin: audit',
      url: () => '/api/v1/audit',
      bare: (db) => latestAuditEntries(db, { page: 1, limit: 100 }),
    },
    {
      ...admin,
      name: 'admin: admin/system',
      url: () => '/api/v1/admin/system',
      bare: async (db) => {
        await lastEndedImportRun(db);
        await currentDataVersion(db);
        return databaseBytes({ db, embedded });
      },
    },
    {
      ...admin,
      name: 'admin: health/ready',
      url: () => '/health/ready',
      bare: (db) => databaseAnswers(db),
    },
  ];
};
