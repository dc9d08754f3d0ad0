import type { GridColumn, GridRow } from '../types.ts';
import { cellText } from '../rows/cell-text.ts';

export type PhoneLayout<Row extends GridRow> = {
  mark: GridColumn<Row>[];
  title: GridColumn<Row>[];
  key: GridColumn<Row>[];
  detail: GridColumn<Row>[];
  action: GridColumn<Row>[];
};

/** How many figures fit side by side on a 360 px card, large enough to read at a glance. */
export const MAX_KEYS = 3;

/**
 * The card of a row on a phone, from the columns' `phone` roles (in column order). A grid whose columns name no
 * role still gets a usable card: its first text column as the title and the next columns as figures.
 */
export const phoneLayout = <Row extends GridRow>(columns: GridColumn<Row>[]): PhoneLayout<Row> => {
  const withRole = (role: GridColumn<Row>['phone']) => columns.filter((column) => column.phone === role);
  if (columns.some((column) => column.phone)) {
    return {
      mark: withRole('mark'),
      title: withRole('title'),
      key: withRole('key').slice(0, MAX_KEYS),
      detail: withRole('detail'),
      action: withRole('action'),
    };
  }
  const title = columns.find((column) => column.type === 'text');
  const rest = columns.filter((column) => column !== title);
  return { mark: [], title: title ? [title] : [], key: rest.slice(0, MAX_KEYS), detail: [], action: [] };
};

/** The card's heading: its title columns' texts, the empty ones left out. */
export const cardTitle = <Row extends GridRow>(row: Row, layout: PhoneLayout<Row>): string =>
  layout.title
    .map((column) => cellText(row, column))
    .filter((text) => text !== '')
    .join(' · ');

/** The small line under the figures: ["Ped 123", "Cidade Blumenau"], the empty ones left out. */
export const cardDetailItems = <Row extends GridRow>(row: Row, layout: PhoneLayout<Row>): string[] =>
  layout.detail
    .map((column) => {
      const text = cellText(row, column);
      return text === '' ? '' : `${column.name} ${text}`;
    })
    .filter((text) => text !== '');

/** The small line as one text: "Ped 123 · Cidade Blumenau". */
export const cardDetail = <Row extends GridRow>(row: Row, layout: PhoneLayout<Row>): string =>
  cardDetailItems(row, layout).join(' · ');
