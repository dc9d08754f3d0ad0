import { toQueryParams } from '@portal/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepFilters } from '../../components/report-page/kept-filters.ts';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { keepAnswerCopies } from '../../test/answer-copies.ts';
import { callsTo, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { mountScreen } from '../../test/render-screen.tsx';
import { CustomersPage } from './customers-page.tsx';
import { customer } from './test-fixtures.ts';

setupPrimeReactLocale();

const ORDERS = '/api/v1/customer/orders';
const kept = 'consulta=1&initialIssueDate=2026-10-01&finalIssueDate=2026-11-30';
const keptUrl = `${ORDERS}?${toQueryParams({
  initialIssueDate: '2026-10-01',
  finalIssueDate: '2026-11-30',
  representativeId: 1,
}).toString()}`;

describe('Clientes reopened at its bare address', () => {
  it('shows the kept customers marked with their day, then the fresh ones unmarked', async () => {
    setCurrentUser(repUser);
    keepFilters(repUser.username, 'customers', new URLSearchParams(kept));
    keepAnswerCopies({
      [keptUrl]: {
        body: [customer('11111111000111', 'LOJA ANTIGA', [30])],
        at: new Date(2026, 10, 28, 9, 5),
      },
    });
    let release: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      [`GET ${ORDERS}`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });

    mountScreen('/customers', <CustomersPage />);
    expect(await screen.findByRole('textbox', { name: 'Cliente Atual' })).toHaveValue(
      '11.111.111/0001-11 - LOJA ANTIGA',
    );
    expect(screen.getByTestId('order-number')).toHaveTextContent('30');
    const marker = () => document.querySelector('.report-last-answer');
    expect(marker()).toHaveTextContent(/^Última consulta, de 28\/11(\/2026)? às 09:05 — atualizando…$/);
    expect(callsTo(fetchMock, ORDERS).map(([url]) => String(url))).toEqual([keptUrl]);

    act(() => release(json([customer('22222222000122', 'LOJA NOVA', [41])])));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Cliente Atual' })).toHaveValue(
        '22.222.222/0001-22 - LOJA NOVA',
      ),
    );
    expect(screen.getByTestId('order-number')).toHaveTextContent('41');
    await waitFor(() => expect(marker()).toBeNull());
    expect(screen.queryAllByDisplayValue(/LOJA ANTIGA/)).toEqual([]);
  });
});
