import { afterAll, beforeAll } from 'vitest';

/**
 * A fixture built once before the tests of the enclosing describe block and closed after them. The object returned
 * stands for it: each property read goes to the built fixture (reading one before `beforeAll` has run throws).
 */
export const sharedFixture = <T extends { close: () => Promise<void> }>(
  build: () => Promise<T>,
  timeout?: number,
): T => {
  let fixture: T | undefined;
  beforeAll(async () => {
    fixture = await build();
  }, timeout);
  afterAll(async () => fixture?.close());
  return new Proxy({} as T, {
    get: (_, key) => {
      if (!fixture) throw new Error('fixture lida antes de ser construída');
      return Reflect.get(fixture, key, fixture) as unknown;
    },
  });
};
