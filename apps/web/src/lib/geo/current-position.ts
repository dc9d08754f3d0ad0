/** The device's position at one tap: never watched, never kept beyond the record it is taken for. */
export type TakenPosition =
  | { kind: 'taken'; latitude: number; longitude: number; accuracy: number }
  | { kind: 'denied' | 'unavailable' };

export const POSITION_TIMEOUT_MS = 10_000;

/** Asks the browser once; refused, unsupported or slower than the timeout answers without a position. */
export const takeCurrentPosition = (timeoutMs = POSITION_TIMEOUT_MS): Promise<TakenPosition> =>
  new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      resolve({ kind: 'unavailable' });
      return;
    }
    // Some browsers never call back when the prompt is dismissed: the timer answers for them.
    const timer = setTimeout(() => resolve({ kind: 'unavailable' }), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve({
          kind: 'taken',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Math.max(0, position.coords.accuracy),
        });
      },
      (error) => {
        clearTimeout(timer);
        resolve({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
