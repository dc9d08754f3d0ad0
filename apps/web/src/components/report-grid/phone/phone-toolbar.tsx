import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef, type ReactNode } from 'react';
import { canFilter, canSort } from '../grid-header.tsx';
import type { GridModel } from '../model/use-grid-model.ts';
import { totalText } from '../rows/grid-rows.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { gridTexts } from '../texts.ts';
import type { GridColumn, GridRow, SortState } from '../types.ts';
import type { PhoneLayout } from './phone-layout.ts';

type Props<Row extends GridRow> = {
  model: GridModel<Row>;
  layout: PhoneLayout<Row>;
  /** Columns the user may sort and filter by: every visible one, not only those on the card. */
  columns: GridColumn<Row>[];
  menuItems: MenuItem[];
  onOpenFilter: (column: GridColumn<Row>, anchor: HTMLElement) => void;
};

/** "Pedidos: 12" for a count the column names in words, else the grid's own total with its column's name. */
const phoneTotalText = <Row extends GridRow>(column: GridColumn<Row>, value: unknown): string => {
  const counted = column.summary === 'count' || column.summary === 'distinctCount';
  if (counted && column.countLabel && typeof value === 'number')
    return `${column.countLabel}: ${formatInteger(value)}`;
  const text = totalText(column, value, true);
  return text === '' ? '' : `${column.name} ${text}`;
};

/** The total's place while it is summed: its name and an ellipsis, on the line it will take. */
const pendingTotalText = <Row extends GridRow>(column: GridColumn<Row>): string => {
  const counted = column.summary === 'count' || column.summary === 'distinctCount';
  return counted && column.countLabel ? `${column.countLabel}: …` : `${column.name} …`;
};

const sortValue = (sort: SortState): string => (sort ? `${sort.key}:${sort.direction}` : '');

/**
 * The grid's tools in one thumb's reach: record count, Filtrar (pick a column, then the same filter panel as the
 * desktop header), Limpar Filtros, a menu with export and settings, a sort chooser, and the totals of the card's
 * columns as one line.
 */
export const PhoneToolbar = <Row extends GridRow>(props: Props<Row>): ReactNode => {
  const { model, layout, columns } = props;
  const filterMenu = useRef<Menu>(null);
  const moreMenu = useRef<Menu>(null);
  const filterAnchor = useRef<HTMLElement | null>(null);
  const sortId = useId();

  const filterItems: MenuItem[] = columns.filter(canFilter).map((column) => ({
    label: column.name,
    icon: model.filters[column.key] ? 'pi pi-filter-fill' : undefined,
    command: () => {
      if (filterAnchor.current) props.onOpenFilter(column, filterAnchor.current);
    },
  }));
  const sortable = columns.filter(canSort);
  const onCard = [...layout.title, ...layout.key, ...layout.detail];
  // The line is drawn, one total a line, from the first frame: its figures are summed in slices after the first
  // cards, and a line inserted then would push every card down.
  const summed = onCard.filter((column) => column.summary);
  const totals = summed
    .map((column) => ({
      column,
      text: model.summary ? phoneTotalText(column, model.summary[column.key]) : pendingTotalText(column),
    }))
    .filter(({ text }) => text !== '');

  return (
    <div className="rg-phone-toolbar">
      <div className="rg-phone-row">
        <span className="rg-count" aria-live="polite">
          {gridTexts.records(model.filtered.length)}
        </span>
        <span className="rg-toolbar-spacer" />
        <Button
          type="button"
          icon="pi pi-filter"
          label={gridTexts.filter}
          outlined
          aria-haspopup="menu"
          onClick={(event) => {
            filterAnchor.current = event.currentTarget;
            filterMenu.current?.toggle(event);
          }}
        />
        {model.activeFilterCount > 0 ? (
          <Button
            type="button"
            icon="pi pi-filter-slash"
            text
            aria-label={gridTexts.clearFilters}
            title={gridTexts.clearFilters}
            onClick={model.clearFilters}
          />
        ) : null}
        <Button
          type="button"
          icon="pi pi-ellipsis-v"
          text
          aria-label={gridTexts.moreActions}
          aria-haspopup="menu"
          onClick={(event) => moreMenu.current?.toggle(event)}
        />
      </div>
      <div className="rg-phone-sort">
        <label htmlFor={sortId}>{gridTexts.sortBy}</label>
        <select
          id={sortId}
          value={sortValue(model.sort)}
          onChange={(event) => {
            const [key, direction] = event.target.value.split(':');
            model.setSort(key && (direction === 'asc' || direction === 'desc') ? { key, direction } : null);
          }}
        >
          <option value="">{gridTexts.defaultOrder}</option>
          {sortable.flatMap((column) => [
            <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
              {gridTexts.ascending(column.name)}
            </option>,
            <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
              {gridTexts.descending(column.name)}
            </option>,
          ])}
        </select>
      </div>
      {totals.length > 0 ? (
        <p className="rg-phone-totals" aria-busy={model.summary ? undefined : true}>
          <strong>{gridTexts.summary}</strong>
          {totals.map(({ column, text }) => (
            <span key={column.key} data-key={column.key}>
              {text}
            </span>
          ))}
        </p>
      ) : null}
      <Menu
        ref={filterMenu}
        model={filterItems}
        popup
        aria-label={gridTexts.filterBy}
        className="rg-phone-menu"
      />
      <Menu
        ref={moreMenu}
        model={props.menuItems}
        popup
        aria-label={gridTexts.moreActions}
        className="rg-phone-menu"
      />
    </div>
  );
};
