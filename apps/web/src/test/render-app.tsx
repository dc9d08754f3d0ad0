import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { routes } from '../app/routes.tsx';
import { forgetLocation } from '../app/guards/last-location.ts';
import { resetSessionBootstrap } from '../app/session-bootstrap.tsx';
import { resetSessionFromStorage } from '../lib/auth/session-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { readStorage, storageKeys, writeStorage } from '../lib/storage.ts';

/** Mounts the whole app (providers, guards, shell) on a memory router at `path`, as a fresh page load. */
export const renderApp = (path: string, { token }: { token?: string } = {}) => {
  if (token) writeStorage(storageKeys.token, token);
  queryClient.clear();
  resetSessionFromStorage();
  resetSessionBootstrap();
  forgetLocation();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  return { ...view, router, user, storedToken: () => readStorage(storageKeys.token) };
};
