import type { CurrentUser } from '@portal/contracts';
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { overlayCarried, readCarriedFilters } from '../components/report-page/carried-filters.ts';
import { reopenedFilters, type KeptScreen } from '../components/report-page/kept-filters.ts';
import {
  appliedFilters,
  filtersFromParams,
  lockedRepresentativeOf,
  paramsFromFilters,
  prefillFromParams,
  startingFilters,
  type BaseFilters,
} from '../components/report-page/use-report-filters.ts';
import { isApprover, screens, type ScreenId } from '../config/paths.ts';
import { lastKnownUser } from '../lib/auth/session-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { indicatorAnswerOptions } from '../features/charts/api/indicator-answers.ts';
import { chartsFiltersSchema, defaultChartsFilters } from '../features/charts/utils/charts-filters.ts';
import { commissionStatementQueryOptions } from '../features/commission/api/get-commission-statement.ts';
import {
  commissionFiltersSchema,
  commissionQueryOf,
  defaultCommissionFilters,
} from '../features/commission/utils/commission-filters.ts';
import { customerOrdersQueryOptions, isLongPeriod } from '../features/customers/api/get-customer-orders.ts';
import {
  customerOrdersQuery,
  customersFiltersSchema,
  defaultCustomersFilters,
} from '../features/customers/utils/customers-filters.ts';
import { duplicatesQueryOptions, isPagedDuplicates } from '../features/duplicates/api/get-duplicates.ts';
import {
  defaultDuplicatesFilters,
  duplicatesFiltersSchema,
  duplicatesQuery,
} from '../features/duplicates/utils/duplicates-filters.ts';
import { orderApprovalsQueryOptions } from '../features/approvals/api/get-order-approvals.ts';
import { orderDraftsQueryOptions } from '../features/orders/api/get-order-drafts.ts';
import { teamBoardQueryOptions } from '../features/team/api/get-team-board.ts';
import { defaultTeamFilters, teamFiltersSchema, teamQuery } from '../features/team/utils/team-filters.ts';
import { visitPlanQueryOptions } from '../features/visit-plan/api/get-visit-plan.ts';
import {
  defaultVisitPlanFilters,
  rememberedChoice,
  visitPlanFiltersSchema,
  visitPlanQueryOf,
} from '../features/visit-plan/utils/visit-plan-filters.ts';
import { walletQueryOptions } from '../features/wallet/api/get-wallet.ts';
import {
  defaultWalletFilters,
  walletFiltersSchema,
  walletQuery,
} from '../features/wallet/utils/wallet-filters.ts';

/** A screen's answer asked ahead of its code: the options its own hook builds, so the screen finds it in the cache. */
export type OpeningAnswer =
  | { kind: 'query'; options: FetchQueryOptions<never, Error, never, readonly unknown[]> }
  | { kind: 'pages'; options: FetchInfiniteQueryOptions<never, Error, never, readonly unknown[], never> };

type Opened = { params: URLSearchParams; user: CurrentUser };
type AnswersOf = (opened: Opened) => OpeningAnswer[];

const query = (options: object): OpeningAnswer => ({ kind: 'query', options }) as unknown as OpeningAnswer;
const pages = (options: object): OpeningAnswer => ({ kind: 'pages', options }) as unknown as OpeningAnswer;

/** A report that runs once its filters are in the address (`consulta=1`), as `useReportQuery` builds it. */
const report =
  <F extends BaseFilters>(
    schema: z.ZodType<F>,
    defaults: () => F,
    answer: (filters: F) => OpeningAnswer | null,
  ): AnswersOf =>
  ({ params, user }) => {
    const applied = appliedFilters(
      filtersFromParams(params, schema, defaults()),
      lockedRepresentativeOf(user),
    );
    const opening = applied ? answer(applied) : null;
    return opening ? [opening] : [];
  };

/** A bare address goes to the user's last consultation on the screen, as ReopensKeptFilters does (decision 226). */
const reopened =
  (screen: KeptScreen, answersOf: AnswersOf): AnswersOf =>
  ({ params, user }) =>
    answersOf({
      params: params.size === 0 ? (reopenedFilters(user.username, screen) ?? params) : params,
      user,
    });

/**
 * Per screen, the answers its page asks first, from the address and the user: the same filters, query and options
 * as the screen's own hook, so the query key is the screen's and the page reuses the request (docs/decisions/223).
 * A screen missing here asks when its code renders, as before. Answers that come in pages are asked by the page.
 */
