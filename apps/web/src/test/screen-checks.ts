import { screen, type BoundFunctions, type queries } from '@testing-library/react';
import { expect } from 'vitest';
import { phoneLayout, type GridColumn, type GridRow } from '../components/report-grid/index.ts';

type Within = BoundFunctions<typeof queries>;

/** The messages of the toasts on screen, in order. */
export const toastTexts = () =>
  [...document.querySelectorAll('.p-toast-detail')].map((node) => node.textContent);

/** Each text shows at least once (a value may stand in a row and again in the summary). */
export const expectTexts = (texts: readonly string[], within: Within = screen): void => {
  for (const text of texts) expect(within.getAllByText(text).length).toBeGreaterThan(0);
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The grid has a column whose header starts with each name. */
export const expectColumnHeaders = (headers: readonly string[], within: Within = screen): void => {
  for (const header of headers)
    expect(within.getByRole('columnheader', { name: new RegExp(`^${escaped(header)}`) })).toBeInTheDocument();
};

/** A phone card shows these columns, by name: in its title, its key figures and its detail. */
export const expectPhoneCard = <Row extends GridRow>(
  columns: GridColumn<Row>[],
  ...[title, key, detail]: [title: string[], key: string[], detail: string[]]
): void => {
  const layout = phoneLayout(columns);
  const names = (shown: GridColumn<Row>[]) => shown.map((column) => column.name);
  expect([names(layout.title), names(layout.key), names(layout.detail)]).toEqual([title, key, detail]);
};
