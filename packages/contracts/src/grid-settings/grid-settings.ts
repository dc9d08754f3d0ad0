import { z } from 'zod';
import { defineCall } from '../common.ts';

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

export const gridProfilesCall = defineCall({
  method: 'GET',
  url: '/api/v1/grid-profiles/:grid',
  params: z.object({ grid: gridId }),
  answer: gridProfiles,
});
export const saveGridProfileCall = defineCall({
  method: 'PUT',
  url: '/api/v1/grid-profiles/:grid',
  params: z.object({ grid: gridId }),
  body: gridProfileBody,
  answer: gridProfile,
});
export const deleteGridProfileCall = defineCall({
  method: 'DELETE',
  url: '/api/v1/grid-profiles/:grid/:id',
  params: z.object({ grid: gridId, id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  answer: z.null(),
});
export const gridHintsCall = defineCall({
  method: 'GET',
  url: '/api/v1/grid-hints/:grid',
  params: z.object({ grid: gridId }),
  answer: gridHints,
});
export const saveGridHintCall = defineCall({
  method: 'PUT',
  url: '/api/v1/grid-hints/:grid/:column',
  params: z.object({ grid: gridId, column: columnKey }),
  body: gridHintBody,
  answer: gridHints,
});
