/** docs/product.md §5 and §9: a hint has at most 254 characters. */
export const HINT_MAX_LENGTH = 254;

export type HintCheck = { ok: true; text: string } | { ok: false; message: string };

/** The text to save, or why it is refused. Counted in characters a user sees (an emoji is one). */
export const checkHint = (text: string): HintCheck => {
  const trimmed = text.trim();
  const length = hintLength(trimmed);
  if (length > HINT_MAX_LENGTH)
    return { ok: false, message: `O hint deve ter no máximo ${HINT_MAX_LENGTH} caracteres (tem ${length}).` };
  return { ok: true, text: trimmed };
};

export const hintLength = (text: string): number => [...text].length;

/** Saved hints override the column definition's default hint. */
export const hintFor = (
  key: string,
  saved: Record<string, string>,
  fallback?: string,
): string | undefined => {
  const text = saved[key];
  return text !== undefined && text !== '' ? text : fallback;
};
