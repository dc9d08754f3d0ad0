import { describe, it } from 'vitest';
import { expectPhoneCard } from '../../test/screen-checks.ts';
import { billedColumns } from './billed-columns.ts';

describe('Faturado on a phone', () => {
  it('names the card by Cliente and shows NF, DT, Valor Total', () => {
    expectPhoneCard(billedColumns, ['Cliente'], ['NF', 'DT', 'Valor Total'], ['Ped', 'Cidade']);
  });
});
