/** Portuguese texts of Faturado (docs/product.md §2.10, §8), word for word where the spec gives them. */
export const billedTexts = {
  title: 'Faturado',
  issue: 'Emissão',
  fillRepresentativeFirst: 'Preencha representante',
  error: 'Erro ao consultar Faturado',
} as const;
