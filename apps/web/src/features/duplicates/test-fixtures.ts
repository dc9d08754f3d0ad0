/** A Dup. Aberto row as the API sends it, for the screen's tests. */
export const duplicateRow = (
  duplicate: string,
  value: number,
  balance: number,
  customerName = 'LOJA TRES',
) => ({
  customerRegister: '11222333000181',
  customerName,
  type: 'DM',
  duplicate,
  carrier: 'BANCO X',
  issueDate: '2026-09-01',
  dueDate: '2026-10-01',
  extensionDate: null,
  position: 'CARTEIRA',
  delay: 53,
  openOrders: 2,
  value,
  balance,
});
