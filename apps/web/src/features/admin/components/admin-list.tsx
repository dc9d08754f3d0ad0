import { Button } from 'primereact/button';
import type { Key, ReactNode } from 'react';

export type AdminColumn<Row> = {
  header: string;
  /** A column of figures: right-aligned, header too. */
  number?: boolean;
  /** A header read by screen readers only (a column of buttons). */
  quietHeader?: boolean;
  /** The cell that names its row (a header of the row for screen readers). */
  rowHeader?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
};

type Props<Row> = {
  rows: Row[];
  phone: boolean;
  label: string;
  rowKey: (row: Row) => Key;
  columns: AdminColumn<Row>[];
  /** What a row's card holds on a phone: its own order, the line an administrator looks for first on top. */
  card: (row: Row) => ReactNode;
  /** A row's own look (a file that would remove rows), on its card and its table row alike. */
  rowClassName?: (row: Row) => string | undefined;
};

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** An administration list: a card a row on a phone, a table at desktop widths. */
export const AdminList = <Row,>({ rows, phone, label, rowKey, columns, card, rowClassName }: Props<Row>) =>
  phone ? (
    <ul className="admin-cards" aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={classes('card admin-card', rowClassName?.(row))}>
          {card(row)}
        </li>
      ))}
    </ul>
  ) : (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.number ? 'is-number' : undefined}>
                {column.quietHeader ? <span className="p-sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => {
                const className = classes(column.number && 'is-number', column.className);
                return column.rowHeader ? (
                  <th key={column.header} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

type RowActionProps<Id> = {
  id: Id;
  /** The row whose action is under way, if any: its button spins, the others wait. */
  busy: Id | null;
  label: string;
  icon: string;
  /** The button's name with its row, so a screen reader tells one row's button from the next. */
  ariaLabel: string;
  onClick: () => void;
};

/** A row's one action in an administration list, one row at a time. */
export const RowActionButton = <Id,>({ id, busy, label, icon, ariaLabel, onClick }: RowActionProps<Id>) => (
  <Button
    label={label}
    icon={icon}
    size="small"
    outlined
    loading={busy === id}
    disabled={busy !== null && busy !== id}
    aria-label={ariaLabel}
    onClick={onClick}
  />
);
