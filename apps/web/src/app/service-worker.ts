import { shouldRegisterServiceWorker } from './service-worker-host.ts';

export const registerServiceWorker = async (): Promise<void> => {
  if (!('serviceWorker' in navigator) || !shouldRegisterServiceWorker(window.location.hostname)) return;
  const { registerSW } = await import('virtual:pwa-register');
  // autoUpdate: a new version takes over on the next navigation, no prompt for a rep in a hurry.
  registerSW({ immediate: true });
};
