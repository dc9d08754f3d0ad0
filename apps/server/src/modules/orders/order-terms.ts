import type { OrderApproval, OrderInstallment, OrderPaymentCondition, OrderProblem } from '@portal/contracts';
import type { TermsFacts } from './order-terms.queries.ts';

// The order's terms as rules (docs/domain.md §8.2): the installments and their mean days, the terms' problems and the
// approvals. Money in whole cents, so the installments add up to the net total exactly.

const percent = (value: number): string => value.toFixed(2).replace('.', ',');
const brl = (value: number): string =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The condition's days: '30/60/90' → [30, 60, 90]. */
export const daysOf = (installments: string): number[] => installments.split('/').map(Number);

/** The mean of the days, half-up to a whole day: paymentDays of an order with a condition. */
export const meanDays = (days: number[]): number => {
  if (days.length === 0) return 0;
  const sum = days.reduce((total, day) => total + day, 0);
  // Integers only: floor((2·sum + n) / 2n) is sum/n rounded half-up.
  return Math.floor((2 * sum + days.length) / (2 * days.length));
};

const addDays = (iso: string, days: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Each installment the net total ÷ n truncated to the cent; the first adds what is left. */
export const installmentsOf = (days: number[], netTotal: number, from: string): OrderInstallment[] => {
  const n = days.length;
  if (n === 0) return [];
  const cents = Math.round(netTotal * 100);
  const each = Math.trunc(cents / n);
  const first = cents - each * (n - 1);
  return days.map((day, index) => ({
    number: index + 1,
    days: day,
    dueDate: addDays(from, day),
    value: (index === 0 ? first : each) / 100,
  }));
};

export const conditionAnswer = (facts: TermsFacts): OrderPaymentCondition | null =>
  facts.condition
    ? {
        code: facts.condition.code,
        description: facts.condition.description,
        installments: facts.condition.installments,
        surchargePercent: facts.condition.surchargePercent,
        minOrderValue: facts.condition.minOrderValue,
      }
    : null;

/** The condition that prices the order: a known, active one the customer may use. */
export const usableCondition = (facts: TermsFacts) =>
  facts.condition && facts.condition.active && facts.condition.allowed ? facts.condition : null;

export type TermsHeader = {
  paymentConditionCode: string | null;
  carrierCode: string | null;
  discountPercent: number;
  maxDiscountPercent: number;
  netTotal: number;
  creditFlagAfter: number;
};

export type TermsJudgement = {
  problems: OrderProblem[];
  approvals: OrderApproval[];
  /** The discount is above the rep's maximum but an approver may give it: §6's `discount` problem gives way. */
  discountApprovable: boolean;
};

export const judgeTerms = (facts: TermsFacts, header: TermsHeader): TermsJudgement => {
  const problems: OrderProblem[] = [];
  const approvals: OrderApproval[] = [];
  const code = header.paymentConditionCode;
  const figures = { paymentConditionCode: code };
  if (facts.hasConditions && code === null)
    problems.push({
      kind: 'payment-condition',
      line: null,
      message: 'Escolha a condição de pagamento',
      figures,
    });
  else if (code !== null && facts.condition === null)
    problems.push({
      kind: 'payment-condition',
      line: null,
      message: `Condição de pagamento ${code} não existe`,
      figures,
    });
  else if (facts.condition && !facts.condition.active)
    problems.push({
      kind: 'payment-condition',
      line: null,
      message: `Condição de pagamento ${code ?? ''} está inativa`,
      figures,
    });
  else if (facts.condition && !facts.condition.allowed)
    problems.push({
      kind: 'payment-condition',
      line: null,
      message: `Condição de pagamento ${code ?? ''} não está liberada para o cliente`,
      figures,
    });
  if (facts.carrierKnown === false)
    problems.push({
      kind: 'carrier',
      line: null,
      message: `Transportadora ${header.carrierCode ?? ''} não existe`,
      figures: { carrierCode: header.carrierCode },
    });

  const condition = usableCondition(facts);
  const minimum = condition?.minOrderValue ?? 0;
  const belowMinimum = condition !== null && minimum > 0 && header.netTotal < minimum;
  const minimumFigures = { netTotal: header.netTotal, minOrderValue: minimum };
  const minimumText = `Pedido de R$ ${brl(header.netTotal)} abaixo do mínimo de R$ ${brl(minimum)} da condição ${condition?.code ?? ''}`;
  const discountAbove = header.discountPercent > header.maxDiscountPercent;
  const discountApprovable =
    facts.approvalOn && discountAbove && header.discountPercent <= facts.approverMaxDiscount;

  if (!facts.approvalOn) {
    if (belowMinimum)
      problems.push({ kind: 'minimum', line: null, message: minimumText, figures: minimumFigures });
    return { problems, approvals, discountApprovable };
  }
  if (discountApprovable)
    approvals.push({
      kind: 'discount',
      message: `Desconto de ${percent(header.discountPercent)}% acima do máximo de ${percent(header.maxDiscountPercent)}% do representante`,
      figures: { discountPercent: header.discountPercent, maxDiscountPercent: header.maxDiscountPercent },
    });
  if (belowMinimum) approvals.push({ kind: 'minimum', message: minimumText, figures: minimumFigures });
  if (header.creditFlagAfter === 3 || header.creditFlagAfter === 4)
    approvals.push({
      kind: 'credit',
      message:
        header.creditFlagAfter === 4
          ? 'Cliente com títulos vencidos: o pedido precisa de aprovação'
          : 'Cliente com crédito suspenso: o pedido precisa de aprovação',
      figures: { flagAfter: header.creditFlagAfter },
    });
  return { problems, approvals, discountApprovable };
};
