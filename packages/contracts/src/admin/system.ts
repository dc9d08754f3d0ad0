import { z } from 'zod';
import { count, defineCall } from '../common.ts';
import { resourceNames, type ResourceName } from '../integration/resource-fields.ts';
import { exportFormats } from '../integration/resource-queries.ts';

/** An export running in this server process (docs/decisions/172): rows handed to the file so far, of the count. */
export const runningExport = z.object({
  resource: z.enum(resourceNames as [ResourceName, ...ResourceName[]]),
  format: z.enum(exportFormats),
  startedBy: z.string(),
  startedAt: z.string(),
  rowsWritten: count,
  rowsTotal: count,
});
export type RunningExport = z.infer<typeof runningExport>;

/** Sistema: what the company's IT person checks first (docs/operations.md, "Administração"). */
export const systemAnswer = z.object({
  version: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** PostgreSQL reads served by a replica (DATABASE_READ_URL). */
  replica: z.boolean(),
  dataVersion: z.string(),
  /** The newest import that ended, from the history (or, before it existed, the last committed one). */
  lastImport: z
    .object({ finishedAt: z.string(), status: z.string(), startedBy: z.string(), source: z.string() })
    .nullable(),
  databaseBytes: count,
  /** The answer cache (PORTAL_REPORT_CACHE_MB): bytes used of the maximum, answers kept; null when off. */
  answerCache: z.object({ usedBytes: count, maxBytes: count, answers: count }).nullable(),
  /** The catalog's shared answers (PORTAL_CATALOG_CACHE_MB): bytes used of the maximum, answers kept; null when 0. */
  catalogCache: z.object({ usedBytes: count, maxBytes: count, answers: count }).nullable(),
  uptimeSeconds: count,
  /** Whether "Fazer backup" applies: only the embedded engine's copy is made by the portal. */
  backupAvailable: z.boolean(),
  importMaxMb: count,
  /** The integration API's exports running in this process, oldest first; empty when none. */
  exports: z.array(runningExport),
});
export type SystemAnswer = z.infer<typeof systemAnswer>;

export const systemCall = defineCall({ method: 'GET', url: '/api/v1/admin/system', answer: systemAnswer });
/** The embedded database as a .tar.gz, the same copy as `portal backup`: bytes, not JSON. */
export const backupCall = defineCall({
  method: 'POST',
  url: '/api/v1/admin/backup',
  answer: z.any().describe('Arquivo .tar.gz do banco embutido'),
});
