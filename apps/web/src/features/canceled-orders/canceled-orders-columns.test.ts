import { describe, expect, it } from 'vitest';
import { phoneLayout } from '../../components/report-grid/index.ts';
import { canceledOrdersColumns } from './canceled-orders-columns.ts';

describe('Ped. Cancelados on a phone', () => {
  it('names the card by Cliente and shows Pedido, Dt. Cancelamento, Valor', () => {
    const layout = phoneLayout(canceledOrdersColumns);
    expect(layout.title.map((column) => column.name)).toEqual(['Cliente']);
    expect(layout.key.map((column) => column.name)).toEqual(['Pedido', 'Dt. Cancelamento', 'Valor']);
    expect(layout.detail.map((column) => column.name)).toEqual(['Motivo', 'Cidade']);
  });
});
