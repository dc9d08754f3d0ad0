/** Portuguese texts of Carteira (docs/product.md §2.9, §8), word for word where the spec gives them. */
export const walletTexts = {
  title: 'Carteira',
  issue: 'Emissão',
  fillRepresentativeFirst: 'Preencha representante',
  error: 'Erro ao consultar Carteira',
} as const;
