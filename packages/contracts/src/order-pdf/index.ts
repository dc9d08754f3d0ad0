// The order's PDF, its own entry (`@portal/contracts/order-pdf`) so jsPDF is loaded only by whoever builds one: the
// server's PDF route and the device's share chunk (docs/decisions/198).
export * from './build-order-pdf.ts';
export * from './order-pdf-text.ts';
