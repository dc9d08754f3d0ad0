import type { CatalogPack, CatalogReference } from '@portal/contracts';
import { memo } from 'react';
import { gridCellKey } from '../utils/grid-model.ts';
import { ordersTexts as t } from '../orders-texts.ts';

/** What one pack puts in each size: "P 2 · M 4 · G 4 · GG 2". */
export const packRunText = (pack: CatalogPack): string =>
  pack.sizes.map((size) => `${size.size} ${size.parts}`).join(' · ');

type Props = {
  reference: CatalogReference;
  color: { code: string; name: string };
  /** `colorCode\u0001packCode` → packs of that colour. */
  packs: ReadonlyMap<string, number>;
  readOnly: boolean;
  onPacks: ((colorCode: string, packCode: string, packs: number) => void) | undefined;
};

/**
 * A colour's packs (grades fechadas, docs/domain.md §8.2): one stepper per pack that serves the colour, with the
 * whole packs free in it; typed past them, the figure is marked as the cells are.
 */
export const OrderGridPacks = memo(({ reference, color, packs, readOnly, onPacks }: Props) => (
  <span className="order-grid-packs">
    {reference.packs.map((pack) => {
      const served = pack.packsAvailable.find((entry) => entry.colorCode === color.code);
      if (!served) return null;
      const count = packs.get(gridCellKey(color.code, pack.code)) ?? 0;
      const short = served.packs !== null && count > served.packs;
      const set = (next: number) => onPacks?.(color.code, pack.code, Math.max(0, next));
      const label = t.packsOf(pack.code, color.name);
      return (
        <span key={pack.code} className={`order-grid-pack${short ? ' is-short' : ''}`}>
          <span className="order-grid-pack-name">{t.packName(pack.code)}</span>
          {!readOnly && (
            <button
              type="button"
              className="order-pack-step"
              aria-label={t.lessPack(pack.code, color.name)}
              onClick={() => set(count - 1)}
            >
              <i className="pi pi-minus" aria-hidden="true" />
            </button>
          )}
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={label}
            aria-invalid={short || undefined}
            value={count === 0 ? '' : String(count)}
            placeholder="0"
            readOnly={readOnly}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => set(Number(event.target.value.replace(/\D/g, '').slice(0, 5) || 0))}
          />
          {!readOnly && (
            <button
              type="button"
              className="order-pack-step"
              aria-label={t.morePack(pack.code, color.name)}
              onClick={() => set(count + 1)}
            >
              <i className="pi pi-plus" aria-hidden="true" />
            </button>
          )}
          {served.packs !== null && <span className="order-grid-pack-free">{t.packsFree(served.packs)}</span>}
        </span>
      );
    })}
  </span>
));
OrderGridPacks.displayName = 'OrderGridPacks';
