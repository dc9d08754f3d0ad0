import { describe, expect, it } from 'vitest';
import { orderPaths, screenForPath } from './paths.ts';

describe('route table', () => {
  it('names Pedidos for its own pages too', () => {
    expect(screenForPath('/orders')?.label).toBe('Pedidos');
    expect(screenForPath('/orders/new')?.label).toBe('Pedidos');
    expect(screenForPath('/ordersX')).toBeUndefined();
    expect(screenForPath('/wallet/1')).toBeUndefined();
  });

  it('builds the links other screens open Pedidos with', () => {
    expect(orderPaths.newFor({ register: '11222333000181', name: 'LOJA A&B' }, { fromVisitPlan: true })).toBe(
      '/orders/new?customer=11222333000181&name=LOJA+A%26B&visit=1',
    );
    expect(orderPaths.newFor({ register: '11222333000181' }, { representativeId: 7 })).toBe(
      '/orders/new?customer=11222333000181&representativeId=7',
    );
    expect(orderPaths.repeat(501)).toBe('/orders/repeat/501');
    expect(orderPaths.order('a-b')).toBe('/orders/a-b');
  });
});
