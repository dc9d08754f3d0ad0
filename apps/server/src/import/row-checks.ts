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

/** Most days one condition may list (docs/domain.md §8.1). */
const MAX_INSTALLMENTS = 12;

/** A condition's days: whole numbers 0–360 separated by '/', ascending, at most 12 ('0' = à vista). */
const paymentCondition: RowCheck = (value) => {
  const installments = value('installments');
  if (installments !== null) {
    const parts = installments.split('/');
    if (parts.some((part) => !/^\d{1,3}$/.test(part)))
      return {
        column: 'installments',
        reason: `prazos inválidos: "${installments}" (dias inteiros separados por /, ex.: 30/60/90)`,
      };
    const days = parts.map(Number);
    if (days.some((day) => day > 360))
      return { column: 'installments', reason: `prazo acima de 360 dias: "${installments}"` };
    if (days.length > MAX_INSTALLMENTS)
      return {
        column: 'installments',
        reason: `${days.length} parcelas: no máximo ${MAX_INSTALLMENTS} ("${installments}")`,
      };
    if (days.some((day, index) => index > 0 && day <= (days[index - 1] as number)))
      return { column: 'installments', reason: `prazos fora de ordem crescente: "${installments}"` };
  }
  const surcharge = value('surcharge_percent');
  if (surcharge !== null && /\.\d{3,}$/.test(surcharge))
    return { column: 'surcharge_percent', reason: `acréscimo com mais de 2 casas decimais: "${surcharge}"` };
  return undefined;
};

/** The longest reason of an ERP's refusal, as the call takes it (docs/domain.md §8.5). */
const MAX_RETURN_REASON = 500;

/** An ERP's answer: accepted with its order number, rejected with a reason of at most 500 characters. */
const portalOrderReturn: RowCheck = (value) => {
  const status = value('status');
  if (status === 'accepted' && value('erp_order_number') === null)
    return { column: 'erp_order_number', reason: 'informe o número do pedido no ERP de um pedido aceito' };
  const reason = value('reason');
  if (status === 'rejected' && reason === null)
    return { column: 'reason', reason: 'informe o motivo de um pedido recusado' };
  if (reason !== null && [...reason].length > MAX_RETURN_REASON)
    return { column: 'reason', reason: `motivo com mais de ${MAX_RETURN_REASON} caracteres` };
  return undefined;
};

export const rowChecks: Record<string, RowCheck> = {
  'portal_order_returns.csv': portalOrderReturn,
  'payment_conditions.csv': paymentCondition,
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
