import type { OrderDraftAnswer } from '@portal/contracts';
import { buildOrderPdf, orderPdfTermsOf } from '@portal/contracts/order-pdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrderPdf } from './share-order-pdf.ts';

// "Compartilhar PDF" builds the order's PDF on the device with the server's builder, and shares it as a file where
// the device can, else downloads it.

const order: OrderDraftAnswer = {
  id: '0e000000-0000-4000-8000-0000000000b1',
  status: 'sent',
  sentAt: '2025-09-30T13:00:00.000Z',
  sentOn: '2025-09-30',
  savedAt: '2025-09-30T12:59:00.000Z',
  erpOrderNumber: null,
  customer: { register: '11222333000181', name: 'MODAS ESTRELA LTDA' },
  representativeId: 1,
  customerContact: { whats: null, cellphone: null },
  priceTable: 'TAB 01 - ATACADO',
  priceTableSource: 'customer',
  paymentDays: 30,
  paymentConditionCode: null,
  freightType: null,
  carrierCode: null,
  approval: null,
  rejection: null,
  deliveryDate: null,
  discountPercent: 0,
  note: '',
  items: [{ reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 2 }],
  maxDiscountPercent: 10,
  commissionRate: 5,
  evaluation: {
    lines: [
      {
        reference: 'VER25.0001',
        description: 'CAMISETA BÁSICA',
        colorCode: '01',
        colorName: 'PRETO',
        size: 'P',
        parts: 2,
        listPrice: 35,
        unitPrice: 35,
        value: 70,
        netValue: 70,
        quotaArticle: 'MAL',
      },
    ],
    totals: { parts: 2, value: 70, netValue: 70, commission: 3.5 },
    goals: [],
    credit: { projectedBalanceBefore: 1000, projectedBalanceAfter: 930, flagAfter: 0 },
    problems: [],
    warnings: [],
    paymentCondition: null,
    installments: [],
    approvals: [],
  },
  printout: {
    companyName: 'Confecções Aurora Ltda',
    customerCity: 'SÃO PAULO',
    customerState: 'SP',
    representativeName: 'JOÃO REPRESENTAÇÕES LTDA',
  },
};

const expectedBytes = () =>
  buildOrderPdf({ order, printout: order.printout!, terms: orderPdfTermsOf(order) });

/** jsdom's File has no arrayBuffer(): read it as a page would have before. */
const bytesOf = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('leitura'));
    reader.readAsArrayBuffer(file);
  });

describe('shareOrderPdf', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hands the share sheet the PDF the server would send, named as the server names it', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    const canShare = vi.fn<(data?: ShareData) => boolean>().mockReturnValue(true);
    expect(await shareOrderPdf(order, 'JOÃO', { share, canShare })).toBe('shared');
    const file = share.mock.calls[0]?.[0].files?.[0];
    if (!file) throw new Error('nenhum arquivo compartilhado');
    expect([file.name, file.type]).toEqual(['pedido-0e000000.pdf', 'application/pdf']);
    expect(await bytesOf(file)).toEqual(expectedBytes());
  });

  it('downloads the file where the device cannot share files, and says nothing when the rep closes the sheet', async () => {
    const created = vi.fn<(file: Blob) => string>().mockReturnValue('blob:pedido');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect([this.download, this.href]).toEqual(['pedido-0e000000.pdf', 'blob:pedido']);
    });
    expect(await shareOrderPdf(order, 'JOÃO', { canShare: () => false, share: vi.fn() })).toBe('downloaded');
    expect(await shareOrderPdf(order, 'JOÃO', {})).toBe('downloaded');
    expect(click).toHaveBeenCalledTimes(2);
    expect(await bytesOf(created.mock.calls[0]?.[0] as Blob)).toEqual(expectedBytes());

    const aborted = vi.fn().mockRejectedValue(new DOMException('fechou', 'AbortError'));
    expect(await shareOrderPdf(order, 'JOÃO', { canShare: () => true, share: aborted })).toBe('canceled');
  });
});
