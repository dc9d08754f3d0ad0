import type { CurrentUser, OrderDraftAnswer } from '@portal/contracts';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  adminUser,
  apiError,
  callsTo,
  json,
  mockFetch,
  repUser,
  type Handler,
} from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubLayout } from '../../test/render-screen.tsx';
import { awaiting, CHARME, ESTRELA, supervisorUser } from './test-fixtures.ts';

// Aprovações in the whole app (shell, router, menu): the awaiting orders as the API answers them, one-tap approval,
// rejection with a reason, the server's 403/409 told in its words, and the badge of the menu and the dashboard.

stubLayout({ height: 900, width: 1440 });

/** A fake server whose awaiting list shrinks as orders are decided, as the real one does. */
const server = (
  user: CurrentUser,
  orders: OrderDraftAnswer[],
  decide: { approve?: Handler; reject?: Handler } = {},
) => {
  let waiting = [...orders];
  const decided = (request: { url: string }) => {
    const id = request.url.split('/').at(-2) ?? '';
    waiting = waiting.filter((order) => order.id !== id);
    return json({ ...orders.find((order) => order.id === id), status: 'sent' });
  };
  const fetchMock = mockFetch({
    'GET /api/v1/representative/current-user': () => json(user),
    'GET /api/v1/order-approvals': () =>
      user.kind === 'rep'
        ? apiError(403, 'FORBIDDEN', 'Acesso negado: só supervisores e administradores aprovam pedidos')
        : json(waiting),
    'GET /api/v1/order-approvals/count': () => json({ count: waiting.length }),
    [`POST /api/v1/order-drafts/${ESTRELA}/approve`]: decide.approve ?? decided,
    [`POST /api/v1/order-drafts/${ESTRELA}/reject`]: decide.reject ?? decided,
    [`POST /api/v1/order-drafts/${CHARME}/approve`]: decide.approve ?? decided,
  });
  return { fetchMock, setWaiting: (next: OrderDraftAnswer[]) => (waiting = next) };
};

const menuEntry = () => screen.getByRole('navigation', { name: 'Menu principal' });

