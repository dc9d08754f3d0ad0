import { useEffect, useRef } from 'react';
import { useNotify } from '../../../components/notify/notify-context.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { chartsTexts } from '../charts-texts.ts';

/** A tile's query error with its docs/product.md §8 prefix ("Erro ao consultar Carteira"). */
export type TileError = { label: string; error: unknown };

/** Tiles that fail together (the server down) usually fail within this window of each other. */
const BATCH_MS = 250;
/** Up to this many failures keep the spec's toast each; more become one toast. */
const MAX_SEPARATE_TOASTS = 2;

/**
 * The toasts of failing indicators (docs/product.md §4, §8): each failure once, with the spec's text; when many fail at
 * once (a server down fails all of them) they become one toast, since a stack of toasts covers the phone's
 * screen, and each tile still says its own error in place.
 */
export const useTileErrorToasts = (tiles: readonly TileError[]): void => {
  const notify = useNotify();
  const reported = useRef(new Set<string>());
  const failing = tiles.filter((tile) => Boolean(tile.error));
  const failingKey = failing.map((tile) => tile.label).join('|');
  const latest = useRef(failing);
  latest.current = failing;

  useEffect(() => {
    const now = new Set(failingKey === '' ? [] : failingKey.split('|'));
    // A tile that loads again may fail again later, and that failure deserves its own toast.
    for (const label of reported.current) if (!now.has(label)) reported.current.delete(label);
    if (now.size === 0) return;
    const timer = setTimeout(() => {
      const fresh = latest.current.filter((tile) => !reported.current.has(tile.label));
      for (const tile of fresh) reported.current.add(tile.label);
      if (fresh.length > MAX_SEPARATE_TOASTS) notify.error(chartsTexts.failedTiles(fresh.length));
      else for (const tile of fresh) notify.error(`${tile.label}: ${errorMessage(tile.error)}`);
    }, BATCH_MS);
    return () => clearTimeout(timer);
  }, [failingKey, notify]);
};
