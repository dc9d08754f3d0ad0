import { after } from 'node:test';
import { parseLogins, startPortalServer, type Login, type PortalServer } from './portal-server.ts';

/**
 * The server every spec talks to. `e2e/run.ts` starts one for the whole run and passes it in
 * PORTAL_E2E_URL / PORTAL_E2E_LOGINS; a spec run alone (`tsx --test e2e/x.spec.ts`) starts its own.
 */
export const portalServer = async (): Promise<Omit<PortalServer, 'stop'>> => {
  const url = process.env.PORTAL_E2E_URL;
  if (url)
    return {
      baseUrl: url,
      logins: parseLogins(`Logins de demonstração: ${process.env.PORTAL_E2E_LOGINS ?? ''}\n`),
    };
  const server = await startPortalServer();
  after(() => server.stop());
  return server;
};

export const loginFor = (logins: Map<string, Login>, username: string): Login => {
  const login = logins.get(username);
  if (!login)
    throw new Error(
      `login de demonstração ${username} não encontrado (tenho: ${[...logins.keys()].join(', ')})`,
    );
  return login;
};
