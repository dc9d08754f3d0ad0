import { STATE_BY_IBGE_PREFIX } from './value-parsers.ts';

/** A check across columns of one row, after each value passed on its own. */
export type RowCheck = (
  value: (column: string) => string | null,
) => { column: string; reason: string } | undefined;

export const rowChecks: Record<string, RowCheck> = {
  'cities.csv': (value) => {
    const code = value('code');
    const state = value('state_code');
    if (!code || !state) return undefined;
    const expected = STATE_BY_IBGE_PREFIX[code.slice(0, 2)];
    return expected === state
      ? undefined
      : { column: 'code', reason: `código IBGE ${code} é de ${expected ?? '?'}, não de ${state}` };
  },
  'receivables.csv': (value) => {
    const amount = value('value');
    const balance = value('balance');
    if (amount === null || balance === null) return undefined;
    return Number(balance) > Number(amount)
      ? { column: 'balance', reason: `saldo ${balance} maior que o valor ${amount}` }
      : undefined;
  },
};
