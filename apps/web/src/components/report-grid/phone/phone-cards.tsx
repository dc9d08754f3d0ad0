import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { CellEdit } from '../desktop-grid.tsx';
import type { GridModel } from '../model/use-grid-model.ts';
import { totalText } from '../rows/grid-rows.tsx';
import { gridTexts } from '../texts.ts';
import type { GridRow } from '../types.ts';
import { PhoneCard } from './phone-card.tsx';
import type { PhoneLayout } from './phone-layout.ts';

type Props<Row extends GridRow> = {
  model: GridModel<Row>;
  edit: CellEdit<Row>;
  layout: PhoneLayout<Row>;
  ariaLabel?: string;
};

/**
 * First guesses before a card is measured, the height most cards have on a phone (with or without their detail
 * line): the real heights replace them as cards are drawn, and every guess that was right spares the list one
 * more pass of drawing and measuring before the first paint.
 */
const CARD_HEIGHT = 101;
const GROUP_HEIGHT = 52;

/**
 * The rows as a list of cards that scrolls with the page (one thumb, no box inside a box). Only the cards near
 * the viewport are in the DOM, so thousands of rows cost what a screenful costs.
 */
export const PhoneCards = <Row extends GridRow>({
  model,
  edit,
  layout,
  ariaLabel,
}: Props<Row>): ReactNode => {
  const { display } = model;
  const list = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: the window virtualizer counts from the top of the document.
  const [margin, setMargin] = useState(0);
  // Content above it (the Filtros panel opening, the totals line wrapping) moves it: the page's height changes then.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (list.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setMargin((current) => (Math.abs(top - current) > 1 ? top : current));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [display.length]);
  const virtualizer = useWindowVirtualizer({
    count: display.length,
    estimateSize: (index) => (display[index]?.kind === 'group' ? GROUP_HEIGHT : CARD_HEIGHT),
    overscan: 6,
    scrollMargin: margin,
  });
  const figures = [...layout.title, ...layout.key];

  if (display.length === 0) return <div className="rg-empty">{gridTexts.empty}</div>;
  return (
    <div
      ref={list}
      role="list"
      aria-label={ariaLabel}
      className="rg-cards"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const entry = display[item.index];
        if (!entry) return null;
        const place = { transform: `translateY(${item.start - margin}px)` };
        if (entry.kind === 'group') {
          const totals = figures
            .map((column) => ({ column, text: totalText(column, entry.totals[column.key], false) }))
            .filter(({ text }) => text !== '');
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="listitem"
              className="rg-card-group"
              style={place}
            >
              <span className="rg-card-group-label">{entry.label}</span>
              {totals.map(({ column, text }) => (
                <span key={column.key}>{`${column.name} ${text}`}</span>
              ))}
            </div>
          );
        }
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            data-row={item.index}
            role="listitem"
            className="rg-card"
            style={place}
          >
            <PhoneCard
              row={entry.row}
              displayIndex={item.index}
              layout={layout}
              editing={edit.editing?.displayIndex === item.index ? edit.editing : null}
              onBegin={edit.begin}
              onDraft={edit.setDraft}
              onCommit={edit.commit}
              onCancel={edit.cancel}
            />
          </div>
        );
      })}
    </div>
  );
};
