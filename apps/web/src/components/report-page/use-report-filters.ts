import { toQueryParams } from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useSession } from '../../lib/auth/session-store.ts';

/** Every report's filters carry the representative (typed by a supervisor, fixed for a rep). */
export type BaseFilters = { representativeId?: number | null };

/** Marks a URL as "this query was run", even when every filter is at an empty default. */
const RUN_PARAM = 'consulta';

export type ReportFilters<F extends BaseFilters> = {
  /** What the filter widgets show and edit. */
  draft: F;
  setDraft: (patch: Partial<F>) => void;
  /** The filters of the last Consultar (from the URL, so bookmarkable), with the representative enforced; null before any. */
  applied: F | null;
  /** Copies the draft into the URL; returns false when nothing changed (the caller refetches). */
  submit: () => boolean;
  /** Limpar: the draft back to its defaults (docs/product.md §4). */
  reset: () => void;
  /** The user's own representative id, or null for a supervisor (representativeId 0) who types one. */
  lockedRepresentativeId: number | null;
  /** Whether the representative id is known (the user is loaded). */
  ready: boolean;
};

/** Reads URL params into the screen's filter schema; null when the URL holds no run query or does not parse. */
export const filtersFromParams = <F>(params: URLSearchParams, schema: z.ZodType<F>): F | null => {
  if (!params.has(RUN_PARAM)) return null;
  const raw = Object.fromEntries([...params.entries()].filter(([key]) => key !== RUN_PARAM));
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

export const paramsFromFilters = (filters: Record<string, unknown>): URLSearchParams => {
  const params = toQueryParams(filters);
  params.set(RUN_PARAM, '1');
  return params;
};

/**
 * Filter state of a report screen (docs/product.md §2.4): a draft edited by the widgets and the applied filters mirrored
 * in the URL query. `schema` parses URL params (comma lists, numbers as text), as the server's does.
 */
export const useReportFilters = <F extends BaseFilters>({
  schema,
  defaults,
}: {
  schema: z.ZodType<F>;
  defaults: () => F;
}): ReportFilters<F> => {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const lockedRepresentativeId = user && user.representativeId !== 0 ? user.representativeId : null;

  const fromUrl = useMemo(() => filtersFromParams(params, schema), [params, schema]);
  const [draft, setDraftState] = useState<F>(() => fromUrl ?? defaults());
  const setDraft = useCallback(
    (patch: Partial<F>) => setDraftState((current) => ({ ...current, ...patch })),
    [],
  );

  const applied = useMemo<F | null>(() => {
    if (!fromUrl) return null;
    // A rep can only see their own data, whatever the URL says (docs/product.md §6).
    return lockedRepresentativeId === null
      ? fromUrl
      : { ...fromUrl, representativeId: lockedRepresentativeId };
  }, [fromUrl, lockedRepresentativeId]);

  const submit = useCallback(() => {
    const next = paramsFromFilters(draft as Record<string, unknown>);
    const changed = next.toString() !== params.toString();
    if (changed) setParams(next);
    return changed;
  }, [draft, params, setParams]);

  const reset = useCallback(() => setDraftState(defaults()), [defaults]);

  return { draft, setDraft, applied, submit, reset, lockedRepresentativeId, ready: user !== null };
};
