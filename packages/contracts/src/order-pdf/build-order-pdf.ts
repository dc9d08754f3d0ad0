import { jsPDF } from 'jspdf';
import type { OrderDraftAnswer } from '../orders/order-drafts.ts';
import type { OrderLine } from '../orders/order-evaluation.ts';
import type { OrderPrintout } from '../orders/order-printout.ts';
import { pdfCnpj, pdfCount, pdfDate, pdfMoney, pdfPercent, pdfStatus } from './order-pdf-text.ts';

// The order's PDF (docs/domain.md §8.4; docs/decisions/197 and 198): one builder for the server's
// GET api/v1/order-drafts/{id}/pdf and the device's "Compartilhar PDF", so both hand the customer the same document.
// A4, text (searchable), the standard Helvetica; never the commission, goals or credit, which the evaluation carries
// but this file does not read. Dated with the order's own day and identified by its id, so the same order gives the
// same bytes wherever it is built.

/** The order's terms (docs/domain.md §8.2), printed when the order has them. */
export type OrderPdfTerms = {
  paymentCondition?: string | null;
  installments?: readonly { number: number; dueDate: string; value: number }[] | null;
  freightType?: 'CIF' | 'FOB' | null;
  carrier?: string | null;
};

export type OrderPdfInput = {
  order: Pick<
    OrderDraftAnswer,
    | 'id'
    | 'status'
    | 'erpOrderNumber'
    | 'sentOn'
    | 'savedAt'
    | 'customer'
    | 'priceTable'
    | 'paymentDays'
    | 'deliveryDate'
    | 'discountPercent'
    | 'note'
  > & {
    evaluation: { lines: readonly OrderLine[]; totals: { parts: number; value: number; netValue: number } };
  };
  printout: OrderPrintout;
  terms?: OrderPdfTerms;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads the order's terms from an answer that may carry them (payment condition, installments, freight, carrier) and
 * leaves out what it does not carry.
 */
export const orderPdfTermsOf = (answer: object): OrderPdfTerms => {
  const fields = answer as Record<string, unknown>;
  const evaluation = (fields['evaluation'] ?? {}) as Record<string, unknown>;
  const condition = fields['paymentCondition'] ?? evaluation['paymentCondition'];
  const carrier = fields['carrier'];
  const named = (value: unknown): string | null => {
    if (typeof value === 'object' && value !== null) {
      const { code, description, name } = value as Record<string, unknown>;
      const label = text(description) ?? text(name);
      return label && text(code) ? `${String(code)} - ${label}` : (label ?? text(code));
    }
    return text(value);
  };
  const installments = fields['installments'] ?? evaluation['installments'];
  const freight = fields['freightType'];
  return {
    paymentCondition: named(condition) ?? text(fields['paymentConditionCode']),
    installments: Array.isArray(installments)
      ? (installments as { number: number; dueDate: string; value: number }[])
      : null,
    freightType: freight === 'CIF' || freight === 'FOB' ? freight : null,
    carrier: named(carrier) ?? text(fields['carrierCode']),
  };
};

const PAGE_WIDTH = 210;
const PAGE_BOTTOM = 282;
const LEFT = 14;
const RIGHT = PAGE_WIDTH - 14;
const LINE = 5;
const COLOR_COLUMN = 52;
const TOTAL_COLUMN = 18;

type Grid = {
  reference: string;
  description: string | null;
  unitPrice: number | null;
  parts: number;
  value: number;
  netValue: number;
  sizes: string[];
  colours: { code: string | null; name: string; cells: Map<string, number>; packs: Map<string, number> }[];
};

/** The lines regrouped as each reference's colour × size grid, in the order the lines came. */
const gridsOf = (lines: readonly OrderLine[]): Grid[] => {
  const grids = new Map<string, Grid>();
  for (const line of lines) {
    let grid = grids.get(line.reference);
    if (!grid) {
      grid = {
        reference: line.reference,
        description: line.description,
        unitPrice: line.unitPrice,
        parts: 0,
        value: 0,
        netValue: 0,
        sizes: [],
        colours: [],
      };
      grids.set(line.reference, grid);
    }
    grid.parts += line.parts;
    grid.value += line.value;
    grid.netValue += line.netValue;
    const size = line.size ?? '';
    if (!grid.sizes.includes(size)) grid.sizes.push(size);
    let colour = grid.colours.find((known) => known.code === line.colorCode);
    if (!colour) {
      colour = {
        code: line.colorCode,
        name: line.colorName ?? line.colorCode ?? 'Peças',
        cells: new Map(),
        packs: new Map(),
      };
      grid.colours.push(colour);
    }
    colour.cells.set(size, (colour.cells.get(size) ?? 0) + line.parts);
    if (line.packCode) colour.packs.set(line.packCode, line.packs ?? 0);
  }
  return [...grids.values()];
};

const round2 = (value: number): number => Math.round(value * 100 + 1e-9) / 100;

/** The order's PDF, as bytes. */
export const buildOrderPdf = (input: OrderPdfInput): Uint8Array => {
  const { order, printout } = input;
  const terms = input.terms ?? {};
  const day = order.sentOn ?? order.savedAt.slice(0, 10);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.setCreationDate(new Date(`${day}T12:00:00Z`));
  doc.setFileId(order.id.replace(/-/g, '').toUpperCase());
  const number = order.erpOrderNumber === null ? order.id.slice(0, 8) : String(order.erpOrderNumber);
  doc.setProperties({
    title: `Pedido ${number}`,
    subject: printout.companyName,
    creator: printout.companyName,
  });

  let y = 18;
  const room = (needed: number): void => {
    if (y + needed <= PAGE_BOTTOM) return;
    doc.addPage();
    y = 18;
  };
  const write = (
    value: string,
    x: number,
    options: { align?: 'left' | 'right' | 'center'; bold?: boolean } = {},
  ) => {
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    doc.text(value, x, y, options.align ? { align: options.align } : {});
  };
  const pair = (label: string, value: string): void => {
    room(LINE);
    write(`${label}:`, LEFT, { bold: true });
    write(value, LEFT + 36);
    y += LINE;
  };

  doc.setFontSize(15);
  write(printout.companyName, LEFT, { bold: true });
  doc.setFontSize(12);
  write(`Pedido ${number}`, RIGHT, { align: 'right', bold: true });
  y += 9;
  doc.setFontSize(10);
  pair('Cliente', order.customer.name);
  pair('CNPJ', pdfCnpj(order.customer.register));
  const place = [printout.customerCity, printout.customerState].filter(Boolean).join('/');
  if (place) pair('Cidade', place);
  pair('Representante', printout.representativeName);
  pair('Situação', pdfStatus(order.status));
  if (order.erpOrderNumber !== null) pair('Pedido no ERP', String(order.erpOrderNumber));
  pair(order.sentOn ? 'Enviado em' : 'Data', pdfDate(day));
  if (order.priceTable) pair('Tabela de preço', order.priceTable);
  if (terms.paymentCondition) pair('Condição', terms.paymentCondition);
  else pair('Prazo', `${order.paymentDays} dias`);
  if (terms.freightType)
    pair(
      'Frete',
      terms.freightType === 'CIF' ? 'CIF (por conta do vendedor)' : 'FOB (por conta do comprador)',
    );
  if (terms.carrier) pair('Transportadora', terms.carrier);
  if (order.deliveryDate) pair('Entrega', pdfDate(order.deliveryDate));
  y += 3;

  for (const grid of gridsOf(order.evaluation.lines)) {
    const gridded = grid.sizes.some((size) => size !== '');
    room(LINE * (gridded ? 3 + grid.colours.length : 3));
    doc.setDrawColor(180);
    doc.line(LEFT, y - 4, RIGHT, y - 4);
    write(`${grid.reference} ${grid.description ?? ''}`.trim(), LEFT, { bold: true });
    write(`Preço unitário: ${grid.unitPrice === null ? 'sem preço' : pdfMoney(grid.unitPrice)}`, RIGHT, {
      align: 'right',
    });
    y += LINE;
    if (gridded) {
      const width = Math.min(14, (RIGHT - LEFT - COLOR_COLUMN - TOTAL_COLUMN) / grid.sizes.length);
      const column = (index: number) => LEFT + COLOR_COLUMN + width * (index + 1);
      write('Cor', LEFT, { bold: true });
      grid.sizes.forEach((size, index) => write(size, column(index), { align: 'right', bold: true }));
      write('Total', RIGHT, { align: 'right', bold: true });
      y += LINE;
      for (const colour of grid.colours) {
        room(LINE);
        const packs = [...colour.packs].map(([code, count]) => `${code} × ${pdfCount(count)}`).join(', ');
        write(packs ? `${colour.name} (pacote ${packs})` : colour.name, LEFT);
        grid.sizes.forEach((size, index) => {
          const parts = colour.cells.get(size);
          if (parts !== undefined) write(pdfCount(parts), column(index), { align: 'right' });
        });
        const total = [...colour.cells.values()].reduce((sum, parts) => sum + parts, 0);
        write(pdfCount(total), RIGHT, { align: 'right' });
        y += LINE;
      }
    }
    room(LINE);
    write(
      `Peças: ${pdfCount(grid.parts)}    Valor: ${pdfMoney(round2(grid.value))}    Líquido: ${pdfMoney(round2(grid.netValue))}`,
      RIGHT,
      { align: 'right' },
    );
    y += LINE + 3;
  }

  const { totals } = order.evaluation;
  room(LINE * 5);
  doc.setDrawColor(80);
  doc.line(LEFT, y - 4, RIGHT, y - 4);
  const total = (label: string, value: string, bold = false) => {
    room(LINE);
    write(label, RIGHT - 40, { align: 'right', bold });
    write(value, RIGHT, { align: 'right', bold });
    y += LINE;
  };
  total('Total de peças', pdfCount(totals.parts));
  total('Valor bruto', pdfMoney(totals.value));
  total(`Desconto (${pdfPercent(order.discountPercent)}%)`, pdfMoney(round2(totals.value - totals.netValue)));
  total('Valor líquido', pdfMoney(totals.netValue), true);
  y += 2;

  if (terms.installments && terms.installments.length > 0) {
    room(LINE * 2);
    write('Parcelas', LEFT, { bold: true });
    y += LINE;
    for (const installment of terms.installments) {
      room(LINE);
      write(`${installment.number}ª  ${pdfDate(installment.dueDate)}`, LEFT);
      write(pdfMoney(installment.value), LEFT + 70, { align: 'right' });
      y += LINE;
    }
    y += 2;
  }
  if (order.note) {
    room(LINE * 2);
    write('Observação', LEFT, { bold: true });
    y += LINE;
    doc.setFont('helvetica', 'normal');
    for (const row of doc.splitTextToSize(order.note, RIGHT - LEFT) as string[]) {
      room(LINE);
      doc.text(row, LEFT, y);
      y += LINE;
    }
  }
  return new Uint8Array(doc.output('arraybuffer'));
};
