// What the rep should do about a customer's credit, by financial flag (product.md §4): the visit plan's `credit`
// reason carries it (docs/domain.md §5.1). Flags 0 and 4 give no credit reason (4 is the `collect` reason).

export const creditAdvice: Readonly<Record<1 | 2 | 3, string>> = {
  1: 'Limite insuficiente: solicite a reanálise de crédito.',
  2: 'Sem limite: sem faturamento ou mais de 12 meses sem comprar; solicite a análise de crédito.',
  3: 'Crédito suspenso: venda condicionada a pagamento antecipado ou cartão.',
};
