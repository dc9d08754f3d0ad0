/** What the Rota box accepts while typing: digits only, at most 4 (a route is 0–9999). */
export const routeInput = (text: string): string => text.replace(/\D/g, '').slice(0, 4);

/** docs/product.md §5: the route is saved as an integer, empty becomes 0. */
export const parseRoute = (text: string): number => {
  const digits = routeInput(text);
  return digits === '' ? 0 : Number.parseInt(digits, 10);
};

/** Salvar is enabled only once the current customer's route was edited (docs/product.md §2.8, §4). */
export const canSave = (
  edits: ReadonlyMap<string, string>,
  register: string | undefined,
  saving: boolean,
): boolean => register !== undefined && edits.has(register) && !saving;
