import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTRACT_HEADER } from '@portal/contracts';

declare const __PORTAL_CONTRACT__: string | undefined;

/** The contracts this bundle was built from (scripts/build-server.mjs); null when the server runs from its sources. */
export const builtContractVersion: string | null =
  typeof __PORTAL_CONTRACT__ === 'string' ? __PORTAL_CONTRACT__ : null;

/**
 * Every answer of the web app's API says which contracts it was checked against before it left
 * (plugins/answer-serializer.ts). A web app built from the same ones need not check it again; one built from others
 * (an older copy kept by the phone, an answer its offline cache kept from an older server) does (docs/decisions/175).
 */
export const contractVersionPlugin = fp<{ version: string | null }>(
  async (app: FastifyInstance, { version }) => {
    if (!version) return;
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/v1/')) reply.header(CONTRACT_HEADER, version);
    });
  },
);
