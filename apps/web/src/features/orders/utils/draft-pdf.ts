import type {
  CatalogReference,
  OrderContextAnswer,
  OrderLine,
  OrderPaymentCondition,
} from '@portal/contracts';
import type { LocalOrder } from './order-draft.ts';
import type { OrderSummary } from './order-summary.ts';
import { installmentsOf } from './order-terms.ts';
import type { PdfOrder } from './share-order-pdf.ts';

/**
 * A draft's PDF as the device has it (docs/domain.md §8.4): the lines, totals and installments of the device's
 * summary, so the PDF the rep hands over at the counter is the order on the screen, offline too; its status says
 * it is a draft. The server's answer, when one came, gives the printout (company, city, rep).
 */
export const draftPdfOrder = ({
  order,
  summary,
  catalog,
  condition,
  carriers,
  today,
}: {
  order: LocalOrder;
  summary: OrderSummary;
  catalog: ReadonlyMap<string, CatalogReference>;
  condition: OrderPaymentCondition | null;
  carriers: OrderContextAnswer['terms']['carriers'];
  today: string;
}): PdfOrder & object => {
  const lines: OrderLine[] = summary.lines.map((line) => {
    const reference = catalog.get(line.item.reference);
    return {
      reference: line.item.reference,
      description: reference?.description ?? order.descriptions?.[line.item.reference] ?? null,
      colorCode: line.item.colorCode,
      colorName:
        reference?.colors.find((color) => color.code === line.item.colorCode)?.name ?? line.item.colorCode,
      size: line.item.size,
      parts: line.item.parts,
      listPrice: reference?.price ?? null,
      unitPrice: line.unitPrice,
      value: line.value,
      netValue: line.netValue,
      quotaArticle: line.quotaArticle,
    };
  });
  const carrier = carriers.find((entry) => entry.code === order.carrierCode);
  return {
    id: order.id,
    status: 'draft',
    erpOrderNumber: null,
    sentOn: null,
    // The PDF's date is the business day's.
    savedAt: `${today}T12:00:00.000Z`,
    customer: order.customer,
    priceTable: order.priceTable ?? order.knownTable ?? order.server?.priceTable ?? null,
    paymentDays: order.paymentDays,
    deliveryDate: order.deliveryDate ?? null,
    discountPercent: order.discountPercent,
    note: order.note,
    evaluation: {
      lines,
      totals: { parts: summary.parts, value: summary.value, netValue: summary.netValue },
      paymentCondition: condition,
      installments: condition ? installmentsOf(condition, summary.netValue, today) : [],
    },
    printout: order.server?.printout,
    freightType: order.freightType ?? null,
    carrier: carrier ?? order.carrierCode ?? null,
  } as PdfOrder & object;
};
