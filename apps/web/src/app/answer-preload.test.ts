import { hashKey } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCarriedFilters } from '../components/report-page/carried-filters.ts';
import { keepFilters } from '../components/report-page/kept-filters.ts';
import { goalSalesQueryOptions } from '../features/charts/api/get-goal-sales.ts';
import { indicatorAnswerOptions } from '../features/charts/api/indicator-answers.ts';
import { defaultChartsFilters, monthQuery } from '../features/charts/utils/charts-filters.ts';
import { approvalsListKey } from '../features/approvals/api/get-order-approvals.ts';
import { ApprovalsPage } from '../features/approvals/approvals-page.tsx';
import { awaiting, ESTRELA, supervisorUser } from '../features/approvals/test-fixtures.ts';
import { commissionStatementQueryOptions } from '../features/commission/api/get-commission-statement.ts';
import {
  commissionQueryOf,
  defaultCommissionFilters,
} from '../features/commission/utils/commission-filters.ts';
import { customerOrdersQueryOptions } from '../features/customers/api/get-customer-orders.ts';
import { duplicatesQueryOptions } from '../features/duplicates/api/get-duplicates.ts';
import { orderDraftsQueryOptions } from '../features/orders/api/get-order-drafts.ts';
import { teamBoardQueryOptions } from '../features/team/api/get-team-board.ts';
import { visitPlanQueryOptions } from '../features/visit-plan/api/get-visit-plan.ts';
import { rememberChoice } from '../features/visit-plan/utils/visit-plan-filters.ts';
import { walletQueryOptions } from '../features/wallet/api/get-wallet.ts';
import { WalletPage } from '../features/wallet/wallet-page.tsx';
import { setCurrentUser } from '../lib/auth/session-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { storageKeys, writeStorage } from '../lib/storage.ts';
import { adminUser, callsTo, json, mockFetch, repUser } from '../test/fetch-mock.ts';
import { mountScreen, stubLayout } from '../test/render-screen.tsx';
import { openingAnswersAt, preloadAnswers } from './answer-preload.ts';

stubLayout({ height: 600, width: 3000 });

/** The keys asked ahead for an address, as the query cache hashes them. */
const keysAt = (address: string, user = repUser) => {
  const url = new URL(address, 'http://portal.test');
  return openingAnswersAt(url.pathname, url.search, user).map((answer) => hashKey(answer.options.queryKey));
};
const keyOf = (options: { queryKey: readonly unknown[] }) => hashKey(options.queryKey);

