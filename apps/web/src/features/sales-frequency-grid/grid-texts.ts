/** Portuguese texts of the Potencial grid (spec §2.7, §5, §8), word for word where the spec gives them. */
export const gridTexts = {
  title: 'Potencial',
  collections: 'Coleções',
  bought: 'Comprou',
  boughtOn: 'Com Compra',
  boughtOff: 'Sem Compra',
  issue: 'Emissão',
  fillRepresentativeFirst: 'Preencha representante',
  noCustomers: 'Nenhum cliente encontrado!',
  noArticles: 'Nenhum artigo encontrado!',
  articlesError: 'Erro ao consultar Artigos de Cotas',
  error: 'Erro ao consultar Frequência de Vendas',
} as const;
