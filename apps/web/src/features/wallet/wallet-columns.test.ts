import { describe, it } from 'vitest';
import { expectPhoneCard } from '../../test/screen-checks.ts';
import { walletColumns } from './wallet-columns.ts';

describe('Carteira on a phone', () => {
  it('names the card by Cliente and shows Sit, Ent, Valor À Faturar', () => {
    expectPhoneCard(walletColumns, ['Cliente'], ['Sit', 'Ent', 'Valor À Faturar'], ['Ped', 'Cidade']);
  });
});