export const openingAnswers: Partial<Record<Exclude<ScreenId, 'dashboard'>, AnswersOf>> = {
  // The tiles show the address's filters, else what the panel starts with (ChartsPage). A rep only: a supervisor's
  // start may be the rep viewed, which the page reads itself.
  charts: ({ params, user }) => {
    const locked = lockedRepresentativeOf(user);
    if (locked === null) return [];
    const defaults = defaultChartsFilters();
    const fromUrl = filtersFromParams(params, chartsFiltersSchema, defaults);
    const start = startingFilters(
      fromUrl ?? prefillFromParams(params, chartsFiltersSchema, defaults),
      defaults,
      readCarriedFilters(user.username),
    );
    const filters = appliedFilters(fromUrl, locked) ?? { ...start, representativeId: locked };
    return indicatorAnswerOptions(filters).map(query);
  },
  wallet: reopened(
    'wallet',
    report(walletFiltersSchema, defaultWalletFilters, (filters) =>
      query(walletQueryOptions(walletQuery(filters))),
    ),
  ),
  // A whole scope's titles (no rep named) come in pages: the page asks for them.
  duplicates: reopened(
    'duplicates',
    report(duplicatesFiltersSchema, defaultDuplicatesFilters, (filters) => {
      const asked = duplicatesQuery(filters);
      return isPagedDuplicates(asked) ? null : query(duplicatesQueryOptions(asked));
    }),
  ),
  customers: reopened(
    'customers',
    report(customersFiltersSchema, defaultCustomersFilters, (filters) => {
      const asked = customerOrdersQuery(filters);
      return isLongPeriod(asked) ? null : query(customerOrdersQueryOptions(asked));
    }),
  ),
  // A bare /commission goes to the current month with the filters carried from another screen (CommissionPage).
  commission: ({ params, user }) =>
    report(commissionFiltersSchema, defaultCommissionFilters, (filters) =>
      query(commissionStatementQueryOptions(commissionQueryOf(filters))),
    )({
      params:
        filtersFromParams(params, commissionFiltersSchema) === null
          ? paramsFromFilters(overlayCarried(defaultCommissionFilters(), readCarriedFilters(user.username)))
          : params,
      user,
    }),
  // A bare /visitPlan reopens the user's last plan (VisitPlanPage); a URL naming its filters is taken as it is.
  visitPlan: ({ params, user }) =>
    report(visitPlanFiltersSchema, defaultVisitPlanFilters, (filters) => {
      const asked = visitPlanQueryOf(filters);
      return asked ? query(visitPlanQueryOptions(asked)) : null;
    })({ params: params.size === 0 ? (rememberedChoice(user.username) ?? params) : params, user }),
  // The board opens on the current month before any Consultar (TeamPage).
  team: ({ params, user }) => {
    const locked = lockedRepresentativeOf(user);
    const filters = appliedFilters(
      filtersFromParams(params, teamFiltersSchema, defaultTeamFilters()),
      locked,
    ) ?? { ...defaultTeamFilters(), representativeId: locked ?? undefined };
    return [query(teamBoardQueryOptions(teamQuery(filters)))];
  },
  // A rep's list opens with every state (OrdersList); a supervisor names the representative first.
  orders: ({ user }) => (user.kind === 'rep' ? [pages(orderDraftsQueryOptions({ status: undefined }))] : []),
  // The awaiting orders of the approver's scope (ApprovalsPage); a rep is answered 403 there.
  approvals: ({ user }) => (isApprover(user) ? [query(orderApprovalsQueryOptions())] : []),
};

/** The report screen an address opens (Pedidos' own pages under /orders/… ask for other answers). */
const screenAt = (pathname: string): Exclude<ScreenId, 'dashboard'> | null => {
  const screen = screens.find((candidate) => candidate.path === pathname);
  return screen && screen.id !== 'dashboard' ? screen.id : null;
};

/** The answers the page at `pathname?search` asks first for `user`; none for an address without a mapping. */
export const openingAnswersAt = (pathname: string, search: string, user: CurrentUser): OpeningAnswer[] => {
  const id = screenAt(pathname);
  const answersOf = id ? openingAnswers[id] : undefined;
  if (!answersOf) return [];
  try {
    return answersOf({ params: new URLSearchParams(search), user });
  } catch {
    // An address that does not parse is the screen's to tell about; nothing is asked ahead.
    return [];
  }
};

/**
 * Opening the app at a screen's address with the last known user: its answers leave now, before the screen's code
 * has arrived; the screen's hook finds them running (or there) under its own key. A failure is left to the screen,
 * which asks again and shows its own error.
 */
export const preloadAnswers = (
  client: QueryClient,
  location: { pathname: string; search: string },
  user: CurrentUser | null,
): OpeningAnswer[] => {
  if (!user) return [];
  const answers = openingAnswersAt(location.pathname, location.search, user);
  for (const answer of answers) {
    if (client.getQueryState(answer.options.queryKey)) continue;
    if (answer.kind === 'pages') void client.prefetchInfiniteQuery(answer.options);
    else void client.prefetchQuery(answer.options);
  }
  return answers;
};

/** The opening preload's call: the app's client and the user last named for the stored token. */
export const preloadOpeningAnswers = (location: { pathname: string; search: string }): OpeningAnswer[] =>
  preloadAnswers(queryClient, location, lastKnownUser());
