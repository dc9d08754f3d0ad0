import type { UserKind } from '@portal/contracts';

/**
 * The route table of docs/product.md §2.1: one entry per screen, in menu order. The menu, the dashboard tiles, the page
 * name in the top bar and the quick search all read it, so a screen is added in one place.
 */
export type ScreenId =
  | 'dashboard'
  | 'charts'
  | 'salesFrequency'
  | 'salesFrequencyAtual'
  | 'customers'
  | 'wallet'
  | 'billed'
  | 'duplicates'
  | 'canceledOrders'
  | 'customerPerformance'
  | 'visitRoutes'
  | 'visitPlan'
  | 'orders'
  | 'approvals'
  | 'commission'
  | 'team';

export type Screen = {
  id: ScreenId;
  path: `/${string}`;
  /** Menu label, word for word from the spec. */
  label: string;
  /** Other name the spec gives the screen; the quick search finds it too. */
  alias?: string;
  /** One line under the dashboard tile. */
  description: string;
  /** primeicons 7 class. */
  icon: string;
  /** Tile accent colour (menu item `color`, docs/product.md §3). */
  color: string;
  /** The screen has pages under its path (`/orders/…`). */
  nested?: true;
  /** Only for users who see reps other than themselves (supervisors and administrators): Aprovações. */
  approversOnly?: true;
};

export const paths = {
  signIn: '/signIn',
  home: '/',
  dashboard: '/dashboard',
  charts: '/charts',
  salesFrequency: '/salesFrequency',
  salesFrequencyAtual: '/salesFrequencyAtual',
  customers: '/customers',
  wallet: '/wallet',
  billed: '/billed',
  duplicates: '/duplicates',
  canceledOrders: '/canceledOrders',
  customerPerformance: '/customerPerformance',
  visitRoutes: '/routes',
  visitPlan: '/visitPlan',
  orders: '/orders',
  approvals: '/approvals',
  commission: '/commission',
  team: '/team',
  adminUsers: '/admin/users',
  adminImports: '/admin/imports',
  adminAudit: '/admin/audit',
  adminSystem: '/admin/system',
  adminOrderExports: '/admin/order-exports',
} as const;

export const screens: readonly Screen[] = [
  {
    id: 'dashboard',
    path: paths.dashboard,
    label: 'Dashboard',
    description: 'Atalhos para todas as telas',
    icon: 'pi pi-th-large',
    color: '#1d4ed8',
  },
  {
    id: 'charts',
    path: paths.charts,
    label: 'Indicadores',
    description: 'Metas, vendas, faturamento, carteira e comissão',
    icon: 'pi pi-chart-bar',
    color: '#2563eb',
  },
  {
    id: 'salesFrequency',
    path: paths.salesFrequency,
    label: 'Situação Limite',
    alias: 'Potencial Novo',
    description: 'Clientes, limite de crédito e coleções compradas',
    icon: 'pi pi-id-card',
    color: '#0891b2',
  },
  {
    id: 'salesFrequencyAtual',
    path: paths.salesFrequencyAtual,
    label: 'Grid',
    alias: 'Potencial',
    description: 'Potencial de venda por cliente e coleção',
    icon: 'pi pi-table',
    color: '#0d9488',
  },
  {
    id: 'customers',
    path: paths.customers,
    label: 'Clientes',
    description: 'Cadastro dos clientes e seus pedidos',
    icon: 'pi pi-users',
    color: '#7c3aed',
  },
  {
    id: 'wallet',
    path: paths.wallet,
    label: 'Carteira',
    description: 'Pedidos em carteira a faturar',
    icon: 'pi pi-wallet',
    color: '#c2410c',
  },
  {
    id: 'billed',
    path: paths.billed,
    label: 'Faturado',
    description: 'Notas fiscais faturadas no período',
    icon: 'pi pi-file-check',
    color: '#15803d',
  },
  {
    id: 'duplicates',
    path: paths.duplicates,
    label: 'Dup. Aberto',
    description: 'Duplicatas em aberto e em atraso',
    icon: 'pi pi-receipt',
    color: '#b91c1c',
  },
  {
    id: 'canceledOrders',
    path: paths.canceledOrders,
    label: 'Ped. Cancelados',
    description: 'Pedidos cancelados e bloqueados',
    icon: 'pi pi-ban',
    color: '#be185d',
  },
  {
    id: 'customerPerformance',
    path: paths.customerPerformance,
    label: 'Desemp. Clientes',
    description: 'Vendas por grupo de coleção',
    icon: 'pi pi-chart-line',
    color: '#4338ca',
  },
  {
    id: 'visitRoutes',
    path: paths.visitRoutes,
    label: 'Rotas',
    description: 'Rotas das cidades',
    icon: 'pi pi-map',
    color: '#a16207',
  },
  {
    id: 'visitPlan',
    path: paths.visitPlan,
    label: 'Plano de Visitas',
    description: 'Clientes da rota: cobrar, repor e vender',
    icon: 'pi pi-directions',
    color: '#047857',
  },
  {
    id: 'orders',
    path: paths.orders,
    label: 'Pedidos',
    description: 'Pedido na hora: catálogo, grade, estoque e comissão',
    icon: 'pi pi-shopping-cart',
    color: '#9333ea',
    nested: true,
  },
  {
    id: 'approvals',
    path: paths.approvals,
    label: 'Aprovações',
    description: 'Pedidos que aguardam sua aprovação',
    icon: 'pi pi-check-square',
    color: '#b45309',
    approversOnly: true,
  },
  {
    id: 'commission',
    path: paths.commission,
    label: 'Comissão',
    description: 'Comissão do mês, previsão e por cliente',
    icon: 'pi pi-percentage',
    color: '#6d28d9',
  },
  {
    id: 'team',
    path: paths.team,
    label: 'Equipe',
    description: 'Meta, venda e carteira de cada representante do mês',
    icon: 'pi pi-sitemap',
    color: '#0f766e',
  },
];

