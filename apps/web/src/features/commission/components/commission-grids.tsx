import type { CommissionStatementAnswer } from '@portal/contracts';
import { useMemo } from 'react';
import { GridResult } from '../../../components/report-page/grid-result.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { customerColumns, entryColumns } from '../commission-columns.ts';
import { commissionTexts as t } from '../commission-texts.ts';
import { entryRows } from '../utils/commission-figures.ts';

/** Grid rows are 20 px; a month has a few entries, so their grid is as tall as they need, up to the usual 400. */
const entriesHeight = (count: number): number => Math.min(400, Math.max(110, 70 + count * 20));

/** The month's entries and the customers, each in the report grid (its own chunk: the figures above need none of it). */
export const CommissionGrids = ({ answer }: { answer: CommissionStatementAnswer }) => {
  const month = formatMonth(`${answer.month}-01`);
  const entries = useMemo(() => entryRows(answer.realised.entries), [answer]);
  return (
    <>
      <section className="cm-panel card cm-grid-panel" aria-labelledby="cm-entries-title">
        <h3 id="cm-entries-title">{t.entriesTitle(month)}</h3>
        {entries.length === 0 ? (
          <p className="report-empty" data-testid="cm-no-entries">
            {t.noEntries(month)}
          </p>
        ) : (
          <GridResult
            gridId="commission-entries"
            title={t.entriesTitle(month)}
            columns={entryColumns}
            rows={entries}
            exportName="comissao-lancamentos"
            minHeight={entriesHeight(entries.length)}
            height={entriesHeight(entries.length)}
          />
        )}
      </section>
      <section className="cm-panel card cm-grid-panel" aria-labelledby="cm-customers-title">
        <h3 id="cm-customers-title">{t.customersTitle}</h3>
        {answer.customers.length === 0 ? (
          <p className="report-empty">{t.noCustomers}</p>
        ) : (
          <GridResult
            gridId="commission-customers"
            title={t.customersTitle}
            columns={customerColumns}
            rows={answer.customers}
            exportName="comissao-clientes"
          />
        )}
      </section>
    </>
  );
};
