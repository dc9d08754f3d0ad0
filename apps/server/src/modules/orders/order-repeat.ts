import type { FreightType, OrderRepeatTerms } from '@portal/contracts';

// "Repetir pedido" (docs/domain.md §6): which of the old order's terms the new one keeps, and, for each one given up
// or lowered, the sentence the screen shows. Kept apart from the SQL so each rule reads on its own.

/** What the old order carried and what today allows, as order-repeat.queries.ts reads them. */
export type RepeatFacts = {
  /** The old order's table and whether it still has prices. */
  oldTable: string | null;
  oldTablePriced: boolean;
  /** The customer's table today (its own, else its latest order's). */
  customerTable: string | null;
  /** The portal order's condition, else the ERP order's; usable = known, active and among the customer's. */
  condition: { code: string; usable: boolean } | null;
  /** The portal order's freight type (the ERP's orders carry none). */
  freightType: FreightType | null;
  /** The portal order's carrier (known = still in carriers), else the ERP's shipping company as it was written. */
  carrier:
    | { from: 'portal'; code: string; known: boolean }
    | { from: 'erp'; written: string; code: string | null; companyHasCarriers: boolean }
    | null;
  discountPercent: number;
  repMaxDiscount: number;
  approvalOn: boolean;
  /** The highest discount an approver of the rep may approve (0 without approvers). */
  approverMaxDiscount: number;
};

/** 8 → "8", 7.5 → "7,5": the way a rep says a percent. */
const percent = (value: number): string => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

const tableOf = (facts: RepeatFacts, notes: string[]): string | null => {
  if (facts.oldTable === null || facts.oldTablePriced) return facts.oldTable ?? facts.customerTable;
  notes.push(
    facts.customerTable !== null && facts.customerTable !== facts.oldTable
      ? `A tabela ${facts.oldTable} não tem mais preços: usada a tabela ${facts.customerTable} do cliente`
      : `A tabela ${facts.oldTable} não tem mais preços: escolha outra tabela`,
  );
  return facts.customerTable;
};

const conditionOf = (facts: RepeatFacts, notes: string[]): string | null => {
  if (facts.condition === null) return null;
  if (facts.condition.usable) return facts.condition.code;
  notes.push(`A condição ${facts.condition.code} não está mais disponível para este cliente: escolha outra`);
  return null;
};

const carrierOf = (facts: RepeatFacts, notes: string[]): string | null => {
  const carrier = facts.carrier;
  if (carrier === null) return null;
  if (carrier.from === 'portal') {
    if (carrier.known) return carrier.code;
    notes.push(`A transportadora ${carrier.code} não está mais cadastrada: escolha outra`);
    return null;
  }
  // A company that exports no carriers does not ask for one: the ERP's text has nothing to match.
  if (carrier.code === null && carrier.companyHasCarriers)
    notes.push(`A transportadora ${carrier.written} do pedido não está entre as cadastradas: escolha uma`);
  return carrier.code;
};

/**
 * Above the rep's maximum a discount is §6's `discount` problem, unless approval is on and an approver may take it
 * (§8.2): the repeat never hands the rep an order the send would refuse for its discount alone.
 */
const discountOf = (facts: RepeatFacts, notes: string[]): number => {
  const discount = facts.discountPercent;
  if (discount <= facts.repMaxDiscount) return discount;
  if (facts.approvalOn && facts.approverMaxDiscount > facts.repMaxDiscount) {
    if (discount <= facts.approverMaxDiscount) return discount;
    notes.push(
      `Desconto de ${percent(discount)} % acima do que a aprovação permite (${percent(facts.approverMaxDiscount)} %): usado ${percent(facts.approverMaxDiscount)} %`,
    );
    return facts.approverMaxDiscount;
  }
  notes.push(
    `Desconto de ${percent(discount)} % acima do seu limite de ${percent(facts.repMaxDiscount)} %: usado ${percent(facts.repMaxDiscount)} %`,
  );
  return facts.repMaxDiscount;
};

export const repeatTerms = (facts: RepeatFacts): { terms: OrderRepeatTerms; notes: string[] } => {
  const notes: string[] = [];
  const terms: OrderRepeatTerms = {
    priceTable: tableOf(facts, notes),
    paymentConditionCode: conditionOf(facts, notes),
    freightType: facts.freightType,
    carrierCode: carrierOf(facts, notes),
    discountPercent: discountOf(facts, notes),
  };
  return { terms, notes };
};
