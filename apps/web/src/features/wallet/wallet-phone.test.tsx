import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderPaths } from '../../config/paths.ts';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { renderScreen, stubLayout } from '../../test/render-screen.tsx';
import { WalletPage } from './wallet-page.tsx';
import { phoneScreen } from '../../test/media-query.ts';

setupPrimeReactLocale();
stubLayout({ height: 800, width: 390 });

describe('Carteira on a phone', () => {
  it('offers "Repetir pedido" on each card, as the desktop grid does', async () => {
    phoneScreen();
    // jsdom draws no page to scroll.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    setCurrentUser(repUser);
    mockFetch({
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
            soldValue: 1000,
            invoicedValue: 0,
            toBeInvoicedValue: 1000,
          },
        ]),
    });
    const user = renderScreen('/wallet', <WalletPage />);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const link = await screen.findByRole('link', { name: 'Repetir pedido 501' });
    expect(link.closest('.rg-card')).not.toBeNull();
    expect(link).toHaveAttribute('href', orderPaths.repeat(501));
  });
});
