import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { adminUser, apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { SalesFrequencyPage } from './sales-frequency-page.tsx';
import { customer } from './test-fixtures.ts';
import { renderScreen } from '../../test/render-screen.tsx';

setupPrimeReactLocale();

const renderPage = () => renderScreen('/salesFrequency', <SalesFrequencyPage />);

const articles = { 'GET /api/v1/quota-article/get-all': () => json([{ code: 'JEA', description: 'JEANS' }]) };

afterEach(() => vi.useRealTimers());

describe('Situação Limite', () => {
  it('pages customers by 50: previous disabled on the first page, next on the last', async () => {
    setCurrentUser(repUser);
    const customers = Array.from({ length: 120 }, (_, i) => customer(i));
    mockFetch({ ...articles, 'GET /api/v1/customer/sale-frequency': () => json(customers) });
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Página 1/3')).toBeInTheDocument();
    expect(screen.getByTestId('sf-total-customers')).toHaveTextContent('120');
    expect(screen.getByTestId('sf-total-potential')).toHaveTextContent('R$ 12.000,00');
    expect(screen.getAllByRole('button', { name: /^Detalhes de/ })).toHaveLength(50);
    const previous = screen.getByRole('button', { name: 'Página anterior' });
    const next = screen.getByRole('button', { name: 'Próxima página' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Página 3/3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Detalhes de/ })).toHaveLength(20);
    expect(screen.getByText('CLIENTE 119')).toBeInTheDocument();

    // Collections: 6 a page, green header with parts, red without, back to the list.
    await user.click(screen.getByRole('button', { name: 'Coleções de CLIENTE 119' }));
    expect(screen.getByText('Página 1/2')).toBeInTheDocument();
    const cards = document.querySelectorAll('.sf-collection');
    expect(cards).toHaveLength(6);
    expect(cards[0]?.querySelector('.sf-collection-head')).toHaveClass('not-bought');
    expect(cards[1]?.querySelector('.sf-collection-head')).toHaveClass('bought');
    await user.click(screen.getByRole('button', { name: 'Voltar aos clientes' }));
    expect(screen.getByText('Página 3/3')).toBeInTheDocument();
  }, 30_000);

  it('colours last purchase and overdue titles in the modal, and shows Sem informação', async () => {
    setCurrentUser(repUser);
    mockFetch({
      ...articles,
      'GET /api/v1/customer/sale-frequency': () =>
        json([
          customer(1, { daysSinceLastPurchase: 179, overdueTitles: 0, financialFlag: 0 }),
          customer(2, { daysSinceLastPurchase: 180, overdueTitles: 12.5, financialFlag: 4 }),
          customer(3, { lastPurchaseDate: null, daysSinceLastPurchase: null, financialFlag: 3 }),
        ]),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const expectations = [
      ['CLIENTE 001', 'green', false, '#22c55e'],
      ['CLIENTE 002', 'yellow', true, '#ef4444'],
      ['CLIENTE 003', 'red', false, '#a855f7'],
    ] as const;
    for (const [name, tone, alert, color] of expectations) {
      await user.click(await screen.findByRole('button', { name: `Detalhes de ${name}` }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.querySelector('[data-label="Última Compra"] [data-tone]')).toHaveAttribute(
        'data-tone',
        tone,
      );
      expect(
        dialog.querySelector('[data-label="Títulos em Atraso"]')?.classList.contains('detail-alert'),
      ).toBe(alert);
      expect(dialog.querySelector('.flag-square')).toHaveStyle({ background: color });
      expect(within(dialog).getAllByText('Sem informação').length).toBeGreaterThan(0);
      expect(within(dialog).getByRole('link', { name: '(11) 99999-0000' })).toHaveAttribute(
        'href',
        'https://wa.me/5511999990000',
      );
      expect(within(dialog).getByRole('link', { name: '(11) 3333-0000' })).toHaveAttribute(
        'href',
        'tel:+551133330000',
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('warns Nenhum cliente encontrado! on an empty answer', async () => {
    setCurrentUser(repUser);
    mockFetch({ ...articles, 'GET /api/v1/customer/sale-frequency': () => json([]) });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() =>
      expect(document.querySelector('.p-toast-detail')).toHaveTextContent('Nenhum cliente encontrado!'),
    );
  });

  it('toasts exactly "Erro ao consultar Frequência de Vendas" on a failure, the message in the page', async () => {
    setCurrentUser(repUser);
    mockFetch({
      ...articles,
      'GET /api/v1/customer/sale-frequency': () => apiError(400, 'BAD_REQUEST', 'Data inválida'),
    });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() =>
      expect(document.querySelector('.p-toast-detail')?.textContent).toBe(
        'Erro ao consultar Frequência de Vendas',
      ),
    );
    expect(screen.getByText('Erro ao consultar Frequência de Vendas: Data inválida')).toBeInTheDocument();
  });

  it('keeps Cidade disabled until a representative, then searches 700 ms after the last key', async () => {
    setCurrentUser(adminUser);
    const fetchMock = mockFetch({
      ...articles,
      'GET /api/v1/city/get-by': () => json([{ code: 3550308, name: 'SÃO PAULO', stateCode: 'SP' }]),
    });
    renderPage();
    const cityBox = () => document.querySelector('#filter-cities')?.closest('.p-multiselect');
    await waitFor(() => expect(cityBox()).toHaveClass('p-disabled'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Representante' }), { target: { value: '12' } });
    await waitFor(() => expect(cityBox()).not.toHaveClass('p-disabled'));

    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(cityBox()?.querySelector('.p-multiselect-trigger') as Element);
    await act(async () => vi.advanceTimersByTimeAsync(50));
    const filter = document.querySelector('.p-multiselect-filter') as HTMLInputElement;
    expect(filter).not.toBeNull();
    const cityCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/city/get-by'));
    fireEvent.change(filter, { target: { value: 'SA' } });
    await act(async () => vi.advanceTimersByTimeAsync(400));
    fireEvent.change(filter, { target: { value: 'SAO' } });
    await act(async () => vi.advanceTimersByTimeAsync(699));
    expect(cityCalls()).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(cityCalls()).toHaveLength(1);
    expect(String(cityCalls()[0]?.[0])).toBe('/api/v1/city/get-by?text=SAO&representativeId=12');
  });
});
