/** docs/product.md §1 / §9: the service worker is registered only outside localhost (development and tests stay uncached). */
export const shouldRegisterServiceWorker = (hostname: string): boolean =>
  !['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);
