import { describe, expect, it } from 'vitest';
import { shouldRegisterServiceWorker } from './service-worker-host.ts';

describe('service worker', () => {
  it('is registered outside localhost only', () => {
    expect(shouldRegisterServiceWorker('localhost')).toBe(false);
    expect(shouldRegisterServiceWorker('127.0.0.1')).toBe(false);
    expect(shouldRegisterServiceWorker('portal.empresa.com.br')).toBe(true);
  });
});
