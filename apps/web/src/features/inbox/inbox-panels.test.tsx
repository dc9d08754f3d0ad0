import type { MessagesAnswer, NotificationEvent, NotificationsAnswer } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, apiError, callsTo, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

// The top bar's Mensagens and Notificações (docs/domain.md §5.5): badges from one counts call, the panels, the
// writes each makes and what the badge shows after them.

const overdue: NotificationEvent = {
  kind: 'overdue',
  date: '2025-09-30',
  representativeId: 1,
  customerRegister: '11222333000181',
  customerName: 'LOJA AZUL',
  order: null,
  invoice: null,
  receivable: 'R-1',
  value: 10,
  reason: null,
  text: 'Título R-1 vencido: R$ 10,00 em aberto',
  target: { screen: 'duplicates', filters: { representativeId: 1, customers: ['11222333000181'] } },
  unread: true,
};
const invoiced: NotificationEvent = {
  ...overdue,
  kind: 'invoiced',
  date: '2025-09-25',
  order: 501,
  invoice: 'NF-501',
  receivable: null,
  value: 1234.56,
  text: 'Pedido 501 faturado: NF NF-501, R$ 1.234,56',
  target: {
    screen: 'customers',
    filters: {
      representativeId: 1,
      initialIssueDate: '2025-09-02',
      finalIssueDate: '2025-09-02',
      customers: ['11222333000181'],
    },
  },
  unread: false,
};
const notifications: NotificationsAnswer = {
  today: '2025-09-30',
  lastOpenedOn: '2025-09-29',
  unread: 1,
  events: [overdue, invoiced],
};
const received: MessagesAnswer = {
  received: [
    {
      id: 7,
      title: 'Campanha de verão',
      text: 'Meta dobrada em outubro',
      sentBy: 'SUPNORTE',
      sentAt: '2025-09-30T12:00:00.000Z',
      sentOn: '2025-09-30',
      read: false,
    },
  ],
  sent: [],
  unread: 1,
};

