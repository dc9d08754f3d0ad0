import { toQueryParams, type CurrentUser } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useSession } from '../../lib/auth/session-store.ts';
import { useViewAs } from '../../lib/view-as.ts';
import {
  overlayCarried,
  readCarriedFilters,
  recordCarriedFilters,
  type CarriedFilters,
} from './carried-filters.ts';
import { keepFilters, type KeptScreen } from './kept-filters.ts';

/** Every report's filters carry the representative (typed by a supervisor, fixed for a rep). */
export type BaseFilters = { representativeId?: number | null };

/** The user's own representative id for a rep (who sees only their own data); null for whoever names one. */
export const lockedRepresentativeOf = (user: CurrentUser | null): number | null =>
  user?.kind === 'rep' ? user.representativeId : null;

/** Marks a URL as "this query was run", even when every filter is at an empty default. */
const RUN_PARAM = 'consulta';

export type ReportFilters<F extends BaseFilters> = {
  /** What the filter widgets show and edit. */
  draft: F;
  setDraft: (patch: Partial<F>) => void;
  /** The filters of the last Consultar (from the URL, so bookmarkable), with the representative enforced; null before any. */
  applied: F | null;
  /**
   * What the widgets showed when the screen opened, with the representative enforced: a screen that shows figures
   * before any Consultar (Indicadores) shows these, so the figures always match the Representante field.
   */
  starting: F;
  /**
   * A filter that acts at once on the rows already loaded (Dup. Aberto's "Somente vencidas"): into the draft and,
   * when a query has run, into its URL too, so a reload or a shared link keeps it.
   */
  applyNow: (patch: Partial<F>) => void;
  /** Copies the draft into the URL; returns false when nothing changed (the caller refetches). */
  submit: () => boolean;
  /** Limpar: the draft back to its defaults (docs/product.md §4). */
  reset: () => void;
  /** The user's own representative id, or null for a supervisor (representativeId 0) who types one. */
  lockedRepresentativeId: number | null;
  /** Whether the representative id is known (the user is loaded). */
  ready: boolean;
};

/**
 * Reads URL params into the screen's filter schema; null when the URL holds no run query or does not parse. With
 * `defaults`, a filter the URL leaves out takes its default (a link naming only a customer still runs the query).
 */
export const filtersFromParams = <F>(
  params: URLSearchParams,
  schema: z.ZodType<F>,
  defaults?: F,
): F | null => {
  if (!params.has(RUN_PARAM)) return null;
  const base = defaults ? Object.fromEntries(toQueryParams(defaults as Record<string, unknown>)) : {};
  const raw = Object.fromEntries([...params.entries()].filter(([key]) => key !== RUN_PARAM));
  const parsed = schema.safeParse({ ...base, ...raw });
  return parsed.success ? parsed.data : null;
};

/**
 * The filters a URL names without the "run" mark (`/visitPlan?route=1`, a shared link): they prefill the widgets
 * (docs/product.md §2.4); null when the URL names none or they do not parse.
 */
export const prefillFromParams = <F>(
  params: URLSearchParams,
  schema: z.ZodType<F>,
  defaults: F,
): F | null => {
  const named = [...params.keys()].filter((key) => key !== RUN_PARAM);
  if (named.length === 0) return null;
  return filtersFromParams(new URLSearchParams([...params.entries(), [RUN_PARAM, '1']]), schema, defaults);
};

/**
 * What a screen's widgets start from: the URL's filters when it names some, else the defaults with the carried
 * values. While a supervisor views the portal as one rep, that rep (the banner's) wins over anything carried.
 */
export const startingFilters = <F extends object>(
  fromUrl: F | null,
  defaults: F,
  carried: CarriedFilters,
  viewedRepresentativeId?: number,
): F => {
  if (fromUrl) return fromUrl;
  const start = overlayCarried(defaults, carried);
  return viewedRepresentativeId === undefined || !('representativeId' in defaults)
    ? start
    : { ...start, representativeId: viewedRepresentativeId };
};

/**
 * The filters a report runs: the URL's, with a rep's own representative enforced whatever the URL says
 * (docs/product.md §6). Shared with the opening preload (app/answer-preload.ts), whose key must be the screen's.
 */
