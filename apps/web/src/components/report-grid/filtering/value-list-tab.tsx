import { useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useMemo, useRef, type ReactNode } from 'react';
import { searchValues } from './filter-model.ts';
import { gridTexts } from '../texts.ts';

type Props = {
  /** Every distinct value of the column, sorted. */
  values: string[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The search box's text: Aplicar keeps only what it matches (filter-model, valueListFilter). */
  search: string;
  onSearch: (search: string) => void;
  /** A colour square before a value (the Fin column's flags), when the column has one. */
  swatchOf?: (value: string) => string | undefined;
};

const ITEM_HEIGHT = 26;

/** Excel-style value list: search box, SELECIONAR TODOS over what the search shows, a virtual list of values. */
export const ValueListTab = ({
  values,
  selected,
  onChange,
  search,
  onSearch,
  swatchOf,
}: Props): ReactNode => {
  const shown = useMemo(() => searchValues(values, search), [values, search]);
  const scroller = useRef<HTMLDivElement>(null);
  // A customer column can hold thousands of names: draw only what the box shows.
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ITEM_HEIGHT,
    overscan: 8,
    initialRect: { width: 260, height: 220 },
  });
  const chosen = shown.filter((value) => selected.has(value)).length;
  const all = shown.length > 0 && chosen === shown.length;
  const toggleAll = (): void => {
    const next = new Set(selected);
    for (const value of shown) {
      if (all) next.delete(value);
      else next.add(value);
    }
    onChange(next);
  };
  const toggle = (value: string): void => {
    const next = new Set(selected);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange(next);
  };
  return (
    <div className="rg-values">
      <span className="input-icon rg-values-search">
        <i className="pi pi-search" />
        <InputText
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={gridTexts.search}
          aria-label={gridTexts.search}
          autoFocus
        />
      </span>
      <label className="rg-value rg-select-all">
        <Checkbox
          checked={all}
          onChange={toggleAll}
          inputId="rg-select-all"
          aria-label={gridTexts.selectAll}
        />
        <span>{gridTexts.selectAll}</span>
      </label>
      <div ref={scroller} className="rg-values-list" role="group" aria-label={gridTexts.valuesTab}>
        {shown.length === 0 ? <div className="rg-values-empty">{gridTexts.noValues}</div> : null}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const value = shown[item.index] ?? '';
            const label = value === '' ? gridTexts.blank : value;
            const swatch = value === '' ? undefined : swatchOf?.(value);
            return (
              <label
                key={item.key}
                className="rg-value"
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ITEM_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <Checkbox checked={selected.has(value)} onChange={() => toggle(value)} aria-label={label} />
                {swatch ? (
                  <span className="rg-square" style={{ background: swatch }} aria-hidden="true" />
                ) : null}
                <span title={label}>{label}</span>
              </label>
            );
          })}
        </div>
      </div>
    </div>
  );
};
