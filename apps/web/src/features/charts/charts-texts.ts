import { plural } from '../../lib/format.ts';

/** Portuguese texts of Indicadores (docs/product.md §2.5, §8), word for word where the spec gives them. */
export const chartsTexts = {
  title: 'Indicadores',
  collections: 'Coleções',
  month: 'Mês e Ano',
  noArticles: 'Nenhum artigo encontrado!',
  articlesError: 'Erro ao consultar Artigos de Cotas',
  fillRepresentative: 'Preencha representante',
  loading: 'Carregando...',
  noData: 'Sem dados no período.',
  goalTitle: 'Meta x Venda',
  goal: 'Meta',
  goalTotal: (articles: number) => (articles === 1 ? 'Total (1 artigo)' : `Total (${articles} artigos)`),
  otherArticles: (count: number) => (count === 1 ? 'Ver o outro artigo' : `Ver os outros ${count} artigos`),
  article: 'Artigo',
  reached: '% da meta',
  sales: 'Venda',
  noGoal: 'Sem meta',
  /** The axis' unit follows in parentheses, from the answer (weekly-chart-tile). */
  weeklyTitle: 'Meta x Venda Semanal',
  servedTitle: 'Atendimento de Clientes',
  served: 'Clientes Atendidos',
  unservedRegular: 'À Atender Regulares',
  unservedDefaulter: 'À Atender Inadimplentes',
  nonPaymentTitle: 'Inadimplência',
  nonPaymentBalance: 'Vencimentos do ano',
  nonPaymentOverdue: 'Em atraso',
  potentialTitle: 'Potencial',
  revenuesTitle: 'Faturamento do Mês',
  walletTitle: 'Carteira',
  commissionTitle: 'Comissão',
  /** The Comissão tile's link to the statement screen. */
  commissionStatement: 'Ver extrato',
  info: {
    nonPayment:
      'Inadimplência líquida de cancelamentos e devoluções: títulos com vencimento em cada ano e o saldo em atraso. Não é afetada pelo filtro de mês.',
    wallet: 'Carteira: pedidos em aberto, independentemente dos filtros de data.',
    commission: 'Comissão do mês atual em diante. Os meses já fechados estão na aba Mapa de Comissão.',
  },
  /** Many tiles failing at once: one toast instead of a stack of them. */
  failedTiles: (count: number): string =>
    count === 1
      ? '1 indicador não pôde ser carregado'
      : `${plural(count, 'indicador', 'indicadores')} não puderam ser carregados`,
  /** docs/product.md §8: "Erro ao consultar <tile>: <message>", each tile on its own. */
  errors: {
    nonPayment: 'Erro ao consultar Inadimplência',
    goalSales: 'Erro ao consultar Meta Vendas',
    goalSalesPeriod: 'Erro ao consultar Meta Vendas por Período',
    goalRevenues: 'Erro ao consultar Meta Faturamento',
    wallet: 'Erro ao consultar Carteira',
    served: 'Erro ao consultar Informações da Carteira',
    commission: 'Erro ao consultar Comissão',
    potential: 'Erro ao consultar Potência (Potencial)',
  },
  wallet: { open: 'Aberto', blocked: 'Bloqueado', expedition: 'Expedição', canceled: 'Cancelado' },
  commission: { credit: 'Crédito', debit: 'Débito', order: 'Prev. Pedido', duplicate: 'Prev. Duplicata' },
  potential: {
    released: 'Crédito liberado',
    insufficient: 'Limite insuficiente',
    without: 'Sem limite',
    suspended: 'Crédito suspenso',
    debit: 'Saldo devedor',
  },
} as const;
