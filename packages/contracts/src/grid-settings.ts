import { z } from 'zod';
import { defineCall } from './common.ts';

/** Which grid a setting belongs to: the screen's grid id (e.g. `wallet`, `routes`). */
export const gridId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Grade inválida');
export const columnKey = z.string().min(1).max(60);

export const HINT_MAX_LENGTH = 254;

export const gridProfileBody = z.object({
  name: z.string().trim().min(1, 'Dê um nome ao perfil').max(60, 'Nome do perfil com mais de 60 caracteres'),
  /** Visible columns, in display order. */
  columns: z.array(columnKey).min(1, 'Escolha ao menos uma coluna').max(300),
  widths: z.record(columnKey, z.number().int().min(20).max(2000)),
});
export type GridProfileBody = z.infer<typeof gridProfileBody>;

export const gridProfile = gridProfileBody.extend({ id: z.string() });
export type GridProfile = z.infer<typeof gridProfile>;
export const gridProfiles = z.array(gridProfile);

export const gridHintBody = z.object({
  hint: z.string().trim().max(HINT_MAX_LENGTH, `Dica com mais de ${HINT_MAX_LENGTH} caracteres`),
});
/** columnKey → hint text. */
export const gridHints = z.record(z.string(), z.string());

export const gridProfilesCall = defineCall('GET', '/api/v1/grid-profiles/:grid');
export const saveGridProfileCall = defineCall('PUT', '/api/v1/grid-profiles/:grid');
export const deleteGridProfileCall = defineCall('DELETE', '/api/v1/grid-profiles/:grid/:id');
export const gridHintsCall = defineCall('GET', '/api/v1/grid-hints/:grid');
export const saveGridHintCall = defineCall('PUT', '/api/v1/grid-hints/:grid/:column');
