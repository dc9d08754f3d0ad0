import { randomUUID } from 'node:crypto';
import type {
  CatalogAnswer,
  OrderApprovalsAnswer,
  OrderContextAnswer,
  OrderDraftAnswer,
} from '@portal/contracts';
import { apiGet, tokenOf } from '../../e2e/helpers/api.ts';
import type { Login } from '../../e2e/helpers/portal-server.ts';

/** A supervisor's login with its token. */
export type SignedIn = { login: Login; token: string };

const write = async (baseUrl: string, token: string, method: string, path: string, body: unknown) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, body: (await response.json().catch(() => null)) as OrderDraftAnswer | null };
};

/**
 * One order of the signed-in rep waiting for their supervisor (docs/domain.md §8.3), made through the API as the
 * order screen makes it: a customer with a table and a usual condition, one reference sold by the piece, a discount
 * one point above the rep's maximum, sent. Its id; a probe that would not wait for approval is deleted.
 */
const orderAwaitingApproval = async (baseUrl: string, token: string): Promise<string> => {
  const customers = await apiGet<{ register: string }[]>(baseUrl, token, '/api/v1/customer/get-by?text=a');
  for (const { register } of customers) {
    const context = await apiGet<OrderContextAnswer>(
      baseUrl,
      token,
      `/api/v1/order-context?customerRegister=${register}`,
    );
    if (!context.priceTable || !context.terms.usualPaymentCondition || !context.terms.approvalOn) continue;
    const catalog = await apiGet<CatalogAnswer>(
      baseUrl,
      token,
      `/api/v1/catalog?customerRegister=${register}`,
    );
    const reference = catalog.references.find(
      (candidate) => candidate.soldBy === 'piece' && candidate.skus.length > 0,
    );
    if (!reference) continue;
    const [color, size] = reference.skus[0]!;
    const id = randomUUID();
    const saved = await write(baseUrl, token, 'PUT', `/api/v1/order-drafts/${id}`, {
      customerRegister: register,
      paymentConditionCode: context.terms.usualPaymentCondition,
      discountPercent: context.maxDiscountPercent + 1,
      note: 'Pedido de bancada: aprovação',
      items: [
        {
          reference: reference.reference,
          colorCode: reference.colors[color]!.code,
          size: reference.sizes[size]!,
          parts: 12,
        },
      ],
    });
    if (!saved.ok) continue;
    const sent = await write(baseUrl, token, 'POST', `/api/v1/order-drafts/${id}/send`, {});
    if (sent.body?.status === 'awaiting-approval') return id;
    await fetch(`${baseUrl}/api/v1/order-drafts/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
  }
  throw new Error('nenhum pedido do representante ficou aguardando aprovação');
};

/** The first of `supervisors` whose Aprovações holds an order `wanted` picks; null when none does. */
const supervisorSeeing = async (
  baseUrl: string,
  supervisors: Login[],
  wanted: (order: OrderApprovalsAnswer[number]) => boolean,
): Promise<SignedIn | null> => {
  for (const login of supervisors) {
    const token = await tokenOf(baseUrl, login);
    const awaiting = await apiGet<OrderApprovalsAnswer>(baseUrl, token, '/api/v1/order-approvals');
    if (awaiting.some(wanted)) return { login, token };
  }
  return null;
};

/**
 * A supervisor with a card to draw in Aprovações: one of `supervisors` for whom an order already waits, else the
 * rep's supervisor once the rep has sent an order for approval. A portal measured again (PORTAL_URL) gains no new
 * order each run.
 */
export const supervisorWithAwaitingOrder = async (
  baseUrl: string,
  repToken: string,
  supervisors: Login[],
): Promise<SignedIn | null> => {
  if (supervisors.length === 0) return null;
  const waiting = await supervisorSeeing(baseUrl, supervisors, () => true);
  if (waiting) return waiting;
  const id = await orderAwaitingApproval(baseUrl, repToken);
  return supervisorSeeing(baseUrl, supervisors, (order) => order.id === id);
};
