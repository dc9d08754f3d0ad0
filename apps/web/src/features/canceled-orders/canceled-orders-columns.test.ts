import { describe, it } from 'vitest';
import { expectPhoneCard } from '../../test/screen-checks.ts';
import { canceledOrdersColumns } from './canceled-orders-columns.ts';

describe('Ped. Cancelados on a phone', () => {
  it('names the card by Cliente and shows Pedido, Dt. Cancelamento, Valor', () => {
    expectPhoneCard(
      canceledOrdersColumns,
      ['Cliente'],
      ['Pedido', 'Dt. Cancelamento', 'Valor'],
      ['Motivo', 'Cidade'],
    );
  });
});
