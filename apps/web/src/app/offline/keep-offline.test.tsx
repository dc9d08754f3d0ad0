import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { repUser } from '../../test/fetch-mock.ts';
import { offlineChoiceOf, setOfflineScreen } from './offline-choice.ts';
import { KeepOffline } from './keep-offline.tsx';

const refresh = vi.hoisted(() => vi.fn<typeof import('./offline-queries.ts').refreshOfflineScreens>());
vi.mock('./offline-queries.ts', () => ({ refreshOfflineScreens: refresh }));

/** Lets the refresh's promises (and the module's loading) settle, as many rounds as they take. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('"Disponível offline" kept fresh in the background', () => {
  beforeEach(() => {
    refresh.mockReset();
    setCurrentUser(repUser);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    setOfflineScreen(repUser.username, 'wallet', true);
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('refreshes the kept screens on start and marks the device refreshed', async () => {
    refresh.mockResolvedValue(true);
    render(<KeepOffline />);
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh.mock.calls[0]).toEqual([expect.anything(), ['wallet'], repUser.representativeId]);
    expect(offlineChoiceOf(repUser.username).refreshedAt).not.toBeNull();
  });

  it('leaves a round cut short by the signal for the next look, never trying again at once', async () => {
    refresh.mockResolvedValue(false);
    render(<KeepOffline />);
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(offlineChoiceOf(repUser.username).refreshedAt).toBeNull();
  });

  it('leaves a round whose code failed to load for the next look, never trying again at once', async () => {
    refresh.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    render(<KeepOffline />);
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(offlineChoiceOf(repUser.username).refreshedAt).toBeNull();
  });

  it('runs one more round at once when a screen was switched on during the first', async () => {
    let finishFirst: (complete: boolean) => void = () => undefined;
    refresh.mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)));
    refresh.mockResolvedValue(true);
    render(<KeepOffline />);
    await settle();
    act(() => void setOfflineScreen(repUser.username, 'duplicates', true));
    finishFirst(true);
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh.mock.calls[1]?.[1]).toEqual(['wallet', 'duplicates']);
    expect(offlineChoiceOf(repUser.username).refreshedAt).not.toBeNull();
  });
});
