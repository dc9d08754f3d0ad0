import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { readStorage, storageKeys } from '../../lib/storage.ts';
import {
  adminUser,
  apiError,
  json,
  mockFetch,
  networkFailure,
  repUser,
  type Handler,
} from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { toIsoDate } from '../../lib/dates.ts';
import { sampleAnswer, sampleRoutes } from './test-fixtures.ts';
import { rememberChoice } from './utils/visit-plan-filters.ts';
import { VisitPlanPage } from './visit-plan-page.tsx';

setupPrimeReactLocale();

vi.mock('../../components/map/lazy-pin-map.tsx', () => import('../../test/pin-map-stub.tsx'));

const renderPage = () => renderScreen('/visitPlan', <VisitPlanPage />);

/** What the server answers a visit: the record it saved, dated today (docs/domain.md §5.2). */
const savedVisit = (body: unknown) => {
  const sent = JSON.parse(String(body)) as {
    customerRegister: string;
    outcome: string;
    note?: string;
    latitude?: number;
  };
  const customer = sampleAnswer.customers.find((item) => item.register === sent.customerRegister);
  const {
    latitude: _latitude,
    longitude: _longitude,
    accuracy: _accuracy,
    ...record
  } = sent as Record<string, unknown>;
  return {
    ...record,
    // The server's judgement of a position (docs/domain.md §7): 1,234 m away, off-site.
    distanceMeters: sent.latitude === undefined ? null : 1234,
    offSite: sent.latitude === undefined ? null : true,
    customerName: customer?.name ?? '',
    representativeId: 1,
    visitedOn: toIsoDate(new Date()),
    note: sent.note ?? '',
    recordedBy: 'REP1',
  };
};

const server = (visits: Handler = ({ init }) => json(savedVisit(init?.body), 201)) =>
  mockFetch({
    'GET /api/v1/routes': () => json(sampleRoutes),
    'GET /api/v1/visit-plan': () => json(sampleAnswer),
    'POST /api/v1/visits': visits,
  });

const cards = () => [...document.querySelectorAll<HTMLElement>('.vp-card')];
const cardOf = (name: string) => {
  const card = cards().find((item) => item.querySelector('.vp-card-name')?.textContent === name);
  if (!card) throw new Error(`sem cartão de ${name}`);
  return card;
};
const field = (card: HTMLElement, name: string) => card.querySelector(`[data-field="${name}"]`)?.textContent;
const today = formatDate(new Date());

/** The rep reopens the screen on the route they used last (remembered per login). */
const openRoute12 = async () => {
  setCurrentUser(repUser);
  rememberChoice(repUser.username, { representativeId: undefined, route: 12, cities: undefined });
  const user = renderPage();
  await screen.findByRole('heading', { name: 'MALHAS PRIMAVERA LTDA' });
  return user;
};

