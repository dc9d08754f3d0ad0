import { describe, it } from 'vitest';
import { expectPhoneCard } from '../../test/screen-checks.ts';
import { visitRoutesColumns } from './visit-routes-columns.ts';

describe('Rotas on a phone', () => {
  it('names the card by Cidade, Estado and shows População, Rota', () => {
    expectPhoneCard(visitRoutesColumns, ['Cidade', 'Estado'], ['População', 'Rota'], []);
  });
});
