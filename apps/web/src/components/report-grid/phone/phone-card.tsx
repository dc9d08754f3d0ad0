import { memo, type ReactNode } from 'react';
import { cellContent } from '../rows/cell-content.tsx';
import { cellText } from '../rows/cell-text.ts';
import { CellEditor } from '../rows/cell-editor.tsx';
import type { EditingCell } from '../rows/grid-rows.tsx';
import { gridTexts } from '../texts.ts';
import type { GridColumn, GridRow } from '../types.ts';
import { cardDetailItems, cardTitle, type PhoneLayout } from './phone-layout.ts';

export type PhoneCardProps<Row extends GridRow> = {
  row: Row;
  displayIndex: number;
  layout: PhoneLayout<Row>;
  editing: EditingCell | null;
  onBegin: (displayIndex: number, row: Row, column: GridColumn<Row>) => void;
  onDraft: (draft: string) => void;
  onCommit: () => void;
  onCancel: () => void;
};

/** The last figure (the amount, by the screens' column order) takes the room it needs; the others share the rest. */
const keyTracks = (count: number): string =>
  count > 1 ? `repeat(${count - 1}, minmax(0, 1fr)) max-content` : 'minmax(0, 1fr)';

/**
 * One row as a card: what names it on top, its figures large beside each other (so an amount is always read
 * with its customer), the rest in one small line. An editable figure is a button with a pencil; tapping it opens
 * the same editor and confirmation as a double click on the desktop grid.
 */
const PhoneCardInner = <Row extends GridRow>(props: PhoneCardProps<Row>): ReactNode => {
  const { row, displayIndex, layout, editing } = props;
  const title = cardTitle(row, layout);
  const detail = cardDetailItems(row, layout);
  const figure = (column: GridColumn<Row>): ReactNode => {
    if (editing?.colKey === column.key) {
      return (
        <span className="rg-card-editing">
          <CellEditor
            column={column}
            draft={editing.draft}
            invalid={editing.invalid}
            onDraft={props.onDraft}
            onCommit={props.onCommit}
            onCancel={props.onCancel}
          />
          <button
            type="button"
            className="rg-card-button"
            aria-label={gridTexts.confirm}
            onClick={props.onCommit}
          >
            <i className="pi pi-check" aria-hidden="true" />
          </button>
        </span>
      );
    }
    if (column.editable) {
      return (
        <button
          type="button"
          className="rg-card-edit"
          aria-label={gridTexts.editOf(column.name, title)}
          onClick={() => props.onBegin(displayIndex, row, column)}
        >
          <span>{cellText(row, column)}</span>
          <i className="pi pi-pencil" aria-hidden="true" />
        </button>
      );
    }
    return column.card ? column.card(row) : cellContent(row, column);
  };
  // The grid's own drawing where it says more than the text (badges before a name, colour squares).
  const heading = layout.title
    .filter((column) => cellText(row, column) !== '' || typeof column.formatter === 'function')
    .map((column, index) => (
      <span key={column.key}>
        {index > 0 ? ' · ' : null}
        {typeof column.formatter === 'function' ? cellContent(row, column) : cellText(row, column)}
      </span>
    ));
  return (
    <>
      <div className="rg-card-title">
        {layout.mark.map((column) => (
          <span key={column.key} className="rg-card-mark" data-key={column.key}>
            {cellContent(row, column)}
          </span>
        ))}
        {heading}
      </div>
      {layout.key.length > 0 ? (
        <dl className="rg-card-keys" style={{ gridTemplateColumns: keyTracks(layout.key.length) }}>
          {layout.key.map((column) => (
            <div key={column.key} className="rg-card-key" data-key={column.key}>
              <dt>{column.name}</dt>
              <dd>{figure(column)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {detail.length > 0 ? (
        <div className="rg-card-detail">
          {/* A line that wraps breaks between figures, never inside one ("R$" stays with its number). */}
          {detail.map((item, index) => (
            <span key={index}>
              {index > 0 ? ' · ' : null}
              <span className="rg-card-detail-item">{item}</span>
            </span>
          ))}
        </div>
      ) : null}
      {layout.action.length > 0 ? (
        <div className="rg-card-actions">
          {layout.action.map((column) => (
            <span key={column.key} data-key={column.key}>
              {cellContent(row, column)}
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
};

export const PhoneCard = memo(PhoneCardInner) as typeof PhoneCardInner;