describe('Plano de Visitas', () => {
  it('asks for a route or a city and sends nothing until there is one', async () => {
    setCurrentUser(repUser);
    const fetchMock = server();
    renderPage();
    // On first open it says what to do, in neutral words: the rep has done nothing wrong yet.
    const ask = await screen.findByTestId('vp-ask');
    expect(ask).toHaveTextContent(
      'Para montar o plano de visitas, escolha a rota ou as cidades que vai visitar.',
    );
    expect(ask).not.toHaveClass('is-warning');
    expect(screen.getByRole('button', { name: 'Consultar' })).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.some((url) => url.startsWith('/api/v1/visit-plan'))).toBe(false);
    expect(calls).toContain('/api/v1/routes?representativeId=1');
  });

  it('warns once the rep takes the route off and leaves nothing to plan', async () => {
    server();
    const user = await openRoute12();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const clear = await waitFor(() => {
      const icon = document.querySelector<HTMLElement>(
        '.p-dropdown:has(#filter-visit-route) .p-dropdown-clear-icon',
      );
      expect(icon).not.toBeNull();
      return icon!;
    });
    await user.click(clear);
    const ask = await screen.findByTestId('vp-ask');
    expect(ask).toHaveTextContent('Escolha uma rota ou ao menos uma cidade para montar o plano de visitas.');
    expect(ask).toHaveClass('is-warning');
  });

  it("reopens the user's last route and shows the answer's customers in score order with their figures", async () => {
    const fetchMock = server();
    await openRoute12();
    const plan = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('visit-plan'));
    expect(plan).toBe('/api/v1/visit-plan?representativeId=1&route=12');
    expect(cards().map((card) => card.querySelector('.vp-card-name')?.textContent)).toEqual([
      'MALHAS PRIMAVERA LTDA',
      'CONFECÇÕES ALVORADA',
      'BOUTIQUE ESTRELA',
    ]);

    const first = cardOf('MALHAS PRIMAVERA LTDA');
    expect(field(first, 'city')).toBe('CAMPINAS/SP');
    // "Fazer pedido" opens Pedidos for this customer; the send will record the day's visit.
    const order = within(first).getByRole('link', { name: 'Fazer pedido: MALHAS PRIMAVERA LTDA' });
    const href = new URL(order.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/orders/new');
    expect(href.searchParams.get('name')).toBe('MALHAS PRIMAVERA LTDA');
    expect(href.searchParams.get('visit')).toBe('1');
    expect(href.searchParams.get('customer')).toMatch(/^\d{14}$/);
    expect(field(first, 'route')).toBe('Rota 12');
    expect(field(first, 'flag')).toBe('Duplicata Vencida');
    expect(first.querySelector('.flag-square')).toHaveStyle({ background: '#ef4444' });
    expect(field(first, 'score')).toBe('PontuaçãoR$ 1.234,56');
    expect([...first.querySelectorAll('.vp-chip')].map((chip) => chip.textContent)).toEqual([
      'Cobrar R$ 1.234,56',
      'Pedido bloqueadoR$ 2.500,00',
    ]);
    expect(field(first, 'lastPurchase')).toBe('10/05/2026 (há 197 dias)');
    expect(field(first, 'lastVisit')).toBe('02/11/2026 · Ausente');
    const facts = within(first).getByText('Detalhes').closest('details');
    expect(facts?.querySelector('[data-facts="titles"]')).toHaveTextContent(
      'Título 4411/1 · venc. 05/10/2026 · 49 dias de atraso · R$ 734,56',
    );
    expect(facts?.querySelector('[data-facts="blocked"]')).toHaveTextContent(
      'Pedido 9001 · bloqueado em 20/11/2026 · R$ 2.500,00',
    );

    const second = cardOf('CONFECÇÕES ALVORADA');
    expect([...second.querySelectorAll('.vp-chip')].map((chip) => chip.textContent)).toEqual([
      'Reposição VERÃO 2027R$ 800,00',
      'Meta JEANSR$ 150,40',
    ]);
    expect(within(second).getByRole('link', { name: 'WhatsApp: CONFECÇÕES ALVORADA' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/5519988887777\?text=.*VER%C3%83O%202027/),
    );
    expect(within(second).getByRole('link', { name: 'Ligar: CONFECÇÕES ALVORADA' })).toHaveAttribute(
      'href',
      'tel:+5519999990000',
    );
    expect(within(second).getByRole('link', { name: 'Mapa: CONFECÇÕES ALVORADA' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.google.com/maps/search/?api=1&query=RUA%20DAS%20FLORES'),
    );

    const third = cardOf('BOUTIQUE ESTRELA');
    expect(third.querySelector('.vp-chip-credit')).toHaveTextContent(
      'CréditoSem limite: sem faturamento ou mais de 12 meses sem comprar; solicite a análise de crédito.',
    );
    // A disabled button shows no tooltip on a phone: the reason is written under the buttons and describes them.
    expect(
      within(third).getByRole('button', {
        name: 'Ligar: BOUTIQUE ESTRELA',
        description: 'Sem telefone cadastrado',
      }),
    ).toBeDisabled();
    expect(
      within(third).getByRole('button', {
        name: 'WhatsApp: BOUTIQUE ESTRELA',
        description: 'Sem WhatsApp ou celular cadastrado',
      }),
    ).toBeDisabled();
    expect(within(third).getByTestId('vp-missing-contact')).toHaveTextContent(
      'Sem telefone cadastradoSem WhatsApp ou celular cadastrado',
    );
    expect(field(third, 'lastPurchase')).toBe('Sem informação');
    expect(field(third, 'lastVisit')).toBe('Nenhuma visita registrada');

    expect(screen.getByTestId('vp-total-customers')).toHaveTextContent('3');
    expect(screen.getByTestId('vp-total-collect')).toHaveTextContent('R$ 1.234,56');
    expect(screen.getByTestId('vp-total-replenish')).toHaveTextContent('R$ 800,00');
    expect(screen.getByTestId('vp-total-goal')).toHaveTextContent('R$ 245,50');
    expect(screen.getByTestId('vp-goal-gaps')).toHaveTextContent(
      'Falta para a meta em 11/2026JEANS R$ 12.000,00MALHA R$ 3.000,50',
    );
    expect(screen.getByTestId('vp-age')).toHaveTextContent(/^Dados de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('opens a pin as a compact card: who and the five actions first, the reasons folded below', async () => {
    setCurrentUser(repUser);
    rememberChoice(repUser.username, { representativeId: undefined, route: 12, cities: undefined });
    mockFetch({
      'GET /api/v1/routes': () => json(sampleRoutes),
      'GET /api/v1/visit-plan': () =>
        json({
          ...sampleAnswer,
          customers: sampleAnswer.customers.map((customer) => ({
            ...customer,
            latitude: -22.9,
            longitude: -47.06,
            location: 'customer',
          })),
        }),
    });
    const user = renderPage();
    await screen.findByRole('heading', { name: 'MALHAS PRIMAVERA LTDA' });
    await user.click(screen.getByRole('button', { name: 'Mapa' }));
    await user.click(screen.getByRole('button', { name: 'Pino 1' }));
    const sheet = screen.getByRole('region', { name: 'MALHAS PRIMAVERA LTDA' });
    const card = sheet.querySelector<HTMLElement>('.vp-card')!;
    expect(card.querySelector('.vp-card-name')).toHaveTextContent('1ºMALHAS PRIMAVERA LTDA');
    expect(field(card, 'score')).toBe('PontuaçãoR$ 1.234,56');
    const actions = [...card.querySelectorAll('.vp-action')].map((action) =>
      action.getAttribute('aria-label'),
    );
    expect(actions).toEqual([
      'Ligar: MALHAS PRIMAVERA LTDA',
      'WhatsApp: MALHAS PRIMAVERA LTDA',
      'Mapa: MALHAS PRIMAVERA LTDA',
      'Registrar visita: MALHAS PRIMAVERA LTDA',
      'Fazer pedido: MALHAS PRIMAVERA LTDA',
    ]);
    // The reasons and the history are one tap away, after the actions.
    const more = card.querySelector('details.vp-card-more')!;
    expect(more.querySelector('summary')).toHaveTextContent('Motivos, compras e visitas');
    expect(more.hasAttribute('open')).toBe(false);
    expect(card.querySelector('.vp-actions')!.compareDocumentPosition(more)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect([...more.querySelectorAll('.vp-chip')].map((chip) => chip.textContent)).toEqual([
      'Cobrar R$ 1.234,56',
      'Pedido bloqueadoR$ 2.500,00',
    ]);
    expect(field(card, 'lastVisit')).toBe('02/11/2026 · Ausente');
    await user.click(within(sheet).getByRole('button', { name: 'Fechar cliente' }));
    expect(screen.queryByRole('region', { name: 'MALHAS PRIMAVERA LTDA' })).toBeNull();
  });

  it('records a visit with one tap on its outcome and shows it as the last visit', async () => {
    const fetchMock = server();
    const user = await openRoute12();
    const card = cardOf('CONFECÇÕES ALVORADA');
    await user.click(within(card).getByRole('button', { name: 'Registrar visita: CONFECÇÕES ALVORADA' }));
    await user.type(within(card).getByLabelText('Observação (opcional)'), 'Volta dia 30');
    expect(within(card).getByText('12/500')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Vendeu' }));
    await waitFor(() =>
      expect(field(cardOf('CONFECÇÕES ALVORADA'), 'lastVisit')).toBe(`${today} · VendeuVolta dia 30`),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/v1/visits');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      customerRegister: '10000000000002',
      outcome: 'sold',
      note: 'Volta dia 30',
    });
    expect(JSON.parse(readStorage(storageKeys.outbox) ?? '[]')).toEqual([]);
  });

  it('sends the position taken at the Registrar visita tap and shows how far from the customer it was', async () => {
    const asked: PositionOptions[] = [];
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (
          done: PositionCallback,
          _fail: PositionErrorCallback,
          options: PositionOptions,
        ) => {
          asked.push(options);
          done({ coords: { latitude: -22.9, longitude: -47.06, accuracy: 12 } } as GeolocationPosition);
        },
      },
    });
    try {
      const fetchMock = server();
      const user = await openRoute12();
      const card = cardOf('CONFECÇÕES ALVORADA');
      await user.click(within(card).getByRole('button', { name: 'Registrar visita: CONFECÇÕES ALVORADA' }));
      expect(
        within(card).getByText(/A localização é usada só para registrar onde a visita aconteceu\./),
      ).toBeVisible();
      expect(asked).toHaveLength(1);
      await user.click(within(card).getByRole('button', { name: 'Vendeu' }));
      expect(await screen.findByText('Visita registrada com a localização.')).toBeInTheDocument();
      await waitFor(() =>
        expect(field(cardOf('CONFECÇÕES ALVORADA'), 'lastVisit')).toBe(
          `${today} · Vendeu · a 1,2 km do cliente`,
        ),
      );
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        customerRegister: '10000000000002',
        outcome: 'sold',
        note: '',
        latitude: -22.9,
        longitude: -47.06,
        accuracy: 12,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('records the visit without a position when the rep refuses it, and says so', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_done: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    });
    try {
      const fetchMock = server();
      const user = await openRoute12();
      const card = cardOf('CONFECÇÕES ALVORADA');
      await user.click(within(card).getByRole('button', { name: 'Registrar visita: CONFECÇÕES ALVORADA' }));
      await user.click(within(card).getByRole('button', { name: 'Sem venda' }));
      expect(
        await screen.findByText('Visita registrada sem localização: o acesso à localização foi negado.'),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(field(cardOf('CONFECÇÕES ALVORADA'), 'lastVisit')).toBe(`${today} · Sem venda`),
      );
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).not.toHaveProperty('latitude');
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it("says the day's earlier position was kept when the visit is recorded again without one", async () => {
    let give = true;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (done: PositionCallback, fail: PositionErrorCallback) =>
          give
            ? done({ coords: { latitude: -22.9, longitude: -47.06, accuracy: 12 } } as GeolocationPosition)
            : fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    });
    // The server keeps the position of the first record of the day, and answers from when it is.
    const takenAt = '2026-12-01T13:15:00.000Z';
    const at = formatTime(new Date(takenAt));
    server(({ init }) => {
      const record = savedVisit(init?.body);
      return json({ ...record, distanceMeters: 1234, offSite: true, positionAt: takenAt }, 201);
    });
    try {
      const user = await openRoute12();
      const record = async (outcome: string) => {
        const card = cardOf('CONFECÇÕES ALVORADA');
        await user.click(within(card).getByRole('button', { name: 'Registrar visita: CONFECÇÕES ALVORADA' }));
        await user.click(within(card).getByRole('button', { name: outcome }));
      };
      await record('Vendeu');
      await waitFor(() =>
        expect(field(cardOf('CONFECÇÕES ALVORADA'), 'lastVisit')).toBe(
          `${today} · Vendeu · a 1,2 km do cliente, localização das ${at}`,
        ),
      );
      give = false;
      await record('Cobrou');
      expect(
        await screen.findByText(
          `Visita registrada sem nova localização: a localização das ${at} foi mantida.`,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Visita registrada sem localização/)).toBeNull();
      await waitFor(() =>
        expect(field(cardOf('CONFECÇÕES ALVORADA'), 'lastVisit')).toBe(
          `${today} · Cobrou · a 1,2 km do cliente, localização das ${at}`,
        ),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('keeps a visit recorded without signal as pending and sends it when the phone is back online', async () => {
    let online = false;
    const fetchMock = server((request) =>
      online ? json(savedVisit(request.init?.body), 201) : networkFailure(),
    );
    const user = await openRoute12();
    const card = cardOf('BOUTIQUE ESTRELA');
    await user.click(within(card).getByRole('button', { name: 'Registrar visita: BOUTIQUE ESTRELA' }));
    await user.click(within(card).getByRole('button', { name: 'Ausente' }));
    await waitFor(() =>
      expect(field(cardOf('BOUTIQUE ESTRELA'), 'lastVisit')).toBe(`${today} · Ausentependente`),
    );
    expect(JSON.parse(readStorage(storageKeys.outbox) ?? '[]')).toHaveLength(1);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(field(cardOf('BOUTIQUE ESTRELA'), 'lastVisit')).toBe(`${today} · Ausente`));
    expect(JSON.parse(readStorage(storageKeys.outbox) ?? '[]')).toEqual([]);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
  });

  it('shows a refused visit until the rep has read it', async () => {
    server(() => apiError(400, 'BAD_REQUEST', 'Cliente inválido: informe o CNPJ com 14 dígitos'));
    const user = await openRoute12();
    const card = cardOf('MALHAS PRIMAVERA LTDA');
    await user.click(within(card).getByRole('button', { name: 'Registrar visita: MALHAS PRIMAVERA LTDA' }));
    await user.click(within(card).getByRole('button', { name: 'Cobrou' }));
    const refusal = await screen.findByText(
      'Visita a MALHAS PRIMAVERA LTDA recusada: Cliente inválido: informe o CNPJ com 14 dígitos',
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(JSON.parse(readStorage(storageKeys.outbox) ?? '[]')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByText(/recusada/)).toBeNull();
    expect(JSON.parse(readStorage(storageKeys.outbox) ?? '[]')).toEqual([]);
  });

  it('lets a supervisor choose the representative before the route and city choices open', async () => {
    setCurrentUser(adminUser);
    const fetchMock = server();
    const user = renderPage();
    const representative = await screen.findByLabelText('Representante');
    expect(
      screen.getByText('Preencha representante', { selector: '.p-multiselect-label' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(representative, '1');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/v1/routes?representativeId=1', expect.anything()),
    );
    expect(
      await screen.findByText('Escolha as cidades', { selector: '.p-multiselect-label' }),
    ).toBeInTheDocument();
  });

  it("clears the previous rep's route and cities when a supervisor changes the representative", async () => {
    setCurrentUser(adminUser);
    rememberChoice(adminUser.username, { representativeId: 1, route: 12, cities: [3509502] });
    server();
    const user = renderPage();
    await screen.findByRole('heading', { name: 'MALHAS PRIMAVERA LTDA' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const routeLabel = () => document.querySelector('.p-dropdown:has(#filter-visit-route) .p-dropdown-label');
    await waitFor(() => expect(routeLabel()).toHaveTextContent('12 · CAMPINAS, JUNDIAÍ'));
    const citiesLabel = () => document.querySelector('.p-multiselect-label');
    expect(citiesLabel()).toHaveTextContent('CAMPINAS - SP');

    const representative = screen.getByLabelText('Representante');
    await user.clear(representative);
    await user.type(representative, '2');
    expect(routeLabel()).toHaveTextContent('Escolha a rota');
    expect(citiesLabel()).toHaveTextContent('Escolha as cidades');
    expect(screen.getByTestId('vp-ask')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Consultar' })).toBeDisabled();
  });
});