export type AdminScreenId =
  'adminUsers' | 'adminImports' | 'adminOrderExports' | 'adminAudit' | 'adminSystem';
export type AdminScreen = Omit<Screen, 'id' | 'color'> & { id: AdminScreenId };

/** The menu group's name. */
export const adminGroupLabel = 'Administração';

/**
 * Administração: shown to administrators only (rep 0 without a supervisor, docs/decisions/062); anyone else who opens
 * one of these addresses gets the 403 page. Not among the dashboard's tiles: they are tools, not reports.
 */
export const adminScreens: readonly AdminScreen[] = [
  {
    id: 'adminUsers',
    path: paths.adminUsers,
    label: 'Usuários',
    description: 'Acessos, senhas e desbloqueio',
    icon: 'pi pi-user-edit',
  },
  {
    id: 'adminImports',
    path: paths.adminImports,
    label: 'Importações',
    description: 'Histórico e envio dos arquivos do ERP',
    icon: 'pi pi-upload',
  },
  {
    id: 'adminOrderExports',
    path: paths.adminOrderExports,
    label: 'Pedidos ao ERP',
    description: 'Pedidos enviados a exportar e o histórico',
    icon: 'pi pi-send',
  },
  {
    id: 'adminAudit',
    path: paths.adminAudit,
    label: 'Auditoria',
    description: 'Quem alterou o quê, e quando',
    icon: 'pi pi-history',
  },
  {
    id: 'adminSystem',
    path: paths.adminSystem,
    label: 'Sistema',
    description: 'Versão, banco, cache e backup',
    icon: 'pi pi-server',
  },
];

/** Users who see reps other than themselves approve orders (docs/domain.md §8.3); the server decides `kind`. */
export const isApprover = (user: { kind: UserKind } | null) => user !== null && user.kind !== 'rep';

/** The screens this user's menu, dashboard and quick search offer: Aprovações to approvers only. */
export const screensFor = (user: { kind: UserKind } | null): readonly Screen[] =>
  isApprover(user) ? screens : screens.filter((screen) => !screen.approversOnly);

/** Administrators see the Administração screens (the server computes `kind`, docs/domain.md §4). */
export const isAdministrator = (user: { kind: UserKind } | null) => user !== null && user.kind === 'admin';

/** The screen shown at a path (`/` is the dashboard too; `/orders/…` is Pedidos). */
export const screenForPath = (pathname: string): Pick<Screen, 'path' | 'label' | 'icon'> | undefined =>
  pathname === paths.home
    ? screens[0]
    : (screens.find(
        (screen) => screen.path === pathname || (screen.nested && pathname.startsWith(`${screen.path}/`)),
      ) ?? adminScreens.find((screen) => screen.path === pathname));

/**
 * Links into Pedidos from other screens (docs/domain.md §6), built here so no feature imports another:
 * "Fazer pedido" for a customer (from a Plano de Visitas card the send records the day's visit), "Repetir pedido" for
 * a past ERP order, and one order by its id.
 */
export const orderPaths = {
  newFor: (
    customer: { register: string; name?: string },
    options: { fromVisitPlan?: boolean; representativeId?: number } = {},
  ): string => {
    const params = new URLSearchParams({ customer: customer.register });
    if (customer.name) params.set('name', customer.name);
    if (options.representativeId) params.set('representativeId', String(options.representativeId));
    if (options.fromVisitPlan) params.set('visit', '1');
    return `${paths.orders}/new?${params.toString()}`;
  },
  repeat: (orderNumber: number | string): string =>
    `${paths.orders}/repeat/${encodeURIComponent(String(orderNumber))}`,
  order: (id: string): string => `${paths.orders}/${encodeURIComponent(id)}`,
};

/** The side menu is hidden on these (docs/product.md §2.1). */
export const pathsWithoutMenu: readonly string[] = [paths.home, paths.signIn];
