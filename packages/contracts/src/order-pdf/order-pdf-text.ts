// How the order's PDF writes numbers, dates and codes (docs/domain.md §8.4): money as 1.083,68, dates as dd/mm/aaaa,
// a CNPJ as 00.000.000/0000-00. Plain string work, so the server and the device write the same characters.

/** 1083.68 → "1.083,68" (half-up to the cent, as the evaluation rounds). */
export const pdfMoney = (value: number): string => {
  const cents = Math.round(Math.abs(value) * 100 + 1e-9);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}${whole},${String(cents % 100).padStart(2, '0')}`;
};

/** 5 → "5,00"; 12.5 → "12,50". */
export const pdfPercent = (value: number): string => pdfMoney(value);

/** 1234 → "1.234" (pieces, packs). */
export const pdfCount = (value: number): string =>
  Number.isInteger(value)
    ? value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')
    : String(value).replace('.', ',');

/** "2025-09-30" (or an ISO timestamp) → "30/09/2025". */
export const pdfDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** "11222333000181" → "11.222.333/0001-81"; anything else as it is. */
export const pdfCnpj = (register: string): string =>
  /^\d{14}$/.test(register)
    ? `${register.slice(0, 2)}.${register.slice(2, 5)}.${register.slice(5, 8)}/${register.slice(8, 12)}-${register.slice(12)}`
    : register;

const statusLabels: Record<string, string> = {
  draft: 'Rascunho',
  sent: 'Enviado',
  exported: 'Exportado ao ERP',
  'in-erp': 'No ERP',
  'awaiting-approval': 'Aguardando aprovação',
  'erp-rejected': 'Recusado pelo ERP',
};
export const pdfStatus = (status: string): string => statusLabels[status] ?? status;

/** `pedido-<ERP number or the first 8 characters of the id>.pdf`. */
export const orderPdfFileName = (order: { id: string; erpOrderNumber: number | null }): string =>
  `pedido-${order.erpOrderNumber ?? order.id.slice(0, 8)}.pdf`;
