import { useMemo, type ReactNode } from 'react';
import {
  ReportGrid,
  useServerGridSettings,
  type GridColumn,
  type GridRow,
  type ReportGridProps,
} from '../report-grid/index.ts';

type Props<Row extends GridRow> = Omit<
  ReportGridProps<Row>,
  'columns' | 'ariaLabel' | 'profiles' | 'hints'
> & {
  /** The screen's title: the grid's accessible name. */
  title: string;
  /** Fixed columns, or columns read from the answer (one per collection group). */
  columns: GridColumn<Row>[] | ((rows: Row[]) => GridColumn<Row>[]);
};

/** The result of a grid screen: its report grid with the profiles and hints saved on the server under `gridId`. */
export const GridResult = <Row extends GridRow>({ title, columns, ...grid }: Props<Row>): ReactNode => {
  const settings = useServerGridSettings(grid.gridId);
  const { rows } = grid;
  const shown = useMemo(() => (typeof columns === 'function' ? columns(rows) : columns), [columns, rows]);
  return <ReportGrid {...grid} {...settings} columns={shown} ariaLabel={title} />;
};
