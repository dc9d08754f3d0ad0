import { errorBody, mapSettingsCall } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../route-of.ts';

/** The maps' tile source for every signed-in user: the web app learns it here, never from its own build. */
export const mapSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(mapSettingsCall, {
      tags: ['Mapa'],
      summary: 'Fonte dos mapas (PORTAL_MAP_TILES)',
      errors: { 401: errorBody },
    }),
    onRequest: app.authenticate,
    handler: async () => app.deps.mapTiles,
  });
};
