import type { SaleFrequencyCustomer } from '@portal/contracts';
import { useState } from 'react';
import { CollectionsView } from './collections-view.tsx';
import { CustomerList } from './customer-list.tsx';
import { CustomerModal } from './customer-modal.tsx';
import { FlagTooltips } from '../../../components/customer/flag-square.tsx';

type Props = { customers: readonly SaleFrequencyCustomer[] };

/**
 * The customer list and one customer's collections (docs/product.md §4): a new answer mounts it again (keyed by the
 * caller), so a query starts at page 1 of the list.
 */
export const SalesFrequencyResult = ({ customers }: Props) => {
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<SaleFrequencyCustomer | null>(null);
  const [collectionsOf, setCollectionsOf] = useState<SaleFrequencyCustomer | null>(null);

  return (
    <>
      {collectionsOf ? (
        <CollectionsView customer={collectionsOf} onBack={() => setCollectionsOf(null)} />
      ) : (
        <CustomerList
          customers={customers}
          page={page}
          onPage={(next) => {
            setPage(next);
            window.scrollTo?.({ top: 0, behavior: 'smooth' });
          }}
          onDetails={setDetail}
          onCollections={setCollectionsOf}
        />
      )}
      <CustomerModal customer={detail} onHide={() => setDetail(null)} />
      <FlagTooltips />
    </>
  );
};
