/** Portuguese texts of the ERP's answer and of the copy of an order (docs/domain.md §8.5). */
export const erpAnswerTexts = {
  refusedBy: (reason: string) => `Recusado pelo ERP: ${reason}`,
  copy: 'Copiar para novo pedido',
  copying: 'Copiando…',
  copyError: 'Erro ao copiar o pedido',
} as const;
