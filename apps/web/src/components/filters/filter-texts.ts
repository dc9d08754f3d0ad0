/** docs/product.md §8 / §9 texts shared by every filter widget. */
export const filterTexts = {
  noOptions: 'Nenhuma opção encontrada.',
  selectedCount: '{0} itens selecionados',
  representativePlaceholder: 'Nenhum representate...',
} as const;
