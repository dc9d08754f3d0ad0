/** The answer the device kept for the consultation a screen opened with, and when the server produced it. */
export type LastAnswer<D> = { data: D; at: Date };

/** The part of a TanStack query result the page needs (any `useQuery` result fits). */
export type ReportQuery<D> = {
  data: D | undefined;
  error: unknown;
  isFetching: boolean;
  /** Waiting for the signal (no copy of the answer on the device). */
  isPaused?: boolean;
  refetch: () => unknown;
  /** The answer kept from the last consultation, shown marked until the fresh one is in (useLastAnswer). */
  lastAnswer?: LastAnswer<D> | null;
};
