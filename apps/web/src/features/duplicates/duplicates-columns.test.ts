import { describe, it } from 'vitest';
import { expectPhoneCard } from '../../test/screen-checks.ts';
import { duplicatesColumns } from './duplicates-columns.ts';

describe('Dup. Aberto on a phone', () => {
  it('names the card by Cliente and shows Venc., Atraso, Saldo', () => {
    expectPhoneCard(duplicatesColumns, ['Cliente'], ['Venc.', 'Atraso', 'Saldo'], ['Duplicata', 'Valor']);
  });
});
