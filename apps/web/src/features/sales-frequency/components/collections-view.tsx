import type { CollectionEntry, SaleFrequencyCustomer } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { formatCurrency, formatInteger } from '../../../lib/format.ts';
import { salesFrequencyTexts as t } from '../sales-frequency-texts.ts';
import { collectionBought, collectionTotals } from '../utils/collection-totals.ts';
import { COLLECTIONS_PER_PAGE, pageOf } from '../utils/paging.ts';
import { Pager } from './pager.tsx';

const Figures = ({
  parts,
  references,
  value,
  averagePrice,
}: {
  parts: number;
  references: number;
  value: number;
  averagePrice: number;
}) => (
  <dl className="sf-figures">
    {(
      [
        ['parts', formatInteger(parts)],
        ['references', formatInteger(references)],
        ['value', formatCurrency(value)],
        ['averagePrice', formatCurrency(averagePrice)],
      ] as const
    ).map(([field, text]) => (
      <div key={field}>
        <dt>{t[field]}</dt>
        <dd data-field={field}>{text}</dd>
      </div>
    ))}
  </dl>
);

const CollectionCard = ({ entry }: { entry: CollectionEntry }) => {
  const bought = collectionBought(entry);
  return (
    <li className="sf-collection card" data-collection={entry.collection} data-bought={bought}>
      <h4 className={bought ? 'sf-collection-head bought' : 'sf-collection-head not-bought'}>
        <span>{entry.collectionDescription}</span>
        <span className="sf-collection-code">{entry.collection}</span>
      </h4>
      <Figures {...entry} />
    </li>
  );
};

type Props = { customer: SaleFrequencyCustomer; onBack: () => void };

/** One customer's collections of the last 24 months: totals, pages of 6, green/red headers (docs/product.md §2.6, §4). */
export const CollectionsView = ({ customer, onBack }: Props) => {
  const [page, setPage] = useState(1);
  const current = pageOf(customer.collections, page, COLLECTIONS_PER_PAGE);
  const totals = collectionTotals(customer.collections);
  return (
    <div className="sf-collections">
      <div className="sf-collections-top card">
        <Button type="button" label={t.back} icon="pi pi-arrow-left" outlined size="small" onClick={onBack} />
        <h3 className="sf-collections-title">{customer.name}</h3>
        <div
          className="sf-collections-totals"
          aria-label="Totais das coleções"
          data-testid="sf-collection-totals"
        >
          <Figures {...totals} />
        </div>
        <Pager page={current} onPage={setPage} label="Páginas de coleções" />
      </div>
      {customer.collections.length === 0 ? (
        <p className="report-empty">{t.noCollections}</p>
      ) : (
        <ul className="sf-collection-cards">
          {current.items.map((entry) => (
            <CollectionCard key={entry.collection} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
};
