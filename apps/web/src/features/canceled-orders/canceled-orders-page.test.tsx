import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { CanceledOrdersPage } from './canceled-orders-page.tsx';
import { expectColumnHeaders, expectTexts, toastTexts } from '../../test/screen-checks.ts';
import { renderScreen, stubLayout } from '../../test/render-screen.tsx';

setupPrimeReactLocale();

stubLayout({ height: 600, width: 3000 });

const row = (salesOrder: number, canceledValue: number) => ({
  reason: 'CLIENTE DESISTIU',
  representativeId: 1,
  representativeName: 'REP UM',
  salesOrder,
  deliveryDate: '2026-08-10',
  cancellationDate: '2026-09-15',
  blockingDate: '2026-09-05',
  daysBlocked: 10,
  customerName: 'LOJA QUATRO',
  customerRegister: '11222333000181',
  cityName: 'SANTOS',
  stateCode: 'SP',
  canceled: 40,
  canceledValue,
});

const renderPage = () => renderScreen('/canceledOrders', <CanceledOrdersPage />);

describe('Ped. Cancelados', () => {
  it('shows the cancelled orders formatted, with the summary', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/reports/canceled-orders': () => json([row(701, 4321.1), row(702, 678.9)]) });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('2 registros')).toBeInTheDocument();
    expectTexts([
      'CLIENTE DESISTIU',
      'REP UM',
      '701',
      '10/08/2026',
      '15/09/2026',
      '05/09/2026',
      'R$ 4.321,10',
    ]);
    expectColumnHeaders([
      'Motivo',
      'Representante',
      'Pedido',
      'Data',
      'Dt. Cancelamento',
      'Dt. Bloqueio',
      'Dias Bloq.',
      'Cliente',
      'Cidade',
      'UF',
      'Qtde',
      'Valor',
    ]);
    expect(await screen.findByText('R$ 5.000,00')).toBeInTheDocument();
    expect(screen.getByText('80')).toBeInTheDocument();
  });

  it('toasts the spec message on failure', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/reports/canceled-orders': () => apiError(403, 'FORBIDDEN', 'Acesso negado') });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(toastTexts()).toContain('Erro ao consultar Ordens Canceladas: Acesso negado'));
  });
});
