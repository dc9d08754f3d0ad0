// json and jsonb values come back parsed from one driver and as text from another (PGlite, node-postgres): every
// reader of a json_agg list or a jsonb column reads it through these.

/** A JSON value as the driver handed it, parsed when it came as text. */
export const jsonValue = <T>(value: T | string | null | undefined): T | null => {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
};

/** A json_agg list: [] for null (no rows aggregated). */
export const jsonList = <T>(value: T[] | string | null | undefined): T[] => jsonValue<T[]>(value) ?? [];
