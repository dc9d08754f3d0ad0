import { z } from 'zod';
import { defineCall } from '../common.ts';

/**
 * Where the maps take their background from (PORTAL_MAP_TILES, docs/operations.md): a tile URL template with
 * {z}/{x}/{y} (and optionally {s}), or null when the company turned tiles off; pins and city names show either way.
 */
export const mapSettingsAnswer = z.object({
  tilesUrl: z.string().nullable(),
  attribution: z.string(),
});
export type MapSettingsAnswer = z.infer<typeof mapSettingsAnswer>;

export const mapSettingsCall = defineCall({
  method: 'GET',
  url: '/api/v1/map/settings',
  answer: mapSettingsAnswer,
});
