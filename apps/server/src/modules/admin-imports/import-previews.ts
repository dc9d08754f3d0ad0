import { rm } from 'node:fs/promises';
import type { ImportPreview, UploadEncoding } from '@portal/contracts';
import type { Previewed } from '../../import/data-fingerprint.ts';

// The uploads a preview staged for "Importar" (docs/decisions/220): kept in this server's memory with their unpacked
// folder, for a while and a few at a time, so a forgotten preview costs neither disk nor memory for long.

/** How long a preview waits for "Importar". */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;
/** Staged previews kept at once; a new one pushes the oldest out. */
export const MAX_STAGED_PREVIEWS = 3;

export type StagedPreview = {
  id: string;
  /** The upload's private folder (its files under filesFolder(work)): removed with the preview. */
  work: string;
  source: string;
  encoding: UploadEncoding;
  createdAt: Date;
  expiresAt: Date;
  previewed: Previewed;
  answer: ImportPreview;
};

export type PreviewStoreOptions = { ttlMs?: number; max?: number; now?: () => number };

export const makePreviewStore = ({
  ttlMs = PREVIEW_TTL_MS,
  max = MAX_STAGED_PREVIEWS,
  now = Date.now,
}: PreviewStoreOptions = {}) => {
  const staged = new Map<string, StagedPreview>();
  const removeFolder = (preview: StagedPreview) =>
    rm(preview.work, { recursive: true, force: true }).catch(() => undefined);
  const drop = async (id: string) => {
    const preview = staged.get(id);
    if (!preview) return;
    staged.delete(id);
    await removeFolder(preview);
  };
  const expired = (preview: StagedPreview) => preview.expiresAt.getTime() <= now();
  const sweep = async (): Promise<string[]> => {
    const gone = [...staged.values()].filter(expired).map((preview) => preview.id);
    for (const id of gone) await drop(id);
    return gone;
  };

  return {
    ttlMs,
    /** Keeps a preview, pushing out the expired and, past the bound, the oldest. */
    keep: async (preview: StagedPreview): Promise<void> => {
      await sweep();
      while (staged.size >= max) {
        const [oldest] = staged.keys();
        if (oldest === undefined) break;
        await drop(oldest);
      }
      staged.set(preview.id, preview);
    },
    /** A live preview, or undefined when unknown or expired (then removed). */
    find: async (id: string): Promise<StagedPreview | undefined> => {
      const preview = staged.get(id);
      if (preview && expired(preview)) {
        await drop(id);
        return undefined;
      }
      return preview;
    },
    /** Hands the preview over to its import, which removes its folder when done; it can no longer be applied. */
    take: (id: string): StagedPreview | undefined => {
      const preview = staged.get(id);
      staged.delete(id);
      return preview;
    },
    /** Drops a preview and its folder; false when there was none. */
    discard: async (id: string): Promise<boolean> => {
      if (!staged.has(id)) return false;
      await drop(id);
      return true;
    },
    /** Drops the expired previews; answers their ids. */
    sweep,
    /** Drops every preview (the server stops). */
    clear: async (): Promise<void> => {
      for (const id of [...staged.keys()]) await drop(id);
    },
    size: (): number => staged.size,
  };
};
export type PreviewStore = ReturnType<typeof makePreviewStore>;
