import { join, relative } from 'node:path';
import { DatabaseUnavailableError } from '../db/database-errors.ts';

const SOCKET_NAME = 'portal.sock';

// sun_path holds 108 bytes on Linux and 104 on macOS, the terminating NUL included.
const MAX_BYTES = process.platform === 'linux' ? 107 : 103;

/**
 * Where the process that holds `folder` listens (docs/decisions/015). A path too long for a Unix socket is reached
 * relative to the working directory when that is short enough (every process computes its own); otherwise the
 * folder is refused, rather than locked somewhere another process might not look.
 */
export const socketPathFor = (folder: string, cwd = process.cwd()): string => {
  const absolute = join(folder, SOCKET_NAME);
  if (Buffer.byteLength(absolute) <= MAX_BYTES) return absolute;
  const nearer = relative(cwd, absolute);
  if (Buffer.byteLength(nearer) <= MAX_BYTES) return nearer;
  throw new DatabaseUnavailableError(
    `o caminho da pasta de dados é longo demais para o controle de acesso (${absolute}, ` +
      `${Buffer.byteLength(absolute)} bytes; máximo ${MAX_BYTES}): use em PORTAL_DATA_DIR uma pasta de caminho mais curto`,
  );
};
