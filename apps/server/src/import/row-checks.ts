import { STATE_BY_IBGE_PREFIX } from './value-parsers.ts';

/** A check across columns of one row, after each value passed on its own. */
export type RowCheck = (
  value: (column: string) => string | null,
) => { column: string; reason: string } | undefined;

/** A point's two coordinates come together or not at all (docs/domain.md §7). */
const bothOrNeitherCoordinate: RowCheck = (value) => {
  const latitude = value('latitude');
  const longitude = value('longitude');
  if ((latitude === null) === (longitude === null)) return undefined;
  return latitude === null
    ? { column: 'latitude', reason: 'informe a latitude junto com a longitude (ou nenhuma das duas)' }
    : { column: 'longitude', reason: 'informe a longitude junto com a latitude (ou nenhuma das duas)' };
};

export const rowChecks: Record<string, RowCheck> = {
  'cities.csv': (value) => {
    const point = bothOrNeitherCoordinate(value);
    if (point) return point;
    const code = value('code');
    const state = value('state_code');
    if (!code || !state) return undefined;
    const expected = STATE_BY_IBGE_PREFIX[code.slice(0, 2)];
    return expected === state
      ? undefined
      : { column: 'code', reason: `código IBGE ${code} é de ${expected ?? '?'}, não de ${state}` };
  },
  'customers.csv': bothOrNeitherCoordinate,
  'receivables.csv': (value) => {
    const amount = value('value');
    const balance = value('balance');
    if (amount === null || balance === null) return undefined;
    return Number(balance) > Number(amount)
      ? { column: 'balance', reason: `saldo ${balance} maior que o valor ${amount}` }
      : undefined;
  },
};
