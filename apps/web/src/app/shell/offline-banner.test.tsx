import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordAnswer } from '../../lib/answer-times.ts';
import { shouldRegisterServiceWorker } from '../../lib/service-worker-host.ts';
import { OfflineBanner } from './offline-banner.tsx';

describe('offline banner', () => {
  it('appears offline with the time of the data on screen', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => recordAnswer('/api/v1/x', new Date(2026, 10, 20, 17, 5)));
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('offline – dados de 20/11 17:05');
  });
});

describe('service worker', () => {
  it('is registered outside localhost only', () => {
    expect(shouldRegisterServiceWorker('localhost')).toBe(false);
    expect(shouldRegisterServiceWorker('127.0.0.1')).toBe(false);
    expect(shouldRegisterServiceWorker('portal.empresa.com.br')).toBe(true);
  });
});
