import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { adminUser, apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { CustomersPage } from './customers-page.tsx';
import { answer, customer } from './test-fixtures.ts';
import { renderScreen } from '../../test/render-screen.tsx';

setupPrimeReactLocale();

const renderPage = () => renderScreen('/customers', <CustomersPage />);

const toastTexts = () => [...document.querySelectorAll('.p-toast-detail')].map((node) => node.textContent);

describe('Clientes', () => {
  it('starts on the first customer and its first order; the arrows stop at the ends', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/customer/orders': () => json(answer) });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByTestId('order-number')).toHaveTextContent('30');
    expect(screen.getAllByText('Sem informação').length).toBeGreaterThan(5);
    const previous = screen.getByRole('button', { name: 'Pedido anterior' });
    const next = screen.getByRole('button', { name: 'Próximo pedido' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(screen.getByTestId('order-number')).toHaveTextContent('10');
    expect(next).toBeDisabled();
    expect(screen.getByText('3 de 3')).toBeInTheDocument();
  });

  it('switches to the map: its region named, the customers without any point counted and listed', async () => {
    setCurrentUser(repUser);
    const [first, ...others] = answer;
    const located = [
      { ...first!, latitude: -23.55, longitude: -46.63, location: 'customer' as const },
      ...others,
    ];
    mockFetch({ 'GET /api/v1/customer/orders': () => json(located) });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await screen.findByTestId('order-number');
    await user.click(screen.getByRole('button', { name: 'Mapa' }));
    expect(screen.getByRole('button', { name: 'Mapa' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('region', { name: `Mapa dos clientes: ${located.length} clientes` }),
    ).toBeInTheDocument();
    const unlocated = screen.getByTestId('customers-unlocated');
    expect(unlocated.querySelector('summary')).toHaveTextContent('1 cliente sem localização');
    expect([...unlocated.querySelectorAll('li')].map((item) => item.textContent)).toEqual(
      others.map((item) => `${item.name} · ${item.city}/${item.state}`),
    );
    // The list is one tap away, with the current customer as it was.
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(await screen.findByTestId('order-number')).toHaveTextContent('30');
  });

  it('sends representativeId as null (left out) for a supervisor without one', async () => {
    setCurrentUser(adminUser);
    const fetchMock = mockFetch({ 'GET /api/v1/customer/orders': () => json(answer) });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await screen.findByTestId('order-number');
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toMatch(/representativeId/);
  });

  it('enables Salvar only after an edit, saves an empty route as 0 and clears the mark', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({
      'GET /api/v1/customer/orders': () => json(answer),
      'POST /api/v1/customer/update': () =>
        json({ ...customer('11111111000111', 'LOJA UM', [], 0), routeVersion: 3 }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const route = await screen.findByRole('textbox', { name: 'Rota' });
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(route).toHaveValue('5');
    expect(save).toBeDisabled();
    await user.clear(route);
    expect(save).toBeEnabled();
    expect(screen.getByText('Alteração não salva')).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(toastTexts()).toContain('Rota salva.'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      register: '11111111000111',
      route: 0,
      routeVersion: 2,
    });
    expect(route).toHaveValue('0');
    expect(save).toBeDisabled();
  });

  it('keeps the typed route after a failed save, with the spec toast', async () => {
    setCurrentUser(repUser);
    mockFetch({
      'GET /api/v1/customer/orders': () => json(answer),
      'POST /api/v1/customer/update': () => apiError(403, 'FORBIDDEN', 'Acesso negado'),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const route = await screen.findByRole('textbox', { name: 'Rota' });
    await user.clear(route);
    await user.type(route, '12a34');
    expect(route).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toastTexts()).toContain('Erro ao salvar: Acesso negado'));
    expect(route).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('offers the fresh route after a 409', async () => {
    setCurrentUser(repUser);
    let reads = 0;
    mockFetch({
      'GET /api/v1/customer/orders': () => {
        reads += 1;
        return json(reads === 1 ? answer : [customer('11111111000111', 'LOJA UM', [], 88)]);
      },
      'POST /api/v1/customer/update': () => apiError(409, 'CONFLICT', 'Registro alterado por outro usuário'),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const route = await screen.findByRole('textbox', { name: 'Rota' });
    await user.type(route, '1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toastTexts()).toContain('Registro alterado por outro usuário'));
    await user.click(await screen.findByRole('button', { name: 'Usar a rota atual (88)' }));
    expect(route).toHaveValue('88');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});
