import '../duplicates.css';
import type { DuplicateGridRow } from '@portal/contracts';
import { useMemo } from 'react';
import type { GridColumn } from '../../../components/report-grid/index.ts';
import { duplicateMarks, duplicateMarkTexts } from '../utils/duplicate-marks.ts';

/**
 * The columns with the Cliente cell led by badges for overdue and notary titles: a coloured word, so the mark
 * reads in any colour vision, on the column a rep reads first.
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
          : column,
      ),
    [columns],
  );
