import type { SaleFrequencyCustomer } from '@portal/contracts';
import { describe, it } from 'vitest';
import { expectPhoneCard } from '../../../test/screen-checks.ts';
import { customer } from '../test-fixtures.ts';
import { gridColumns } from './grid-columns.ts';

describe('Potencial grid on a phone', () => {
  it('names the card by Cliente and shows Pot. Ven., with route and city in the detail', () => {
    expectPhoneCard(
      gridColumns([customer(1) as SaleFrequencyCustomer]),
      ['Cliente'],
      ['Pot. Ven.'],
      ['R', 'Cidade'],
    );
  });
});
