import type {
  CatalogAnswer,
  OrderContextAnswer,
  OrderDraftAnswer,
  OrderDraftBody,
  OrderRepeatAnswer,
} from '@portal/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotifyProvider } from '../../components/notify/notify-provider.tsx';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { outbox } from '../../lib/outbox/app-outbox.ts';
import { queryClient } from '../../lib/query-client.ts';
import { json, repUser } from '../../test/fetch-mock.ts';
import { stubLayout } from '../../test/render-screen.tsx';
import { OrdersPage } from './orders-page.tsx';
import { packReference, sampleCatalog, sampleContext, sampleRepeatAnswer } from './utils/test-catalog.ts';

const CUSTOMER = '11222333000181';

stubLayout({ height: 600, width: 400 });

/** The server as the order screen sees it: a draft store keyed by the device's id. */
const fakeServer = (options: {
  online: () => boolean;
  refuseSend?: boolean;
  contact?: OrderDraftAnswer['customerContact'];
  /** Drafts the server already holds (e.g. one a supervisor rejected). */
  preset?: OrderDraftAnswer[];
  catalog?: CatalogAnswer;
  context?: OrderContextAnswer;
  repeat?: OrderRepeatAnswer;
}) => {
  const drafts = new Map<string, OrderDraftAnswer>();
  for (const answer of options.preset ?? []) drafts.set(answer.id, answer);
  const calls: string[] = [];
  const answerOf = (
    id: string,
    body: OrderDraftBody,
    status: OrderDraftAnswer['status'],
  ): OrderDraftAnswer => ({
    id,
    status,
    sentAt: status === 'sent' ? '2026-11-26T15:00:00.000Z' : null,
    sentOn: status === 'sent' ? '2026-11-26' : null,
    savedAt: '2026-11-26T14:59:00.000Z',
    erpOrderNumber: null,
    customer: sampleContext.customer,
    customerContact: options.contact ?? { whats: '(47) 99999-0000', cellphone: '(47) 98888-0000' },
    representativeId: 1,
    priceTable: 'T1',
    priceTableSource: 'customer',
    paymentDays: body.paymentDays ?? 0,
    paymentConditionCode: body.paymentConditionCode ?? null,
    freightType: body.freightType ?? null,
    carrierCode: body.carrierCode ?? null,
    approval: null,
    rejection: null,
    deliveryDate: body.deliveryDate ?? null,
    discountPercent: body.discountPercent,
    note: body.note ?? '',
    // The screen types pieces only.
    items: body.items.flatMap((item) =>
      'parts' in item
        ? [
            {
              reference: item.reference,
              colorCode: item.colorCode ?? null,
              size: item.size ?? null,
              parts: item.parts,
            },
          ]
        : [],
    ),
    maxDiscountPercent: 10,
    commissionRate: 3.5,
    evaluation: {
      lines: [],
      totals: { parts: 3, value: 119.7, netValue: 119.7, commission: 4.19 },
      goals: [],
      credit: { projectedBalanceBefore: 200, projectedBalanceAfter: 80.3, flagAfter: 0 },
      problems: options.refuseSend
        ? [{ kind: 'price', line: 0, message: 'R100 sem preço na tabela T1', figures: {} }]
        : [],
      warnings: [],
      paymentCondition: null,
      installments: [],
      approvals: [],
    },
  });
  const bodies: OrderDraftBody[] = [];
  const sendBodies: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (!options.online()) throw new TypeError('Failed to fetch');
    if (path === '/api/v1/inbox/counts') return json({ notifications: 0, messages: 0 });
    if (path === '/api/v1/order-context') return json(options.context ?? sampleContext);
    if (path === '/api/v1/catalog') return json(options.catalog ?? sampleCatalog);
    if (path === '/api/v1/order-drafts') return json([...drafts.values()]);
    if (options.repeat && path === `/api/v1/order-repeat/${options.repeat.orderNumber}`)
      return json(options.repeat);
    const draft = /^\/api\/v1\/order-drafts\/([^/]+)(\/send)?$/.exec(path);
    if (draft) {
      const id = draft[1] ?? '';
      if (method === 'DELETE') {
        drafts.delete(id);
        return json({ id, deleted: true });
      }
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as OrderDraftBody;
        bodies.push(body);
        drafts.set(id, answerOf(id, body, 'draft'));
        return json(drafts.get(id));
      }
      const saved = drafts.get(id);
      if (!saved) return json({ error: { code: 'NOT_FOUND', message: 'Pedido não encontrado' } }, 404);
      if (draft[2] && options.refuseSend)
        return json({ error: { code: 'UNPROCESSABLE', message: 'Pedido com problemas' }, draft: saved }, 422);
      if (draft[2]) sendBodies.push(JSON.parse(String(init?.body)));
      if (draft[2])
        drafts.set(id, { ...saved, status: 'sent', sentAt: new Date().toISOString(), rejection: null });
      return json(drafts.get(id));
    }
    throw new Error(`Chamada inesperada: ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, bodies, sendBodies, drafts, answerOf };
};

const mount = (path: string) => {
  const router = createMemoryRouter([{ path: '/orders/*', element: <OrdersPage /> }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NotifyProvider>
        <RouterProvider router={router} />
      </NotifyProvider>
    </QueryClientProvider>,
  );
  return { router, view, user: userEvent.setup() };
};

const figure = (name: string) =>
  (document.querySelector(`[data-testid="order-summary"] [data-field="${name}"]`)?.textContent ?? '').replace(
    /\s/g,
    ' ',
  );

const openBlouseAndType = async (user: ReturnType<typeof userEvent.setup>, parts: string) => {
  await user.click(await screen.findByRole('button', { name: /R100/ }));
  const cell = screen.getByRole('textbox', { name: 'PRETO P' });
  await user.click(cell);
  await user.keyboard(parts);
};

describe('Pedidos', () => {
  it('moves the summary on the device as a quantity is typed: value, commission, goal and credit', async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    fakeServer({ online: () => true });
    const { user } = mount(`/orders/new?customer=${CUSTOMER}&name=MALHAS`);
    expect(await screen.findByRole('heading', { name: 'MALHAS PRIMAVERA LTDA' })).toBeInTheDocument();
    expect(await screen.findByTestId('catalog-imported-at')).toHaveTextContent('3 referências');
    await openBlouseAndType(user, '3');
    // 3 × 39,90 = 119,70; commission 3,5% = 4,1895 → 4,19; MALHARIA 250 + 119,70 of 1.000 = 36,97%;
    // credit 200,00 − 119,70 = 80,30, flag 0.
    expect(figure('pieces')).toBe('3');
    expect(figure('value')).toBe('R$ 119,70');
    expect(figure('commission')).toBe('R$ 4,19');
    expect(document.querySelector('[data-goal="MALHA"]')).toHaveTextContent('MALHARIA25,00% → 36,97%');
    expect(document.querySelector('[data-field="credit"]')).toHaveTextContent(
      /R\$\s80,30 · Limite Projetado/,
    );
    expect(document.querySelector('[data-field="credit"]')).toHaveAttribute('data-flag', '0');
  });

  it("removes a line with its button: that cell's pieces leave the lines, the grid and the summary", async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    fakeServer({ online: () => true });
    const { user } = mount(`/orders/new?customer=${CUSTOMER}`);
    await openBlouseAndType(user, '3{ArrowRight}5');
    await waitFor(() => expect(figure('pieces')).toBe('8'));
    const lines = screen.getByRole('region', { name: 'Itens do pedido' });
    await waitFor(() => expect(within(lines).getAllByRole('listitem')).toHaveLength(2));
    const [first] = within(lines).getAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: /^Remover / }));
    await waitFor(() => expect(within(lines).getAllByRole('listitem')).toHaveLength(1));
    expect(figure('pieces')).toBe('5');
    expect(screen.getByRole('textbox', { name: 'PRETO P' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'PRETO M' })).toHaveValue('5');
  });

  it('keeps the draft on the device through a remount and saves it to the server after a pause', async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    const server = fakeServer({ online: () => true });
    const first = mount(`/orders/new?customer=${CUSTOMER}`);
    await openBlouseAndType(first.user, '4');
    const path = first.router.state.location.pathname;
    expect(path).toMatch(/^\/orders\/[0-9a-f-]{36}$/);
    first.view.unmount();

    mount(path);
    expect(await screen.findByRole('heading', { name: 'MALHAS PRIMAVERA LTDA' })).toBeInTheDocument();
    await waitFor(() => expect(figure('pieces')).toBe('4'));
    await waitFor(() =>
      expect(server.bodies.at(-1)?.items).toEqual([
        { reference: 'R100', colorCode: '01', size: 'P', parts: 4 },
      ]),
    );
    expect(server.bodies.at(-1)).toMatchObject({
      customerRegister: CUSTOMER,
      paymentDays: 0,
      discountPercent: 0,
    });
  });

  it('sends, and shows the order as sent; from a visit plan card the send records the visit', async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    const server = fakeServer({ online: () => true });
    const { user } = mount(`/orders/new?customer=${CUSTOMER}&visit=1`);
    await openBlouseAndType(user, '2');
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Enviado');
    const send = server.calls.findIndex((call) => call.endsWith('/send'));
    expect(send).toBeGreaterThan(server.calls.findIndex((call) => call.startsWith('PUT')));
    expect(server.sendBodies).toEqual([{ recordVisit: true }]);
    // The share opens this customer's chat (its WhatsApp number), not WhatsApp's "choose a chat".
    const share = screen.getByRole('link', { name: 'WhatsApp de MALHAS PRIMAVERA LTDA' });
    expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5547999990000\?text=Ol%C3%A1%2C%20/);
  });

  it("shares a sent order on the customer's cellphone without a WhatsApp number, and says when there is none", async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    fakeServer({ online: () => true, contact: { whats: null, cellphone: '(47) 98888-0000' } });
    const first = mount(`/orders/new?customer=${CUSTOMER}`);
    await openBlouseAndType(first.user, '2');
    await first.user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(
      (await screen.findByRole('link', { name: 'WhatsApp de MALHAS PRIMAVERA LTDA' })).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/5547988880000\?text=/);
    first.view.unmount();

    queryClient.clear();
    fakeServer({ online: () => true, contact: { whats: '3333-4444', cellphone: null } });
    const second = mount(`/orders/new?customer=${CUSTOMER}`);
    await openBlouseAndType(second.user, '2');
    await second.user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByTestId('order-no-whatsapp')).toHaveTextContent(
      'Sem WhatsApp: o cliente não tem WhatsApp nem celular no cadastro.',
    );
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('asks for one tap on a warning before sending, and shows problems beside their lines', async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    fakeServer({ online: () => true });
    const { user } = mount(`/orders/new?customer=${CUSTOMER}`);
    await openBlouseAndType(user, '11');
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Confira antes de enviar:' });
    expect(warning).toHaveTextContent('R100 PRETO P: 11 pedidas, 10 livres');
    expect(document.querySelector('[data-line="0"] .is-warning')).toHaveTextContent('11 pedidas, 10 livres');
    await user.click(within(warning).getByRole('button', { name: 'Confirmo e envio mesmo assim' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Enviado');
  });

  it('keeps a send made without signal pending, and a refusal on return (422) comes back as a draft with the reasons', async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    let online = true;
    fakeServer({ online: () => online, refuseSend: true });
    const { user } = mount(`/orders/new?customer=${CUSTOMER}`);
    await openBlouseAndType(user, '2');
    online = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await screen.findByText('Sem conexão: o pedido será enviado quando o sinal voltar.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-save-state')).toHaveTextContent('pendente');
    expect(outbox.all().map((item) => item.kind)).toEqual(['order-save', 'order-send']);

    online = true;
    onLine.mockReturnValue(true);
    await act(() => outbox.flush(repUser.username));
    expect((await screen.findByText(/O servidor recusou o envio/)).closest('[role="alert"]')).not.toBeNull();
    await waitFor(() =>
      expect(document.querySelector('[data-line="0"] .is-problem')).toHaveTextContent(
        'R100 sem preço na tabela T1',
      ),
    );
    expect(screen.getByRole('button', { name: 'Enviar pedido' })).toBeInTheDocument();
    expect(outbox.all()).toEqual([]);
  });

  it('deletes a draft: gone from the device and, in turn, from the server', async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    const server = fakeServer({ online: () => true });
    const { user, router } = mount(`/orders/new?customer=${CUSTOMER}`);
    await openBlouseAndType(user, '1');
    const id = router.state.location.pathname.split('/').pop() ?? '';
    await waitFor(() => expect(server.drafts.has(id)).toBe(true));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Excluir rascunho' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    await waitFor(() => expect(server.drafts.has(id)).toBe(false));
    expect(server.calls).toContain(`DELETE /api/v1/order-drafts/${id}`);
    expect(await screen.findByText('Nenhum pedido encontrado!')).toBeInTheDocument();
  });

  it('opens a draft a supervisor rejected with who, when and why at the top, until it is sent again', async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    const id = '6f1f7c1e-2b7a-4c1e-9d0e-3a4b5c6d7e8f';
    const template = fakeServer({ online: () => true });
    const body: OrderDraftBody = {
      customerRegister: CUSTOMER,
      paymentDays: 30,
      discountPercent: 5,
      items: [{ reference: 'R100', colorCode: '01', size: 'P', parts: 2 }],
    };
    const rejected: OrderDraftAnswer = {
      ...template.answerOf(id, body, 'draft'),
      rejection: { by: 'sup.sul', at: '2026-11-27T13:05:00.000Z', reason: 'Desconto alto demais' },
    };
    fakeServer({ online: () => true, preset: [rejected] });
    const at = new Date('2026-11-27T13:05:00.000Z');
    const when = `27/11/2026 ${String(at.getHours()).padStart(2, '0')}:05`;
    const { user } = mount(`/orders/${id}`);
    const banner = await screen.findByTestId('order-rejection');
    expect(banner).toHaveTextContent(`Recusado por sup.sul em ${when}: Desconto alto demais`);
    expect(banner).toHaveAttribute('role', 'alert');
    // The customer's CNPJ as people write it.
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Enviado');
    expect(screen.queryByTestId('order-rejection')).toBeNull();
  });

  it('orders packs per colour: the summary counts their pieces and the save sends them as pack items', async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    const server = fakeServer({
      online: () => true,
      catalog: { ...sampleCatalog, references: [...sampleCatalog.references, packReference] },
    });
    const { user } = mount(`/orders/new?customer=${CUSTOMER}`);
    await user.click(await screen.findByRole('button', { name: /R500/ }));
    await user.click(screen.getByRole('button', { name: 'Mais 1 grade A em PRETO' }));
    await user.click(screen.getByRole('button', { name: 'Mais 1 grade A em PRETO' }));
    // 2 packs of 12 pieces at R$ 20,00.
    expect(figure('pieces')).toBe('24');
    expect(figure('value')).toBe('R$ 480,00');
    expect(screen.getByRole('textbox', { name: 'PRETO M' })).toHaveValue('8');
    await waitFor(() =>
      expect(server.bodies.at(-1)?.items).toEqual([
        { reference: 'R500', colorCode: '01', packCode: 'A', packs: 2 },
      ]),
    );
    expect(document.querySelector('[data-line="1"]')).toHaveTextContent('8 × R500 PRETO M');
  });

  it("shows the condition's surcharge and the installments with dates and values as quantities are typed, offline too", async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    let online = true;
    fakeServer({
      online: () => online,
      context: {
        ...sampleContext,
        terms: {
          paymentConditions: [
            {
              code: '3X',
              description: '30/60/90',
              installments: '30/60/90',
              surchargePercent: 2.5,
              minOrderValue: 0,
            },
          ],
          usualPaymentCondition: '3X',
          carriers: [],
          approvalOn: false,
        },
      },
    });
    const { user } = mount(`/orders/new?customer=${CUSTOMER}`);
    await openBlouseAndType(user, '3');
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.keyboard('{Backspace}6');
    // 6 × round2(39,90 × 1,025) = 6 × 40,90 = 245,40, of which 6 × 1,00 is the surcharge; 245,40 ÷ 3 = 81,80.
    await waitFor(() => expect(figure('value')).toBe('R$ 245,40'));
    const terms = screen.getByTestId('order-terms');
    expect(terms.querySelector('[data-field="surcharge"]')?.textContent?.replace(/\s/g, ' ')).toBe(
      'Acréscimo 2,5 % da condição: R$ 6,00',
    );
    const due = (days: number) => {
      const date = new Date();
      date.setDate(date.getDate() + days);
      return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    };
    expect(
      [...terms.querySelectorAll('[data-field="installments"] li')].map((item) =>
        item.textContent?.replace(/\s/g, ' '),
      ),
    ).toEqual([`1ª ${due(30)}: R$ 81,80`, `2ª ${due(60)}: R$ 81,80`, `3ª ${due(90)}: R$ 81,80`]);
    expect(screen.getByRole('combobox', { name: 'Condição de pagamento' })).toHaveDisplayValue(
      '3× R$ 81,80 — 30/60/90 dias, +2,5 %',
    );
    // The draft's PDF is made on the device, offline too.
    expect(screen.getByRole('button', { name: 'Compartilhar PDF' })).toBeEnabled();
  });

  it('says which order "Repetir pedido" repeats, with its lines, its terms and what was left out or changed', async () => {
    setCurrentUser(repUser);
    queryClient.clear();
    fakeServer({
      online: () => true,
      repeat: sampleRepeatAnswer({
        paymentDays: 30,
        terms: {
          priceTable: 'T1',
          paymentConditionCode: null,
          freightType: null,
          carrierCode: null,
          discountPercent: 5,
        },
        notes: ['Desconto de 12 % acima do seu limite de 5 %: usado 5 %'],
      }),
    });
    mount('/orders/repeat/501');
    expect(await screen.findByTestId('order-repeat-of')).toHaveTextContent(
      'Repetindo o pedido nº 501 de 20/10/2026',
    );
    await waitFor(() => expect(figure('pieces')).toBe('4'));
    const notes = screen.getByTestId('order-repeat-notes');
    expect(within(notes).getByText('Condições ajustadas ao que vale hoje:')).toBeInTheDocument();
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Desconto de 12 % acima do seu limite de 5 %: usado 5 %']);
    expect(screen.getByLabelText(/^Desconto %/)).toHaveValue('5');
    expect(screen.getAllByRole('note')[1]).toHaveTextContent('R900: fora do catálogo');
  });
});
