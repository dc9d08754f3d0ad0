import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll } from 'vitest';
import { NotifyProvider } from '../components/notify/notify-provider.tsx';
import { queryClient } from '../lib/query-client.ts';

/**
 * Mounts one screen at `path` with what the shell would give it (query cache, toasts, a router), without the
 * shell itself, on an empty cache. `path` may carry a query (a link with filters). Returns the router, to read the
 * URL the screen writes, and the user-event driver. `keepCache`: what the page asked before the screen's code ran
 * (the opening preload) stays in the cache.
 */
export const mountScreen = (path: string, screen: ReactElement, { keepCache = false } = {}) => {
  if (!keepCache) queryClient.clear();
  const route = path.split('?')[0] ?? path;
  const router = createMemoryRouter([{ path: route, element: screen }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <NotifyProvider>
        <RouterProvider router={router} />
      </NotifyProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
};

/** `mountScreen` for a test that drives the screen only: the user-event driver. */
export const renderScreen = (path: string, screen: ReactElement) => mountScreen(path, screen).user;

/** jsdom has no layout: gives every element a size so the grid's virtualisers draw rows and columns. */
export const stubLayout = ({ height, width }: { height: number; width: number }): void => {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  });
};
