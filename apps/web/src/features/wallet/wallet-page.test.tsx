import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { adminUser, apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { WalletPage } from './wallet-page.tsx';
import { expectColumnHeaders, expectTexts, toastTexts } from '../../test/screen-checks.ts';
import { renderScreen, stubLayout } from '../../test/render-screen.tsx';

setupPrimeReactLocale();

stubLayout({ height: 600, width: 3000 });

const row = (salesOrder: number, soldValue: number, invoicedValue: number) => ({
  statusColor: 'red',
  status: 'blocked',
  statusDescription: 'Bloqueado',
  salesOrder,
  deliveryDate: '2026-12-05',
  customerName: 'LOJA UM',
  customerRegister: '11222333000181',
  cityName: 'SÃO PAULO',
  stateCode: 'SP',
  priceTable: 'T1',
  sold: 120,
  soldValue,
  invoicedValue,
  toBeInvoicedValue: soldValue - invoicedValue,
});

const renderPage = () => renderScreen('/wallet', <WalletPage />);

describe('Carteira', () => {
  it('shows the orders formatted, with the summary row', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({
      'GET /api/v1/reports/wallet': () => json([row(501, 1234.5, 234.5), row(502, 100, 0)]),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('2 registros')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/reports/wallet?representativeId=1');
    expectTexts(['501', '05/12/2026', '11.222.333/0001-81', 'R$ 1.234,50', 'R$ 234,50', 'R$ 1.000,00']);
    expect(screen.getAllByRole('img', { name: 'Bloqueado' }).length).toBe(2);
    expectColumnHeaders([
      'Sit',
      'Ped',
      'Ent',
      'Cliente',
      'CNPJ',
      'Cidade',
      'UF',
      'Tab. Preço',
      'Qtde',
      'Valor Total',
      'Valor Faturado',
      'Valor À Faturar',
    ]);
    // Summary: 240 parts, R$ 1.334,50 sold.
    expect(await screen.findByText('R$ 1.334,50')).toBeInTheDocument();
    expect(screen.getByText('240')).toBeInTheDocument();
  });

  it('keeps Consultar disabled for a supervisor until a representative is typed', async () => {
    setCurrentUser(adminUser);
    mockFetch({ 'GET /api/v1/reports/wallet': () => json([]) });
    const user = renderPage();
    const consult = screen.getByRole('button', { name: 'Consultar' });
    expect(consult).toBeDisabled();
    await user.type(screen.getByLabelText('Representante'), '7');
    expect(consult).toBeEnabled();
  });

  it('toasts the spec message on failure', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/reports/wallet': () => apiError(403, 'FORBIDDEN', 'Acesso negado') });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(toastTexts()).toContain('Erro ao consultar Carteira: Acesso negado'));
  });
});
