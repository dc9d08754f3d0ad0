/** The last signed-in page of this visit, so a signed-in user opening /signIn can go back to it (docs/product.md §2.1). */
let lastLocation: string | null = null;

export const rememberLocation = (location: string): void => {
  lastLocation = location;
};

export const lastVisitedLocation = (): string | null => lastLocation;

export const forgetLocation = (): void => {
  lastLocation = null;
};
