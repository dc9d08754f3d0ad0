import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug somebody will miss in CI logs: fail the test instead (Epic Stack habit).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0)
    throw new Error(`console.error chamado durante o teste: ${JSON.stringify(errors[0])}`);
});
