import {
  creditAdvice,
  MAX_ORDER_PARTS,
  MAX_ORDER_TOTAL_VALUE,
  type OrderEvaluation,
  type OrderLine,
  type OrderProblem,
  type OrderWarning,
} from '@portal/contracts';
import type { EvaluatedLine, EvaluatedMoney } from './order-evaluation.queries.ts';
import type { TermsJudgement } from './order-terms.ts';

// The problems (sending refused) and warnings (sending allowed) of docs/domain.md §6, from the evaluated lines. Every
// problem is listed at once, in Portuguese, with the line it belongs to.

export type OrderHeader = {
  priceTable: string | null;
  discountPercent: number;
  deliveryDate: string | null;
  itemCount: number;
};

const brDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const percent = (value: number): string => value.toFixed(2).replace('.', ',');
const count = (value: number): string => String(value).replace('.', ',');
const thousands = (digits: string): string => {
  let grouped = '';
  for (let i = 0; i < digits.length; i += 1)
    grouped += (i > 0 && (digits.length - i) % 3 === 0 ? '.' : '') + digits.charAt(i);
  return grouped;
};
/** 500000000 → "500.000.000" (pt-BR, whatever the process's locale data). */
const wholeCount = (value: number): string => thousands(String(Math.trunc(value)));
/** 25900000000 → "R$ 25.900.000.000,00". */
const brMoney = (value: number): string => {
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}R$ ${thousands(whole ?? '0')},${cents ?? '00'}`;
};

/** "R1001 PRETO/M", "R1001 01/M", or the reference alone. */
const cellName = (line: EvaluatedLine): string => {
  if (line.colorCode === null && line.size === null) return line.reference;
  return `${line.reference} ${line.colorName ?? line.colorCode ?? '-'}/${line.size ?? '-'}`;
};

const overdueAdvice = 'Duplicata vencida: o cliente tem títulos vencidos; cobre antes de vender.';

export const adviceOfFlag = (flag: number): string =>
  flag === 4 ? overdueAdvice : (creditAdvice[flag as 1 | 2 | 3] ?? '');

const lineProblems = (line: EvaluatedLine, header: OrderHeader): OrderProblem[] => {
  const problems: OrderProblem[] = [];
  const at = line.line;
  if (!line.known) {
    problems.push({
      kind: 'price',
      line: at,
      message: `Referência ${line.reference} não existe no catálogo`,
      figures: { reference: line.reference },
    });
  } else if (header.priceTable !== null && line.unitPrice === null) {
    problems.push({
      kind: 'price',
      line: at,
      message: `${line.reference} sem preço na tabela ${header.priceTable}`,
      figures: { reference: line.reference, priceTable: header.priceTable },
    });
  }
  if (line.known) {
    const cellGiven = line.colorCode !== null || line.size !== null;
    if (!line.hasGrid && cellGiven) {
      problems.push({
        kind: 'sku',
        line: at,
        message: `${line.reference} não tem grade de cor e tamanho: informe só a referência`,
        figures: { reference: line.reference, colorCode: line.colorCode, size: line.size },
      });
    } else if (line.hasGrid && (line.colorCode === null || line.size === null)) {
      problems.push({
        kind: 'sku',
        line: at,
        message: `${line.reference}: informe a cor e o tamanho`,
        figures: { reference: line.reference, colorCode: line.colorCode, size: line.size },
      });
    } else if (line.hasGrid && line.skuActive !== true) {
      problems.push({
        kind: 'sku',
        line: at,
        message: `${line.reference} cor ${line.colorCode ?? ''} tamanho ${line.size ?? ''} não está na grade ativa`,
        figures: { reference: line.reference, colorCode: line.colorCode, size: line.size },
      });
    }
  }
  if (line.soldBy === 'pack' && line.fromPieces) {
    problems.push({
      kind: 'pack',
      line: at,
      message: `${cellName(line)}: referência vendida só por pacote; peça pacotes inteiros`,
      figures: { reference: line.reference, colorCode: line.colorCode, size: line.size },
    });
  }
  if (!Number.isInteger(line.parts) || line.parts < 1) {
    problems.push({
      kind: 'parts',
      line: at,
      message: `${cellName(line)}: quantidade ${count(line.parts)} inválida (use um número inteiro de 1 ou mais)`,
      figures: { parts: line.parts },
    });
  } else if (line.parts > MAX_ORDER_PARTS) {
    // Each item is bounded by the contract, but the same cell given many times adds up past it.
    problems.push({
      kind: 'parts',
      line: at,
      message: `${cellName(line)}: ${wholeCount(line.parts)} peças passam do máximo de ${wholeCount(MAX_ORDER_PARTS)} por item`,
      figures: { parts: line.parts, maxParts: MAX_ORDER_PARTS },
    });
  }
  return problems;
};

const stockWarning = (line: EvaluatedLine, deliveryDate: string | null): OrderWarning | undefined => {
  if (line.available === null || !Number.isInteger(line.parts) || line.parts < 1) return undefined;
  const arriving =
    line.nextDate !== null && deliveryDate !== null && line.nextDate <= deliveryDate
      ? (line.nextAvailable ?? 0)
      : 0;
  if (line.parts <= line.available + arriving) return undefined;
  const later =
    line.nextDate !== null && line.nextAvailable !== null
      ? `; chegam ${line.nextAvailable} em ${brDate(line.nextDate)}${arriving === 0 && deliveryDate !== null ? ', depois da entrega' : ''}`
      : '';
  return {
    kind: 'stock',
    line: line.line,
    message: `${cellName(line)}: ${line.parts} peças pedidas, ${line.available} disponíveis${later}`,
    figures: {
      parts: line.parts,
      available: line.available,
      nextDate: line.nextDate,
      nextAvailable: line.nextAvailable,
    },
  };
};

/** The order's terms as judged by order-terms.ts, with what the evaluation answers of them (docs/domain.md §8.2). */
export type JudgedTerms = TermsJudgement & Pick<OrderEvaluation, 'paymentCondition' | 'installments'>;

const noTerms: JudgedTerms = {
  problems: [],
  approvals: [],
  discountApprovable: false,
  paymentCondition: null,
  installments: [],
};

/** The problems and warnings of an evaluated order, then the evaluation as the contract answers it. */
export const judgeOrder = (
  money: EvaluatedMoney,
  header: OrderHeader,
  today: string,
  terms: JudgedTerms = noTerms,
  /** Pack items that became no line (order-packs.ts). */
  packProblems: readonly OrderProblem[] = [],
): OrderEvaluation => {
  const problems: OrderProblem[] = [];
  if (header.priceTable === null)
    problems.push({
      kind: 'price-table',
      line: null,
      message: 'Nenhuma tabela de preço conhecida para o cliente: escolha uma tabela',
      figures: {},
    });
  if (header.itemCount === 0)
    problems.push({ kind: 'no-lines', line: null, message: 'Pedido sem itens', figures: {} });
  for (const line of money.lines) problems.push(...lineProblems(line, header));
  if (money.totals.value > MAX_ORDER_TOTAL_VALUE)
    problems.push({
      kind: 'parts',
      line: null,
      message: `Total do pedido de ${brMoney(money.totals.value)} acima do máximo de ${brMoney(MAX_ORDER_TOTAL_VALUE)}: confira as quantidades`,
      figures: { value: money.totals.value, maxValue: MAX_ORDER_TOTAL_VALUE, parts: money.totals.parts },
    });
  problems.push(...packProblems);
  if (header.discountPercent > money.maxDiscountPercent && !terms.discountApprovable)
    problems.push({
      kind: 'discount',
      line: null,
      message: `Desconto de ${percent(header.discountPercent)}% acima do máximo de ${percent(money.maxDiscountPercent)}% do representante`,
      figures: { discountPercent: header.discountPercent, maxDiscountPercent: money.maxDiscountPercent },
    });
  if (header.deliveryDate !== null && header.deliveryDate < today)
    problems.push({
      kind: 'delivery-date',
      line: null,
      message: `Data de entrega ${brDate(header.deliveryDate)} anterior a hoje (${brDate(today)})`,
      figures: { deliveryDate: header.deliveryDate, today },
    });
  problems.push(...terms.problems);

  const warnings: OrderWarning[] = [];
  for (const line of money.lines) {
    const warning = stockWarning(line, header.deliveryDate);
    if (warning) warnings.push(warning);
  }
  if (money.credit.flagAfter >= 1)
    warnings.push({
      kind: 'credit',
      line: null,
      message: adviceOfFlag(money.credit.flagAfter),
      figures: {
        flagAfter: money.credit.flagAfter,
        projectedBalanceAfter: money.credit.projectedBalanceAfter,
      },
    });

  const lines: OrderLine[] = money.lines.map((line) => ({
    reference: line.reference,
    description: line.description,
    colorCode: line.colorCode,
    colorName: line.colorName,
    size: line.size,
    parts: line.parts,
    listPrice: line.listPrice,
    unitPrice: line.unitPrice,
    value: line.value,
    netValue: line.netValue,
    quotaArticle: line.quotaArticle,
    // Only a line from a pack says so: an order of pieces answers as before packs existed.
    ...(line.packCode === null ? {} : { packCode: line.packCode, packs: line.packs }),
  }));
  return {
    lines,
    totals: money.totals,
    goals: money.goals,
    credit: money.credit,
    problems,
    warnings,
    paymentCondition: terms.paymentCondition,
    installments: terms.installments,
    approvals: terms.approvals,
  };
};
