import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordAnswer } from '../../lib/answer-times.ts';
import { serializeView } from '../last-view/last-view.ts';
import { OfflineBanner } from './offline-banner.tsx';

describe('offline banner', () => {
  it('appears offline, in Portuguese, with the date of the data on screen', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => recordAnswer('/api/v1/x', new Date(2026, 10, 20, 17, 5)));
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão – dados de 20/11/2026 17:05');
  });

  it('is left out of the page kept for a reopening, which may come back online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(<OfflineBanner />);
    expect(container.textContent).toContain('Sem conexão');
    expect(serializeView(container)).not.toContain('Sem conexão');
  });
});
