import { notificationKinds, type NotificationKind, type NotificationTarget } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link.ts';

const REGISTER = '11222333000181';
const orderTarget: NotificationTarget = {
  screen: 'customers',
  filters: {
    representativeId: 1,
    initialIssueDate: '2025-09-02',
    finalIssueDate: '2025-09-02',
    customers: [REGISTER],
  },
};
const titleTarget: NotificationTarget = {
  screen: 'duplicates',
  filters: { representativeId: 1, customers: [REGISTER] },
};
const portalOrderTarget: NotificationTarget = {
  screen: 'orders',
  filters: { representativeId: 1, customers: [REGISTER] },
};
const approvalsTarget: NotificationTarget = { screen: 'approvals', filters: { representativeId: 1 } };
/**
 * The server's target of each kind: an order's events open Clientes, a title's open Dup. Aberto, a request for
 * approval Aprovações, a portal order's other events Pedidos.
 */
const targetOf: Record<NotificationKind, NotificationTarget> = {
  invoiced: orderTarget,
  blocked: orderTarget,
  canceled: orderTarget,
  paid: titleTarget,
  overdue: titleTarget,
  'approval-requested': approvalsTarget,
  approved: portalOrderTarget,
  rejected: portalOrderTarget,
  'in-erp': portalOrderTarget,
  'erp-rejected': portalOrderTarget,
};

describe('notificationLink', () => {
  it("opens each event kind's screen from the route table with its filters, the query run", () => {
    const customers = `/customers?representativeId=1&initialIssueDate=2025-09-02&finalIssueDate=2025-09-02&customers=${REGISTER}&consulta=1`;
    const duplicates = `/duplicates?representativeId=1&customers=${REGISTER}&consulta=1`;
    const orders = `/orders?representativeId=1&customers=${REGISTER}&consulta=1`;
    expect(
      Object.fromEntries(notificationKinds.map((kind) => [kind, notificationLink(targetOf[kind])])),
    ).toEqual({
      invoiced: customers,
      blocked: customers,
      canceled: customers,
      paid: duplicates,
      overdue: duplicates,
      'approval-requested': '/approvals?representativeId=1&consulta=1',
      approved: orders,
      rejected: orders,
      'in-erp': orders,
      'erp-rejected': orders,
    });
  });

  it('joins several customers as one comma list', () => {
    expect(
      notificationLink({ ...titleTarget, filters: { representativeId: 4, customers: ['1', '2'] } }),
    ).toBe('/duplicates?representativeId=4&customers=1%2C2&consulta=1');
  });
});
