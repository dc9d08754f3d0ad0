import {
  creditAdvice,
  type OrderEvaluation,
  type OrderLine,
  type OrderProblem,
  type OrderWarning,
} from '@portal/contracts';
import type { EvaluatedLine, EvaluatedMoney } from './order-evaluation.queries.ts';

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

/** The problems and warnings of an evaluated order, then the evaluation as the contract answers it. */
export const judgeOrder = (
  money: EvaluatedMoney,
  header: OrderHeader,
  today: string,
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
  problems.push(...packProblems);
  if (header.discountPercent > money.maxDiscountPercent)
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
    unitPrice: line.unitPrice,
    value: line.value,
    netValue: line.netValue,
    quotaArticle: line.quotaArticle,
    // Only a line from a pack says so: an order of pieces answers as before packs existed.
    ...(line.packCode === null ? {} : { packCode: line.packCode, packs: line.packs }),
  }));
  return { lines, totals: money.totals, goals: money.goals, credit: money.credit, problems, warnings };
};
