import { tokenOf } from '../../e2e/helpers/api.ts';
import { startPortalServer, type Login, type PortalServer } from '../../e2e/helpers/portal-server.ts';

/**
 * The portal a web bench measures: PORTAL_URL signed in as PORTAL_USER/PORTAL_PASSWORD, or a portal of its own on
 * demo data (`own`, to stop at the end) signed in as REP1; with the API token of that login. `supervisors`, for a
 * supervisor's screen: the demo's, or PORTAL_SUPERVISOR_USER/PORTAL_SUPERVISOR_PASSWORD with PORTAL_URL.
 */
export const portalUnderTest = async (): Promise<{
  own: PortalServer | null;
  baseUrl: string;
  login: Login;
  token: string;
  supervisors: Login[];
}> => {
  const own = process.env.PORTAL_URL ? null : await startPortalServer();
  const baseUrl = process.env.PORTAL_URL ?? own!.baseUrl;
  const login: Login = own
    ? own.logins.get('REP1')!
    : { username: process.env.PORTAL_USER ?? 'REP1', password: process.env.PORTAL_PASSWORD ?? '' };
  const supervisors = own
    ? [...own.logins.values()].filter((each) => /^SUP\d+$/.test(each.username))
    : process.env.PORTAL_SUPERVISOR_USER
      ? [
          {
            username: process.env.PORTAL_SUPERVISOR_USER,
            password: process.env.PORTAL_SUPERVISOR_PASSWORD ?? '',
          },
        ]
      : [];
  return { own, baseUrl, login, token: await tokenOf(baseUrl, login), supervisors };
};
