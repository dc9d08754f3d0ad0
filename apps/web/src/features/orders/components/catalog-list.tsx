import type { CatalogReference } from '@portal/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { formatCurrency } from '../../../lib/format.ts';
import { referenceStock, type StockState } from '../utils/grid-model.ts';
import { ordersTexts as t } from '../orders-texts.ts';

type Props = {
  references: readonly CatalogReference[];
  /** Reference → pieces already in the order. */
  partsByReference: ReadonlyMap<string, number>;
  openReference: string | null;
  onOpen: (reference: string) => void;
};

const ROW_HEIGHT = 76;

const stockText: Record<Exclude<StockState, null>, string> = {
  'in-stock': t.inStock,
  low: t.lowStock,
  'sold-out': t.soldOut,
};

const Photo = ({ reference }: { reference: CatalogReference }) =>
  reference.imageUrl ? (
    <img
      className="catalog-photo"
      src={reference.imageUrl}
      alt={t.photoOf(reference.reference)}
      loading="lazy"
      width={56}
      height={56}
    />
  ) : (
    <span className="catalog-photo catalog-photo-none" role="img" aria-label={t.noPhoto}>
      <i className="pi pi-image" aria-hidden="true" />
    </span>
  );

/**
 * The catalog (docs/domain.md §6): one row per reference with photo, price and stock state. Only the rows in view are
 * drawn, so 2,000 references scroll as smoothly as twenty.
 */
export const CatalogList = memo(({ references, partsByReference, openReference, onOpen }: Props) => {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: references.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // jsdom and the first paint have no layout: draw a screenful anyway.
    initialRect: { width: 360, height: 8 * ROW_HEIGHT },
  });
  if (references.length === 0) return <p className="report-empty">{t.catalogEmpty}</p>;
  return (
    <div ref={scroller} className="catalog-scroll" data-testid="catalog">
      <ul className="catalog-list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const reference = references[row.index];
          if (!reference) return null;
          const stock = referenceStock(reference);
          const parts = partsByReference.get(reference.reference) ?? 0;
          const open = openReference === reference.reference;
          return (
            <li
              key={reference.reference}
              className="catalog-row"
              style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
            >
              <button
                type="button"
                className={`catalog-item${open ? ' is-open' : ''}`}
                aria-expanded={open}
                onClick={() => onOpen(reference.reference)}
                data-reference={reference.reference}
              >
                <Photo reference={reference} />
                <span className="catalog-text">
                  <span className="catalog-ref">{reference.reference}</span>
                  <span className="catalog-desc">{reference.description}</span>
                  <span className="catalog-collection">{reference.collection.description}</span>
                </span>
                <span className="catalog-figures">
                  <span className="catalog-price">{formatCurrency(reference.price)}</span>
                  {stock && <span className={`catalog-stock stock-${stock}`}>{stockText[stock]}</span>}
                  {parts > 0 && <span className="catalog-in-order">{t.inOrder(parts)}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
CatalogList.displayName = 'CatalogList';