describe('the opened screen’s answer asked ahead', () => {
  beforeEach(() => {
    queryClient.clear();
    writeStorage(storageKeys.keptFilters, null);
    writeStorage(storageKeys.lastFilters, null, 'session');
  });

  it('is keyed as each screen asks for it, a rep’s own representative whatever the address says', () => {
    expect(keysAt('/wallet?consulta=1&representativeId=9&cities=4106902')).toEqual([
      keyOf(walletQueryOptions({ representativeId: 1, cities: [4106902], customers: undefined })),
    ]);
    expect(keysAt('/duplicates?consulta=1')).toEqual([
      keyOf(duplicatesQueryOptions({ representativeId: 1 })),
    ]);
    expect(keysAt('/customers?consulta=1&initialIssueDate=2026-10-01&finalIssueDate=2026-11-30')).toEqual([
      keyOf(
        customerOrdersQueryOptions({
          initialIssueDate: '2026-10-01',
          finalIssueDate: '2026-11-30',
          representativeId: 1,
          route: undefined,
          cities: undefined,
          customers: undefined,
        }),
      ),
    ]);
    expect(keysAt('/commission?consulta=1&date=2026-10-01')).toEqual([
      keyOf(commissionStatementQueryOptions({ date: '2026-10-01', representativeId: 1 })),
    ]);
    expect(keysAt('/visitPlan?route=2&consulta=1')).toEqual([
      keyOf(visitPlanQueryOptions({ representativeId: 1, route: 2 })),
    ]);
    expect(keysAt('/orders')).toEqual([keyOf(orderDraftsQueryOptions({ status: undefined }))]);
  });

  it('asks every tile of Indicadores, for the rep, on the month the panel starts with', () => {
    const filters = { ...defaultChartsFilters(), representativeId: 1 };
    const tiles = indicatorAnswerOptions(filters).map(keyOf);
    expect(tiles).toHaveLength(8);
    expect(keysAt('/charts')).toEqual(tiles);
    expect(tiles[0]).toBe(keyOf(goalSalesQueryOptions(monthQuery(filters))));
    // A supervisor's tiles may start on the rep being viewed: the page asks them itself.
    expect(keysAt('/charts', adminUser)).toEqual([]);
  });

  it('opens Equipe and Comissão on their default month and a bare Plano de Visitas on the user’s last plan', () => {
    expect(keysAt('/commission')).toEqual([
      keyOf(
        commissionStatementQueryOptions(
          commissionQueryOf({ ...defaultCommissionFilters(), representativeId: 1 }),
        ),
      ),
    ]);
    const [team] = keysAt('/team');
    expect(team).toMatch(/^\["team-board",\{"date":"\d{4}-\d{2}-\d{2}","representativeId":1\}\]$/);
    expect(keysAt('/team?consulta=1&date=2026-10-15')).toEqual([
      keyOf(teamBoardQueryOptions({ date: '2026-10-15', representativeId: 1, supervisorId: undefined })),
    ]);
    expect(keysAt('/visitPlan')).toEqual([]);
    rememberChoice(repUser.username, { representativeId: 1, route: 3 });
    expect(keysAt('/visitPlan')).toEqual([keyOf(visitPlanQueryOptions({ representativeId: 1, route: 3 }))]);
  });

  it('asks a bare Carteira, Dup. Aberto and Clientes for the user’s last consultation there, as the screen reopens it', () => {
    keepFilters(repUser.username, 'wallet', new URLSearchParams('consulta=1&cities=4106902'));
    keepFilters(repUser.username, 'duplicates', new URLSearchParams('consulta=1&onlyOverdue=true'));
    keepFilters(
      repUser.username,
      'customers',
      new URLSearchParams('consulta=1&initialIssueDate=2026-10-01&finalIssueDate=2026-11-30&route=12'),
    );
    expect(keysAt('/wallet')).toEqual([
      keyOf(walletQueryOptions({ representativeId: 1, cities: [4106902], customers: undefined })),
    ]);
    expect(keysAt('/duplicates')).toEqual([keyOf(duplicatesQueryOptions({ representativeId: 1 }))]);
    expect(keysAt('/customers')).toEqual([
      keyOf(
        customerOrdersQueryOptions({
          initialIssueDate: '2026-10-01',
          finalIssueDate: '2026-11-30',
          representativeId: 1,
          route: 12,
          cities: undefined,
          customers: undefined,
        }),
      ),
    ]);
    // An address naming its own filters is taken as it is.
    expect(keysAt('/wallet?consulta=1')).toEqual([
      keyOf(walletQueryOptions({ representativeId: 1, cities: undefined, customers: undefined })),
    ]);
    // Another login has none of them.
    expect(keysAt('/wallet', { ...repUser, username: 'REP2', representativeId: 2 })).toEqual([]);
  });

  it('asks a bare report nothing once filters were carried to it from a later Consultar elsewhere', () => {
    keepFilters(repUser.username, 'wallet', new URLSearchParams('consulta=1&cities=4106902'));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 1_000);
    recordCarriedFilters(repUser.username, { cities: [3550308] }, false);
    expect(keysAt('/wallet')).toEqual([]);
  });

  it('asks nothing where the screen waits for a Consultar, a page or a typed representative', () => {
    // No filters in the address and none kept: the Filtros panel opens and waits.
    expect(keysAt('/wallet')).toEqual([]);
    expect(keysAt('/duplicates')).toEqual([]);
    // A whole scope comes in pages, and a supervisor's Pedidos list waits for a representative.
    expect(keysAt('/duplicates?consulta=1', adminUser)).toEqual([]);
    expect(keysAt('/orders', adminUser)).toEqual([]);
    // A year and more of Clientes comes in pages too.
    expect(keysAt('/customers?consulta=1&initialIssueDate=2025-01-01&finalIssueDate=2026-11-30')).toEqual([]);
    // An address that does not parse, the dashboard, an order's own page, an unknown path.
    expect(keysAt('/wallet?consulta=1&cities=abc')).toEqual([]);
    expect(keysAt('/')).toEqual([]);
    expect(keysAt('/orders/new')).toEqual([]);
    expect(keysAt('/nada?consulta=1')).toEqual([]);
  });

  it('asks nothing without a last known user', () => {
    const fetchMock = mockFetch({});
    expect(preloadAnswers(queryClient, { pathname: '/wallet', search: '?consulta=1' }, null)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the screen shows the answer asked before it rendered, without asking again', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/reports/wallet': () =>
        json([
          {
            statusColor: 'red',
            status: 'blocked',
            statusDescription: 'Bloqueado',
            salesOrder: 501,
            deliveryDate: '2026-12-05',
            customerName: 'LOJA UM',
            customerRegister: '11222333000181',
            cityName: 'SÃO PAULO',
            stateCode: 'SP',
            priceTable: 'T1',
            sold: 120,
            soldValue: 1234.5,
            invoicedValue: 234.5,
            toBeInvoicedValue: 1000,
          },
        ]),
    });
    preloadAnswers(queryClient, { pathname: '/wallet', search: '?consulta=1' }, repUser);
    expect(callsTo(fetchMock, '/api/v1/reports/wallet')).toHaveLength(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/reports/wallet?representativeId=1');

    setCurrentUser(repUser);
    mountScreen('/wallet?consulta=1', createElement(WalletPage), { keepCache: true });
    expect(await screen.findByText('1 registro')).toBeInTheDocument();
    expect(screen.getAllByText('R$ 1.234,50').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, '/api/v1/reports/wallet')).toHaveLength(1);
  });

  it('draws Aprovações from the list asked ahead of its code, for an approver only, without asking again', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/order-approvals': () => json([awaiting(ESTRELA, 'MODAS ESTRELA LTDA')]),
    });
    // A rep's Aprovações is the server's 403: nothing is asked ahead for it.
    expect(preloadAnswers(queryClient, { pathname: '/approvals', search: '' }, repUser)).toEqual([]);
    expect(preloadAnswers(queryClient, { pathname: '/approvals', search: '' }, supervisorUser)).toHaveLength(
      1,
    );
    // Arrived before the screen's code, as on a phone whose chunks come after the answer.
    await waitFor(() => expect(queryClient.getQueryState(approvalsListKey)?.status).toBe('success'));

    setCurrentUser(supervisorUser);
    mountScreen('/approvals', createElement(ApprovalsPage), { keepCache: true });
    expect(await screen.findByRole('heading', { name: 'MODAS ESTRELA LTDA' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/order-approvals')).toHaveLength(1);
  });
});