describe('top bar inbox', () => {
  it('shows the unread notifications, lists them by day, marks them seen and opens an event’s screen', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/representative/current-user': () => json(repUser),
      'GET /api/v1/inbox/counts': () => json({ notifications: 1, messages: 0 }),
      'GET /api/v1/notifications': () => json(notifications),
      'POST /api/v1/notifications/seen': () => json({ lastOpenedOn: '2025-09-30' }),
    });
    const view = renderApp('/', { token: 'stored' });
    const bell = await screen.findByRole('button', { name: 'Notificações: 1 não lida' });
    await view.user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const today = await within(panel).findByRole('region', { name: 'Hoje' });
    expect(
      within(today).getByRole('link', { name: /Título R-1 vencido: R\$ 10,00 em aberto/ }),
    ).toHaveAttribute('href', '/duplicates?representativeId=1&customers=11222333000181&consulta=1');
    expect(within(panel).getByRole('region', { name: '25/09/2025' })).toHaveTextContent(invoiced.text);
    await waitFor(() => expect(callsTo(fetchMock, '/api/v1/notifications/seen')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    // The open list keeps the marks of what was new.
    expect(within(panel).getByText('Nova')).toBeInTheDocument();
    await view.user.click(within(panel).getByRole('link', { name: /Pedido 501 faturado/ }));
    expect(view.router.state.location.pathname).toBe('/customers');
    expect(view.router.state.location.search).toBe(
      '?representativeId=1&initialIssueDate=2025-09-02&finalIssueDate=2025-09-02&customers=11222333000181&consulta=1',
    );
    expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument();
  });

  it('narrows the notifications by kind, customer and unread, and draws a long list a page at a time', async () => {
    const many: NotificationEvent[] = Array.from({ length: 45 }, (_, index) => ({
      ...invoiced,
      order: 600 + index,
      customerName: index === 0 ? 'CONFECÇÕES CONCEIÇÃO' : 'LOJA AZUL',
      customerRegister: index === 0 ? '44555666000199' : '11222333000181',
      text: `Pedido ${600 + index} faturado`,
    }));
    mockFetch({
      'GET /api/v1/representative/current-user': () => json(repUser),
      'GET /api/v1/inbox/counts': () => json({ notifications: 1, messages: 0 }),
      'GET /api/v1/notifications': () => json({ ...notifications, events: [overdue, ...many] }),
      'POST /api/v1/notifications/seen': () => json({ lastOpenedOn: '2025-09-30' }),
    });
    const view = renderApp('/', { token: 'stored' });
    await view.user.click(await screen.findByRole('button', { name: 'Notificações: 1 não lida' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    await within(panel).findByRole('region', { name: 'Hoje' });
    expect(within(panel).getAllByRole('link')).toHaveLength(40);
    await view.user.click(within(panel).getByRole('button', { name: 'Mostrar mais (40 de 46)' }));
    expect(within(panel).getAllByRole('link')).toHaveLength(46);

    await view.user.selectOptions(within(panel).getByLabelText('Tipo'), 'Vencido (1)');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Título R-1 vencido')]);
    await view.user.selectOptions(within(panel).getByLabelText('Tipo'), 'Todos os tipos');
    await view.user.type(within(panel).getByLabelText('Cliente'), 'conceicao');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Pedido 600 faturado')]);
    await view.user.click(within(panel).getByLabelText('Só não lidas'));
    expect(within(panel).queryAllByRole('link')).toHaveLength(0);
    expect(within(panel).getByText('Nenhuma notificação com esses filtros.')).toBeInTheDocument();
    await view.user.click(within(panel).getByRole('button', { name: 'Limpar filtros' }));
    expect(within(panel).getAllByRole('link')).toHaveLength(40);
  }, 20_000);

  it('lets a rep open a message, which marks it read and drops the count', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/representative/current-user': () => json(repUser),
      'GET /api/v1/inbox/counts': () => json({ notifications: 100, messages: 1 }),
      'GET /api/v1/messages': () => json(received),
      'POST /api/v1/messages/7/read': () => json({ id: 7, read: true }),
    });
    const view = renderApp('/', { token: 'stored' });
    // The counts stop at 100: the bell says more than 99.
    const bell = await screen.findByRole('button', { name: 'Notificações: mais de 99 não lidas' });
    expect(bell).toHaveTextContent('99+');
    await view.user.click(await screen.findByRole('button', { name: 'Mensagens: 1 não lida' }));
    const message = await screen.findByRole('button', { name: /Campanha de verão/ });
    expect(screen.queryByText('Meta dobrada em outubro')).not.toBeInTheDocument();
    await view.user.click(message);
    expect(screen.getByText('Meta dobrada em outubro')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mensagens' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/messages/7/read')).toHaveLength(1);
    expect(screen.queryByText('Nova')).not.toBeInTheDocument();
  });

  it('lets a rep-0 user write a message, showing the server’s refusal in Portuguese', async () => {
    let sent = 0;
    const sentMessage = {
      id: 9,
      title: 'Reunião',
      text: 'Sexta',
      sentBy: 'ADMIN',
      sentAt: '2025-09-30T12:00:00.000Z',
      sentOn: '2025-09-30',
      recipients: [1, 2],
      readCount: 0,
    };
    mockFetch({
      'GET /api/v1/representative/current-user': () => json(adminUser),
      'GET /api/v1/messages': () =>
        json({
          received: [],
          sent: sent === 0 ? [] : [{ ...sentMessage, readCount: 1 }],
          unread: 0,
        }),
      'GET /api/comercial/representantes': () =>
        json([
          { id: 1, name: 'JOAO', supervisorId: 7, supervisorName: 'S', commissionRate: 5, active: true },
          { id: 2, name: 'MARIA', supervisorId: 7, supervisorName: 'S', commissionRate: 5, active: true },
        ]),
      'POST /api/v1/messages': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { title: string };
        if (body.title === '') return apiError(400, 'BAD_REQUEST', 'Informe o título');
        sent += 1;
        return json(sentMessage);
      },
    });
    const view = renderApp('/', { token: 'stored' });
    await view.user.click(await screen.findByRole('button', { name: 'Mensagens' }));
    expect(await screen.findByText('Nenhuma mensagem enviada.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Nova mensagem' }));
    await view.user.click(screen.getByLabelText('Todos os representantes da equipe'));
    await view.user.type(screen.getByLabelText('Texto'), 'Sexta');
    await view.user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe o título');
    await view.user.type(screen.getByLabelText('Título'), 'Reunião');
    expect(screen.getByText('7/120')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByTestId('read-count')).toHaveTextContent('Lida por 1 de 2');
  });
});

describe('top bar counts refresh', () => {
  it('asks once on load, not again on a focus within a minute, again on a later focus and every three minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = mockFetch({
        'GET /api/v1/representative/current-user': () => json(repUser),
      });
      renderApp('/', { token: 'stored' });
      await screen.findByRole('button', { name: 'Notificações' });
      const counts = () => callsTo(fetchMock, '/api/v1/inbox/counts').length;
      await waitFor(() => expect(counts()).toBe(1));
      const focus = async () => {
        await act(async () => {
          window.dispatchEvent(new Event('visibilitychange'));
          window.dispatchEvent(new Event('focus'));
        });
      };
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await focus();
      expect(counts()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(40_000));
      await focus();
      await waitFor(() => expect(counts()).toBe(2));
      await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
      await waitFor(() => expect(counts()).toBe(3));
    } finally {
      vi.useRealTimers();
    }
  });
});
