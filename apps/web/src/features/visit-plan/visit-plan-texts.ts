import { visitTexts } from '../../lib/visits/visit-texts.ts';

/** Portuguese texts of Plano de Visitas (docs/domain.md §5.1, §5.2). */
export const visitPlanTexts = {
  ...visitTexts,
  title: 'Plano de Visitas',
  error: 'Erro ao consultar Plano de Visitas',
  routesError: 'Erro ao consultar Rotas',
  route: 'Rota',
  routePlaceholder: 'Escolha a rota',
  cities: 'Cidade',
  citiesPlaceholder: 'Escolha as cidades',
  fillRepresentativeFirst: 'Preencha representante',
  /** Before the rep has touched the fields: what to do, not a fault. */
  howToStart: 'Para montar o plano de visitas, escolha a rota ou as cidades que vai visitar.',
  chooseRouteOrCity: 'Escolha uma rota ou ao menos uma cidade para montar o plano de visitas.',
  noCustomers: 'Nenhum cliente encontrado!',
  print: 'Imprimir',
  summary: 'Resumo da rota',
  customers: 'Clientes',
  toCollect: 'A cobrar',
  replenishment: 'Reposição',
  goalFigures: 'Metas',
  goalGaps: (month: string) => `Falta para a meta em ${month}`,
  dataFrom: (when: string) => `Dados de ${when}`,
  score: 'Pontuação',
  lastPurchase: 'Última compra',
  lastVisit: 'Última visita',
  noInfo: 'Sem informação',
  neverVisited: 'Nenhuma visita registrada',
  daysAgo: (days: number) => (days === 1 ? 'há 1 dia' : `há ${days} dias`),
  pending: 'pendente',
  order: 'Fazer pedido',
  details: 'Detalhes',
  overdueTitles: 'Títulos vencidos',
  titleLine: (number: string, due: string, delay: number, balance: string) =>
    `Título ${number} · venc. ${due} · ${delay} ${delay === 1 ? 'dia' : 'dias'} de atraso · ${balance}`,
  collections: 'Coleções',
  collectionLine: (previous: string, current: string, figure: string) =>
    `Comprou ${previous} (${figure}), ainda não comprou ${current}`,
  goals: 'Metas do representante',
  goalLine: (article: string, figure: string, gap: string) =>
    `${article}: média mensal do cliente ${figure}; falta ${gap} na meta`,
  blockedOrders: 'Pedidos bloqueados',
  blockedLine: (order: number, blockedOn: string, value: string) =>
    `Pedido ${order}${blockedOn ? ` · bloqueado em ${blockedOn}` : ''} · ${value}`,
  chips: {
    collect: (figure: string) => `Cobrar ${figure}`,
    replenish: (collection: string) => `Reposição ${collection}`,
    goal: (article: string) => `Meta ${article}`,
    blocked: (orders: number) => (orders === 1 ? 'Pedido bloqueado' : `${orders} pedidos bloqueados`),
    credit: 'Crédito',
  },
  call: 'Ligar',
  whatsapp: 'WhatsApp',
  maps: 'Mapa',
  noPhone: 'Sem telefone cadastrado',
  noWhatsapp: 'Sem WhatsApp ou celular cadastrado',
  refused: (customer: string, message: string) => `Visita a ${customer} recusada: ${message}`,
  refusedOk: 'Entendi',
  mapLabel: (count: number) =>
    `Mapa do plano de visitas: ${count} ${count === 1 ? 'cliente' : 'clientes'} numerados na ordem do plano`,
  orderByPath: 'Ordenar pelo caminho',
  orderByValue: 'Ordem por valor',
  pathLength: (distance: string) => `Caminho do dia: ${distance} em linha reta`,
  pathNoPosition: 'Sem a sua localização não dá para ordenar pelo caminho: o plano segue na ordem por valor.',
  moreAbout: 'Motivos, compras e visitas',
  stopNumber: (number: number) => `${number}º`,
  printHeading: (what: string, day: string) => `Plano de Visitas · ${what} · ${day}`,
  printRoute: (route: number) => `Rota ${route}`,
  printCities: (count: number) => (count === 1 ? '1 cidade' : `${count} cidades`),
} as const;

/** Texts of the WhatsApp message a rep sends from a card (pure function in utils/contact-links.ts). */
export const whatsappTexts = {
  greeting: (customer: string) => `Olá, ${customer}! Tudo bem?`,
  from: (rep: string) => (rep ? `Aqui é ${rep}, seu representante.` : 'Aqui é o seu representante.'),
  collectIntro: 'Passando para lembrar que constam em aberto os títulos abaixo:',
  titleItem: (number: string, due: string, balance: string) =>
    `• Título ${number}, vencido em ${due}: ${balance}`,
  total: (figure: string) => `Total: ${figure}`,
  collectClose:
    'Se o pagamento já foi feito, por favor desconsidere esta mensagem. Posso ajudar com a segunda via ou combinar o acerto na minha próxima visita?',
  replenish: (current: string, previous: string) =>
    `A nova coleção ${current} já chegou e lembrei de você, que levou a ${previous}. Posso passar aí para apresentar as novidades?`,
  visit:
    'Estou organizando as visitas da semana e gostaria de passar aí. Qual o melhor dia e horário para você?',
  thanks: 'Obrigado!',
} as const;
