import type { NotificationEvent } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { filterNotifications, isFiltering, kindsIn, noNotificationFilter } from './notification-filter.ts';

const event = (overrides: Partial<NotificationEvent>): NotificationEvent => ({
  kind: 'overdue',
  date: '2026-12-01',
  representativeId: 1,
  customerRegister: '11222333000181',
  customerName: 'LOJA AZUL',
  order: null,
  invoice: null,
  receivable: 'R-1',
  value: 10,
  reason: null,
  text: 'Título R-1 vencido',
  target: { screen: 'duplicates', filters: { representativeId: 1, customers: ['11222333000181'] } },
  unread: false,
  ...overrides,
});

const azul = event({});
const conceicao = event({
  kind: 'invoiced',
  customerName: 'CONFECÇÕES CONCEIÇÃO',
  customerRegister: '44555666000199',
});
const unreadAzul = event({ kind: 'invoiced', unread: true, text: 'Pedido 9 faturado' });
const events = [azul, conceicao, unreadAzul];

describe('Notificações narrowed', () => {
  it('keeps everything without a filter', () => {
    expect(filterNotifications(events, noNotificationFilter)).toEqual(events);
    expect(isFiltering(noNotificationFilter)).toBe(false);
  });

  it('by kind, by customer name without accents or by CNPJ, and only the unread', () => {
    expect(filterNotifications(events, { ...noNotificationFilter, kind: 'invoiced' })).toEqual([
      conceicao,
      unreadAzul,
    ]);
    expect(filterNotifications(events, { ...noNotificationFilter, customer: 'conceicao' })).toEqual([
      conceicao,
    ]);
    expect(filterNotifications(events, { ...noNotificationFilter, customer: '44555666' })).toEqual([
      conceicao,
    ]);
    expect(filterNotifications(events, { ...noNotificationFilter, unreadOnly: true })).toEqual([unreadAzul]);
    expect(filterNotifications(events, { kind: 'invoiced', customer: 'azul', unreadOnly: false })).toEqual([
      unreadAzul,
    ]);
    expect(isFiltering({ ...noNotificationFilter, customer: '  ' })).toBe(false);
  });

  it('lists the kinds present with their counts', () => {
    expect(kindsIn(events)).toEqual([
      { kind: 'overdue', count: 1 },
      { kind: 'invoiced', count: 2 },
    ]);
  });
});
