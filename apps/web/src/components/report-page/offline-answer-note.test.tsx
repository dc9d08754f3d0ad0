import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markAnswerTime } from '../../lib/answer-times.ts';
import { shareKeepingAnswerTime } from '../../lib/query-client.ts';
import { OfflineAnswerNote } from './offline-answer-note.tsx';

const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
};

describe('offline answer note', () => {
  it('says nothing online', () => {
    const rows = [{ order: 1 }];
    markAnswerTime(rows, new Date(2026, 10, 24, 18, 5));
    render(<OfflineAnswerNote data={rows} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('dates the rows shown offline by when the server produced them', () => {
    const rows = [{ order: 1 }];
    markAnswerTime(rows, new Date(2026, 10, 24, 18, 5));
    render(<OfflineAnswerNote data={rows} />);
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão: dados de 24/11/2026 18:05');
  });

  it('says a query never run on this device has nothing to show yet', () => {
    goOffline();
    render(<OfflineAnswerNote data={undefined} isPaused />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sem conexão: esta consulta ainda não foi feita neste aparelho',
    );
  });

  it('keeps the newer time when an equal answer replaces the rows on screen', () => {
    const shown = [{ order: 1 }];
    markAnswerTime(shown, new Date(2026, 10, 23, 9, 0));
    const refetched = [{ order: 1 }];
    markAnswerTime(refetched, new Date(2026, 10, 24, 18, 5));
    const kept = shareKeepingAnswerTime(shown, refetched);
    expect(kept).toBe(shown);
    render(<OfflineAnswerNote data={kept} />);
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão: dados de 24/11/2026 18:05');
  });
});