export const appliedFilters = <F extends BaseFilters>(
  fromUrl: F | null,
  lockedRepresentativeId: number | null,
): F | null => {
  if (!fromUrl) return null;
  return lockedRepresentativeId === null ? fromUrl : { ...fromUrl, representativeId: lockedRepresentativeId };
};

export const paramsFromFilters = (filters: Record<string, unknown>): URLSearchParams => {
  const params = toQueryParams(filters);
  params.set(RUN_PARAM, '1');
  return params;
};

export type ReportFiltersOptions<F> = {
  schema: z.ZodType<F>;
  defaults: () => F;
  /** The screen whose last consultation is kept for this user, to reopen its bare address on it (decision 226). */
  keptAs?: KeptScreen;
};

/**
 * Filter state of a report screen (docs/product.md §2.4): a draft edited by the widgets and the applied filters mirrored
 * in the URL query. `schema` parses URL params (comma lists, numbers as text), as the server's does.
 */
export const useReportFilters = <F extends BaseFilters>({
  schema,
  defaults,
  keptAs,
}: ReportFiltersOptions<F>): ReportFilters<F> => {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const lockedRepresentativeId = lockedRepresentativeOf(user);

  const viewAs = useViewAs(user?.representativeId === 0 ? user.username : undefined);
  const fromUrl = useMemo(() => filtersFromParams(params, schema, defaults()), [params, schema, defaults]);
  // The filters of the last Consultar on another screen, for this user (decision 024); the URL wins when it names some.
  const [initial] = useState<F>(() =>
    startingFilters(
      fromUrl ?? prefillFromParams(params, schema, defaults()),
      defaults(),
      user ? readCarriedFilters(user.username) : {},
      viewAs?.representativeId,
    ),
  );
  const [draft, setDraftState] = useState<F>(initial);
  const setDraft = useCallback(
    (patch: Partial<F>) => setDraftState((current) => ({ ...current, ...patch })),
    [],
  );

  const applied = useMemo<F | null>(
    () => appliedFilters(fromUrl, lockedRepresentativeId),
    [fromUrl, lockedRepresentativeId],
  );

  // Every consultation the address holds (a Consultar, a link with filters, a switch applied at once) is the one
  // the bare address reopens; a Consultar of the same filters again is kept again, after the filters it carries.
  const username = user?.username;
  const search = fromUrl ? params.toString() : null;
  useEffect(() => {
    if (keptAs && username !== undefined && search !== null)
      keepFilters(username, keptAs, new URLSearchParams(search));
  }, [keptAs, username, search]);

  const submit = useCallback(() => {
    const next = paramsFromFilters(draft as Record<string, unknown>);
    if (user) recordCarriedFilters(user.username, draft as Record<string, unknown>, user.kind !== 'rep');
    const changed = next.toString() !== params.toString();
    if (changed) setParams(next);
    else if (user && keptAs) keepFilters(user.username, keptAs, next);
    return changed;
  }, [draft, params, setParams, user, keptAs]);

  const reset = useCallback(() => setDraftState(defaults()), [defaults]);

  const applyNow = useCallback(
    (patch: Partial<F>) => {
      setDraftState((current) => ({ ...current, ...patch }));
      if (fromUrl) setParams(paramsFromFilters({ ...fromUrl, ...patch }), { replace: true });
    },
    [fromUrl, setParams],
  );

  const starting = useMemo<F>(
    () =>
      lockedRepresentativeId === null ? initial : { ...initial, representativeId: lockedRepresentativeId },
    [initial, lockedRepresentativeId],
  );

  return {
    draft,
    setDraft,
    applied,
    starting,
    applyNow,
    submit,
    reset,
    lockedRepresentativeId,
    ready: user !== null,
  };
};

/**
 * A report screen's filters and the query its call takes, built from the applied filters (null until Consultar,
 * so nothing is read before).
 */
export const useReportQuery = <F extends BaseFilters, Q>(
  options: ReportFiltersOptions<F>,
  queryOf: (filters: F) => Q,
): { report: ReportFilters<F>; query: Q | null } => {
  const report = useReportFilters<F>(options);
  const query = useMemo(() => (report.applied ? queryOf(report.applied) : null), [report.applied, queryOf]);
  return { report, query };
};
