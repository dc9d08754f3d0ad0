import '../duplicates.css';
import type { DuplicateGridRow } from '@portal/contracts';
import { useMemo } from 'react';
import type { GridColumn } from '../../../components/report-grid/index.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  duplicateMarks,
  duplicateMarkTexts,
  effectiveDue,
  extendedFromText,
} from '../utils/duplicate-marks.ts';

/** A card's Venc.: the date that counts, and the original one when the title was extended (the grid's Prorrog.). */
const DueOnCard = ({ row }: { row: DuplicateGridRow }) => (
  <span className="dup-due">
    <span>{formatDate(effectiveDue(row))}</span>
    {row.extensionDate ? (
      <span className="dup-due-extended">{extendedFromText(formatDate(row.dueDate))}</span>
    ) : null}
  </span>
);

/**
 * The columns with the Cliente cell led by badges for overdue and notary titles: a coloured word, so the mark
 * reads in any colour vision, on the column a rep reads first. The grid and the phone card draw the same cell; the
 * card's Venc. shows the effective due date, since the card has no Prorrog. column beside it.
 */
export const useDuplicateMarks = (columns: GridColumn<DuplicateGridRow>[]): GridColumn<DuplicateGridRow>[] =>
  useMemo(
    () =>
      columns.map((column) =>
        column.key === 'customerName'
          ? {
              ...column,
              formatter: (row: DuplicateGridRow) => (
                <span className="dup-customer">
                  {duplicateMarks(row).map((mark) => (
                    <span key={mark} className={`dup-badge dup-badge-${mark}`} data-mark={mark}>
                      {duplicateMarkTexts[mark]}
                    </span>
                  ))}
                  <span className="dup-customer-name">{row.customerName}</span>
                </span>
              ),
            }
          : column.key === 'dueDate'
            ? { ...column, card: (row: DuplicateGridRow) => <DueOnCard row={row} /> }
            : column,
      ),
    [columns],
  );
