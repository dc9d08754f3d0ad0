import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { currentMonthRange } from '../../lib/dates.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { adminUser, apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { BilledPage } from './billed-page.tsx';
import { expectColumnHeaders, expectTexts, toastTexts } from '../../test/screen-checks.ts';
import { renderScreen, stubLayout } from '../../test/render-screen.tsx';

setupPrimeReactLocale();

stubLayout({ height: 600, width: 3000 });

const row = (invoice: string, revenuesValue: number) => ({
  invoice,
  salesOrder: 900,
  billingDate: '2026-11-03',
  customerName: 'LOJA DOIS',
  customerRegister: '11222333000181',
  cityName: 'CAMPINAS',
  stateCode: 'SP',
  revenues: 30,
  revenuesValue,
});

const renderPage = () => renderScreen('/billed', <BilledPage />);

describe('Faturado', () => {
  it('sends the current month and shows the invoices formatted, with the summary', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({
      'GET /api/v1/reports/billed': () => json([row('000123', 2500.75), row('000124', 99.25)]),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('2 registros')).toBeInTheDocument();
    const { start, end } = currentMonthRange();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/v1/reports/billed?representativeId=1&initialBilling=${start}&finalBilling=${end}`,
    );
    expectTexts(['000123', '03/11/2026', '11.222.333/0001-81', 'R$ 2.500,75', 'R$ 99,25']);
    expectColumnHeaders(['NF', 'Ped', 'DT', 'Cliente', 'CNPJ', 'Cidade', 'UF', 'Qtde', 'Valor Total']);
    expect(await screen.findByText('R$ 2.600,00')).toBeInTheDocument();
    expect(screen.getByText('60')).toBeInTheDocument();
  });

  it('keeps Consultar disabled for a supervisor until a representative is typed', async () => {
    setCurrentUser(adminUser);
    mockFetch({});
    const user = renderPage();
    expect(screen.getByRole('button', { name: 'Consultar' })).toBeDisabled();
    await user.type(screen.getByLabelText('Representante'), '3');
    expect(screen.getByRole('button', { name: 'Consultar' })).toBeEnabled();
  });

  it('toasts the spec message on failure', async () => {
    setCurrentUser(repUser);
    mockFetch({
      'GET /api/v1/reports/billed': () =>
        apiError(400, 'BAD_REQUEST', 'A data inicial deve ser anterior ou igual à data final'),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Erro ao consultar Faturado: A data inicial deve ser anterior ou igual à data final',
      ),
    );
  });
});
