import type { DuplicateGridRow } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { filtersFromParams } from '../../../components/report-page/use-report-filters.ts';
import {
  defaultDuplicatesFilters,
  duplicatesFiltersSchema,
  titlesOfCustomers,
} from './duplicates-filters.ts';

const title = (customerRegister: string, duplicate: string) =>
  ({ customerRegister, duplicate }) as DuplicateGridRow;

describe('Dup. Aberto customers filter', () => {
  it('reads the customers of a one-tap link', () => {
    const params = new URLSearchParams('customers=11222333000181&consulta=1');
    expect(filtersFromParams(params, duplicatesFiltersSchema, defaultDuplicatesFilters())).toEqual({
      representativeId: undefined,
      customers: ['11222333000181'],
    });
  });

  it('narrows the loaded titles to the chosen customers on the client (the call takes none)', () => {
    const rows = [title('A', '1/1'), title('B', '2/1'), title('A', '1/2')];
    expect(titlesOfCustomers(rows, ['A']).map((row) => row.duplicate)).toEqual(['1/1', '1/2']);
    expect(titlesOfCustomers(rows, undefined)).toHaveLength(3);
    expect(titlesOfCustomers(rows, [])).toHaveLength(3);
  });
});
