import { QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type createMemoryRouter } from 'react-router';
import { NotifyProvider } from '../components/notify/notify-provider.tsx';
import { setupPrimeReactLocale } from '../lib/primereact-locale.ts';
import { queryClient } from '../lib/query-client.ts';
import { KeepOffline } from './offline/keep-offline.tsx';
import { routes } from './routes.tsx';
import { SessionBootstrap } from './session-bootstrap.tsx';

// Before any PrimeReact component renders (the provider below selects 'pt-BR').
setupPrimeReactLocale();

type Router = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

/** Providers around the router. Tests pass a memory router with the same `routes`. */
export const App = ({ router }: { router?: Router }) => {
  const [browserRouter] = useState(() => router ?? createBrowserRouter(routes));
  return (
    <PrimeReactProvider value={{ locale: 'pt-BR', ripple: false }}>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <SessionBootstrap />
          <KeepOffline />
          <RouterProvider router={browserRouter} />
        </NotifyProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
};
