import type { CurrentUser, OrderDraftAnswer } from '@portal/contracts';

/** Aprovações' tests: a supervisor, and orders awaiting approval as GET order-approvals answers them. */

export const supervisorUser: CurrentUser = {
  id: 3,
  username: 'SUPER',
  representativeId: 0,
  supervisorId: 7,
  kind: 'supervisor',
  name: 'SUPERVISOR NORTE',
};

export const ESTRELA = '7a000000-0000-4000-8000-000000000001';
export const CHARME = '7a000000-0000-4000-8000-000000000002';

export const awaiting = (
  id: string,
  customer: string,
  overrides: Partial<OrderDraftAnswer> = {},
): OrderDraftAnswer => ({
  id,
  status: 'awaiting-approval',
  sentAt: '2026-06-15T13:05:00.000Z',
  sentOn: '2026-06-15',
  savedAt: '2026-06-15T13:05:00.000Z',
  erpOrderNumber: null,
  customer: { register: '11222333000181', name: customer },
  representativeId: 1,
  customerContact: { whats: null, cellphone: null },
  priceTable: 'TAB 01',
  priceTableSource: 'customer',
  paymentDays: 60,
  deliveryDate: null,
  discountPercent: 8,
  note: '',
  items: [{ reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 10 }],
  paymentConditionCode: '306090',
  freightType: null,
  carrierCode: null,
  approval: null,
  rejection: null,
  maxDiscountPercent: 5,
  commissionRate: 3,
  evaluation: {
    lines: [
      {
        reference: 'VER25.0001',
        description: 'VESTIDO LONGO',
        colorCode: '01',
        colorName: 'PRETO',
        size: 'P',
        parts: 10,
        listPrice: 120,
        unitPrice: 123,
        value: 1230,
        netValue: 1131.6,
        quotaArticle: 'A1',
      },
    ],
    totals: { parts: 10, value: 1230, netValue: 1131.6, commission: 33.95 },
    goals: [],
    credit: { projectedBalanceBefore: 5000, projectedBalanceAfter: 3868.4, flagAfter: 0 },
    problems: [],
    warnings: [],
    paymentCondition: {
      code: '306090',
      description: '30/60/90 DIAS',
      installments: '30/60/90',
      surchargePercent: 2.5,
      minOrderValue: 0,
    },
    installments: [],
    approvals: [
      {
        kind: 'discount',
        message: 'Desconto de 8 % acima do seu limite de 5 %: precisa de aprovação',
        figures: { discountPercent: 8, maxDiscountPercent: 5 },
      },
    ],
  },
  printout: {
    companyName: 'TECIDOS LTDA',
    customerCity: 'SÃO PAULO',
    customerState: 'SP',
    representativeName: 'JOÃO REPRESENTAÇÕES LTDA',
  },
  ...overrides,
});
