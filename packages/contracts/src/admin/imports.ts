import { z } from 'zod';
import { count, defineCall } from '../common.ts';

// Importações (docs/operations.md, "Administração"): the history of every import run, whoever started it, and the
// upload of an ERP export as a zip, imported all or nothing like `portal import`. Administrators only.

/** Who started a run: the command line, an upload, a hand-over to the running server, or a server's start. */
export const importOrigin = z.enum(['cli', 'upload', 'hand-over', 'startup']);
export type ImportOrigin = z.infer<typeof importOrigin>;

/** running until it ends; ok = committed; refused = a problem in the files rolled it back; failed = an error. */
/** interrupted: its process died mid-way (found at the next server start); nothing was changed. */
export const importStatus = z.enum(['running', 'ok', 'refused', 'failed', 'interrupted']);
export type ImportStatus = z.infer<typeof importStatus>;

export const importRunFile = z.object({
  /** As the ERP names it: `customers.csv`. */
  file: z.string(),
  /** Data rows read. */
  rows: count,
  /** Rows inserted, updated or deleted; null when the run did not commit. */
  changed: count.nullable(),
});
export type ImportRunFile = z.infer<typeof importRunFile>;

/** A file the removal guard stopped: the rows it covers and the rows it would delete. */
export const importRemoval = z.object({ file: z.string(), covered: count, removed: count });
export type ImportRemoval = z.infer<typeof importRemoval>;

export const importRun = z.object({
  id: count,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  origin: importOrigin,
  /** The user who uploaded, or the command and the system user that ran it. */
  startedBy: z.string(),
  /** The folder imported, or the uploaded file's name. */
  source: z.string(),
  status: importStatus,
  durationMs: count.nullable(),
  files: z.array(importRunFile),
  /** `arquivo:linha: coluna: motivo`, for a refused or failed run. */
  problems: z.array(z.string()),
  /**
   * The complete-list files that stopped the run by removing more than a fifth of what they cover (docs/decisions/218):
   * only in the answer of the upload in progress, so the screen can offer to send it again with allowRemovals.
   */
  removals: z.array(importRemoval).optional(),
});
export type ImportRun = z.infer<typeof importRun>;

export const importHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ImportHistoryQuery = z.infer<typeof importHistoryQuery>;
export const importHistory = z.array(importRun);

/** What the screen polls while an upload is imported: the run and the file being read or written. */
export const importProgressAnswer = z.object({
  running: z.boolean(),
  /** The slot is held by a preview (docs/decisions/219): files read and written, nothing kept. */
  checking: z.boolean().optional(),
  run: importRun.nullable(),
  /** The file in progress, its phase and rows so far. */
  current: z.object({ file: z.string(), phase: z.enum(['read', 'write']), rows: count }).nullable(),
});
export type ImportProgressAnswer = z.infer<typeof importProgressAnswer>;

/** The answer to an accepted upload: the import goes on; poll the progress call. */
export const importUploadAnswer = z.object({ id: count, files: z.array(z.string()) });
export type ImportUploadAnswer = z.infer<typeof importUploadAnswer>;

export const importIdParams = z.object({
  id: z.coerce
    .number({ error: 'Importação inválida' })
    .int()
    .min(1, 'Importação inválida')
    .max(2_147_483_647),
});

/** How the uploaded files are written: the upload screen's choice (UTF-8 unless told otherwise). */
export const importEncodings = ['utf-8', 'windows-1252'] as const;
export type UploadEncoding = (typeof importEncodings)[number];

/**
 * The upload's query: the file's own name, shown in the history (the body is the zip itself), the encoding of the
 * files in it, and whether a complete-list file may remove more than a fifth of what it covers.
 */
export const importUploadQuery = z.object({
  name: z
    .string()
    .trim()
    .max(200, 'Nome de arquivo com mais de 200 caracteres')
    .refine((name) => !/[/\\]/.test(name) && ![...name].some((c) => c < ' '), 'Nome de arquivo inválido')
    .optional(),
  encoding: z
    .enum(importEncodings, { error: 'Codificação inválida: use utf-8 ou windows-1252' })
    .default('utf-8'),
  allowRemovals: z
    .enum(['true', 'false'], { error: 'allowRemovals inválido: use true ou false' })
    .transform((value) => value === 'true')
    .default(false),
});

export const importHistoryCall = defineCall({
  method: 'GET',
  url: '/api/v1/imports',
  query: importHistoryQuery,
  answer: importHistory,
});
export const importRunCall = defineCall({
  method: 'GET',
  url: '/api/v1/imports/:id',
  params: importIdParams,
  answer: importRun,
});
export const importProgressCall = defineCall({
  method: 'GET',
  url: '/api/v1/imports/current',
  answer: importProgressAnswer,
});
export const importUploadCall = defineCall({
  method: 'POST',
  url: '/api/v1/imports',
  query: importUploadQuery,
  answer: importUploadAnswer,
});

// The preview (docs/decisions/219): an uploaded zip checked and staged without changing anything, then "Importar"
// applies exactly what was shown, or refuses if the data changed since.

/** What one file would do: rows read, and rows the import would insert, update and delete. */
export const importPreviewFile = z.object({
  file: z.string(),
  rows: count,
  added: count,
  changed: count,
  removed: count,
});
export type ImportPreviewFile = z.infer<typeof importPreviewFile>;

export const importPreview = z.object({
  /** The staged upload "Importar" applies; null when the files have problems and there is nothing to import. */
  id: z.string().nullable(),
  /** The uploaded file's name. */
  source: z.string(),
  encoding: z.enum(importEncodings),
  createdAt: z.string(),
  /** When the staged upload is dropped, unimported; null with no id. */
  expiresAt: z.string().nullable(),
  /** Per file, in the order they are written; empty when a problem stopped the files before the writes. */
  files: z.array(importPreviewFile),
  /** `arquivo:linha: coluna: motivo`, and the removal guard's refusals. */
  problems: z.array(z.string()),
  /** The complete-list files past the removal guard: importing needs the confirmation that names their rows. */
  removals: z.array(importRemoval),
  /** What the import would say beyond the counts (orders linked to the portal's, unknown portal ids). */
  notices: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importPreviewQuery = importUploadQuery.omit({ allowRemovals: true });

export const importPreviewParams = z.object({
  id: z.uuid({ error: 'Conferência inválida' }),
});

/** allowRemovals: the confirmation of the removals the preview showed (docs/decisions/218). */
export const importPreviewApplyBody = z.object({
  allowRemovals: z.boolean({ error: 'allowRemovals inválido: use true ou false' }).default(false),
});
export type ImportPreviewApplyBody = z.infer<typeof importPreviewApplyBody>;

export const importPreviewCall = defineCall({
  method: 'POST',
  url: '/api/v1/imports/previews',
  query: importPreviewQuery,
  answer: importPreview,
});
export const importPreviewApplyCall = defineCall({
  method: 'POST',
  url: '/api/v1/imports/previews/:id/import',
  params: importPreviewParams,
  body: importPreviewApplyBody,
  answer: importUploadAnswer,
});
export const importPreviewDiscardCall = defineCall({
  method: 'DELETE',
  url: '/api/v1/imports/previews/:id',
  params: importPreviewParams,
  answer: z.null(),
});
