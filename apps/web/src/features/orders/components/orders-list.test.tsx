import type { OrderDraftSummary } from '@portal/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../../lib/auth/session-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { callsTo, json, mockFetch, repUser } from '../../../test/fetch-mock.ts';
import { OrdersList } from './orders-list.tsx';

// The orders list reads the server page after page (docs/domain.md §6): no order is left off past the first page.

const ORDERS = 120;
const order = (n: number): OrderDraftSummary => ({
  id: `0a000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  status: 'draft',
  sentAt: null,
  sentOn: null,
  savedAt: new Date(Date.UTC(2026, 10, 30, 12, 0) - n * 60_000).toISOString(),
  erpOrderNumber: null,
  customer: { register: '11222333000181', name: `CLIENTE ${n}` },
  representativeId: 1,
  priceTable: 'T1',
  lines: 1,
  parts: n,
  value: n,
  netValue: n,
});

describe('lista de pedidos', () => {
  it('mostra mais pedidos, página a página, até o último', async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    const all = Array.from({ length: ORDERS }, (_, n) => order(n + 1));
    const fetchMock = mockFetch({
      'GET /api/v1/order-drafts': ({ url }) => {
        const query = new URL(url, 'http://portal.test').searchParams;
        const size = Number(query.get('size'));
        const page = Number(query.get('page'));
        return json(all.slice(page * size, (page + 1) * size));
      },
    });
    const router = createMemoryRouter(
      [{ path: '/orders', element: <OrdersList username={repUser.username} supervisor={false} /> }],
      { initialEntries: ['/orders'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const rows = () => document.querySelectorAll('[data-order]').length;
    await waitFor(() => expect(rows()).toBe(50));
    await user.click(screen.getByRole('button', { name: 'Mostrar mais pedidos' }));
    await waitFor(() => expect(rows()).toBe(100));
    await user.click(screen.getByRole('button', { name: 'Mostrar mais pedidos' }));
    await waitFor(() => expect(rows()).toBe(ORDERS));
    expect(screen.getByText('CLIENTE 120')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostrar mais pedidos' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/order-drafts').map(([input]) => String(input).split('?')[1])).toEqual([
      'page=0&size=50',
      'page=1&size=50',
      'page=2&size=50',
    ]);
  });
});
