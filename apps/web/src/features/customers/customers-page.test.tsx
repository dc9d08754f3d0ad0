import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { adminUser, apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { CustomersPage } from './customers-page.tsx';
import { answer, customer } from './test-fixtures.ts';
import { renderScreen } from '../../test/render-screen.tsx';

setupPrimeReactLocale();

vi.mock('../../components/map/lazy-pin-map.tsx', () => import('../../test/pin-map-stub.tsx'));

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

  it('records a visit from the map card with the position taken at the Registrar visita tap', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (done: PositionCallback) =>
          done({ coords: { latitude: -23.5, longitude: -46.6, accuracy: 20 } } as GeolocationPosition),
      },
    });
    try {
      setCurrentUser(repUser);
      const [first, second] = answer;
      const located = [
        { ...first!, latitude: -23.55, longitude: -46.63, location: 'customer' as const },
        { ...second!, latitude: -23.6, longitude: -46.7, location: 'customer' as const },
      ];
      const fetchMock = mockFetch({
        'GET /api/v1/customer/orders': () => json(located),
        'POST /api/v1/visits': () =>
          json(
            {
              customerRegister: second!.register,
              customerName: second!.name,
              representativeId: 1,
              visitedOn: '2026-11-28',
              outcome: 'no-sale',
              note: 'Volto semana que vem',
              recordedBy: 'REP1',
              distanceMeters: 10_900,
              offSite: true,
            },
            201,
          ),
      });
      const user = renderPage();
      await user.click(screen.getByRole('button', { name: 'Consultar' }));
      await screen.findByTestId('order-number');
      await user.click(screen.getByRole('button', { name: 'Mapa' }));
      await user.click(screen.getByRole('button', { name: `Pino ${second!.name}` }));
      const card = screen.getByRole('region', { name: 'Cliente Atual' });
      await user.click(within(card).getByRole('button', { name: `Registrar visita: ${second!.name}` }));
      expect(
        within(card).getByText(/A localização é usada só para registrar onde a visita aconteceu\./),
      ).toBeVisible();
      await user.type(within(card).getByLabelText('Observação (opcional)'), 'Volto semana que vem');
      await user.click(within(card).getByRole('button', { name: 'Sem venda' }));
      expect(await screen.findByText('Visita registrada com a localização.')).toBeInTheDocument();
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
      );
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(post?.[0]).toBe('/api/v1/visits');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        customerRegister: second!.register,
        outcome: 'no-sale',
        note: 'Volto semana que vem',
        latitude: -23.5,
        longitude: -46.6,
        accuracy: 20,
      });
      // The panel closes once recorded; the card stays on the same customer.
      expect(within(card).queryByRole('button', { name: 'Sem venda' })).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('asks a period longer than a year page by page of customers, showing every customer once all came', async () => {
    setCurrentUser(repUser);
    const everyone = Array.from({ length: 43 }, (_, index) =>
      customer(String(10000000000000 + index).padStart(14, '0'), `LOJA ${100 + index}`, [index + 1]),
    );
    const fetchMock = mockFetch({
      'GET /api/v1/customer/orders': ({ url }) => {
        const params = new URL(url, 'http://localhost').searchParams;
        const after = params.get('afterCustomer');
        const start = after === null ? 0 : everyone.findIndex((item) => item.register === after) + 1;
        return json(everyone.slice(start, start + Number(params.get('pageSize'))));
      },
    });
    const user = renderScreen(
      '/customers?initialIssueDate=2020-10-01&finalIssueDate=2025-09-30',
      <CustomersPage />,
    );
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await screen.findByTestId('order-number');
    await waitFor(() => expect(screen.queryByText('Carregando os demais clientes…')).not.toBeInTheDocument());
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost').searchParams)
      .filter((params) => params.has('initialIssueDate'));
    expect(asked.map((params) => [params.get('afterCustomer'), params.get('pageSize')])).toEqual([
      [null, '40'],
      [everyone[39]?.register, '400'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Mapa' }));
    expect(screen.getByRole('region', { name: 'Mapa dos clientes: 43 clientes' })).toBeInTheDocument();
  });

  it('asks a period of a year or less at once', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({ 'GET /api/v1/customer/orders': () => json(answer) });
    const user = renderScreen(
      '/customers?initialIssueDate=2024-10-01&finalIssueDate=2025-09-30',
      <CustomersPage />,
    );
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByTestId('order-number')).toHaveTextContent('30');
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toMatch(/pageSize/);
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