describe('Aprovações', () => {
  it(
    'lists what waits with its figures and reason, approves in one tap, and the badge follows',
    { timeout: 20_000 },
    async () => {
      const { fetchMock } = server(supervisorUser, [
        awaiting(ESTRELA, 'MODAS ESTRELA LTDA'),
        awaiting(CHARME, 'BOUTIQUE CHARME ME', { discountPercent: 0 }),
      ]);
      const view = renderApp('/approvals', { token: 'stored' });
      const card = (
        await screen.findByRole('heading', { name: 'MODAS ESTRELA LTDA' }, { timeout: 15_000 })
      ).closest('article') as HTMLElement;
      expect(within(card).getByText('SÃO PAULO/SP')).toBeInTheDocument();
      expect(within(card).getByText('1 - JOÃO REPRESENTAÇÕES LTDA')).toBeInTheDocument();
      const figure = (label: string) => card.querySelector(`[data-figure="${label}"] dd`)?.textContent;
      expect(figure('Peças')).toBe('10');
      expect(figure('Total')).toBe('R$ 1.230,00');
      expect(figure('Desconto')).toBe('8,00%');
      expect(figure('Total líquido')).toBe('R$ 1.131,60');
      expect(figure('Condição')).toBe('30/60/90 DIAS (30/60/90)');
      expect(within(card).getByText(/Desconto de 8 % acima do seu limite de 5 %/)).toBeInTheDocument();
      expect(screen.getByText('2 pedidos aguardando')).toBeInTheDocument();

      // The menu's entry carries the count, and what a screen reader says with it.
      const entry = within(menuEntry()).getByRole('link', { name: /Aprovações/ });
      await waitFor(() => expect(entry).toHaveAccessibleName('Aprovações 2 pedidos aguardando aprovação'));

      // The lines, read-only, on demand.
      await view.user.click(within(card).getByRole('button', { name: 'Ver 1 item' }));
      const lines = within(card).getByRole('list', { name: 'Itens do pedido' });
      expect(within(lines).getByText('PRETO / P')).toBeInTheDocument();
      expect(within(lines).getByText('R$ 1.131,60')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /Abrir pedido/ })).toHaveAttribute(
        'href',
        `/orders/${ESTRELA}`,
      );

      await view.user.click(
        within(card).getByRole('button', { name: 'Aprovar o pedido de MODAS ESTRELA LTDA' }),
      );
      expect(await screen.findByText('Pedido de MODAS ESTRELA LTDA aprovado e enviado.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'MODAS ESTRELA LTDA' })).toBeNull());
      expect(screen.getByRole('heading', { name: 'BOUTIQUE CHARME ME' })).toBeInTheDocument();
      await waitFor(() => expect(entry).toHaveAccessibleName('Aprovações 1 pedido aguardando aprovação'));
      expect(callsTo(fetchMock, `/api/v1/order-drafts/${ESTRELA}/approve`)).toHaveLength(1);
    },
  );

  it(
    'rejects only with a reason, told in Portuguese, and sends the reason',
    { timeout: 20_000 },
    async () => {
      const { fetchMock } = server(supervisorUser, [awaiting(ESTRELA, 'MODAS ESTRELA LTDA')]);
      const view = renderApp('/approvals', { token: 'stored' });
      await screen.findByRole('heading', { name: 'MODAS ESTRELA LTDA' }, { timeout: 15_000 });
      await view.user.click(screen.getByRole('button', { name: 'Recusar o pedido de MODAS ESTRELA LTDA' }));
      const dialog = await screen.findByRole('dialog', { name: 'Recusar pedido' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Informe o motivo da recusa');
      expect(callsTo(fetchMock, `/api/v1/order-drafts/${ESTRELA}/reject`)).toHaveLength(0);

      await view.user.type(
        within(dialog).getByLabelText('Motivo da recusa'),
        'Desconto alto demais para este cliente',
      );
      await view.user.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
      expect(
        await screen.findByText(
          'Pedido de MODAS ESTRELA LTDA recusado: voltou ao representante como rascunho.',
        ),
      ).toBeInTheDocument();
      const [, init] = callsTo(fetchMock, `/api/v1/order-drafts/${ESTRELA}/reject`)[0] ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Desconto alto demais para este cliente' });
      expect(await screen.findByText('Nenhum pedido aguardando aprovação. Tudo em dia!')).toBeInTheDocument();
      await waitFor(() =>
        expect(within(menuEntry()).getByRole('link', { name: /Aprovações/ })).toHaveAccessibleName(
          'Aprovações',
        ),
      );
    },
  );

  it(
    'tells a 409 (decided meanwhile) and a 403 (below the discount) in the server’s words, and asks again',
    { timeout: 20_000 },
    async () => {
      const { fetchMock, setWaiting } = server(
        supervisorUser,
        [
          awaiting(ESTRELA, 'MODAS ESTRELA LTDA'),
          awaiting(CHARME, 'BOUTIQUE CHARME ME', { discountPercent: 20 }),
        ],
        {
          approve: ({ url }) =>
            url.includes(ESTRELA)
              ? (setWaiting([awaiting(CHARME, 'BOUTIQUE CHARME ME', { discountPercent: 20 })]),
                apiError(409, 'CONFLICT', 'Pedido não está aguardando aprovação'))
              : apiError(
                  403,
                  'FORBIDDEN',
                  'Acesso negado: desconto de 20,00% acima do seu máximo de 15,00% para aprovar',
                ),
        },
      );
      const view = renderApp('/approvals', { token: 'stored' });
      await screen.findByRole('heading', { name: 'MODAS ESTRELA LTDA' }, { timeout: 15_000 });
      const listCalls = callsTo(fetchMock, '/api/v1/order-approvals').length;
      await view.user.click(screen.getByRole('button', { name: 'Aprovar o pedido de MODAS ESTRELA LTDA' }));
      expect(await screen.findByText('Pedido não está aguardando aprovação')).toBeInTheDocument();
      // Decided by someone else: the list is asked again and the card is gone.
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'MODAS ESTRELA LTDA' })).toBeNull());
      expect(callsTo(fetchMock, '/api/v1/order-approvals').length).toBeGreaterThan(listCalls);

      await view.user.click(screen.getByRole('button', { name: 'Aprovar o pedido de BOUTIQUE CHARME ME' }));
      expect(
        await screen.findByText(
          'Acesso negado: desconto de 20,00% acima do seu máximo de 15,00% para aprovar',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'BOUTIQUE CHARME ME' })).toBeInTheDocument();
    },
  );

  it(
    'offers the tile with its badge on the dashboard to approvers, never to a rep',
    { timeout: 20_000 },
    async () => {
      server(adminUser, [awaiting(ESTRELA, 'MODAS ESTRELA LTDA')]);
      renderApp('/dashboard', { token: 'stored' });
      const tile = await screen.findByRole(
        'link',
        { name: /^Aprovações Pedidos que aguardam/ },
        { timeout: 15_000 },
      );
      await waitFor(() => expect(tile).toHaveTextContent('1'));
      expect(tile).toHaveAccessibleName(
        'Aprovações Pedidos que aguardam sua aprovação 1 pedido aguardando aprovação',
      );
    },
  );

  it(
    'a rep has no entry nor tile, and the address itself shows the server’s refusal',
    { timeout: 20_000 },
    async () => {
      const { fetchMock } = server(repUser, []);
      const view = renderApp('/dashboard', { token: 'stored' });
      await screen.findByRole('link', { name: /^Pedidos Pedido na hora/ }, { timeout: 15_000 });
      expect(screen.queryByRole('link', { name: /Aprovações/ })).toBeNull();
      expect(callsTo(fetchMock, '/api/v1/order-approvals/count')).toHaveLength(0);
      await view.router.navigate('/approvals');
      expect(
        await screen.findByText('Acesso negado: só supervisores e administradores aprovam pedidos'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    },
  );

  it(
    'shows what another supervisor decided meanwhile as soon as the app comes back in front',
    { timeout: 20_000 },
    async () => {
      const { setWaiting } = server(supervisorUser, [
        awaiting(ESTRELA, 'MODAS ESTRELA LTDA'),
        awaiting(CHARME, 'BOUTIQUE CHARME ME'),
      ]);
      renderApp('/approvals', { token: 'stored' });
      await screen.findByRole('heading', { name: 'MODAS ESTRELA LTDA' }, { timeout: 15_000 });
      // Approved by another supervisor while this one was in WhatsApp, seconds after the list was drawn.
      setWaiting([awaiting(CHARME, 'BOUTIQUE CHARME ME')]);
      act(() => focusManager.setFocused(false));
      act(() => focusManager.setFocused(true));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'MODAS ESTRELA LTDA' })).toBeNull());
      expect(screen.getByRole('heading', { name: 'BOUTIQUE CHARME ME' })).toBeInTheDocument();
      act(() => focusManager.setFocused(undefined));
    },
  );
});
