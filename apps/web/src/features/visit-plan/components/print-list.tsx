import type { VisitPlanCustomer } from '@portal/contracts';
import { formatCurrency } from '../../../lib/format.ts';
import { reasonChip, reasonChipText } from '../utils/reason-chips.ts';

/** The day's list on paper: one line per customer with its reasons and figures; only the print stylesheet shows it. */
export const PrintList = ({
  heading,
  customers,
}: {
  heading: string;
  customers: readonly VisitPlanCustomer[];
}) => (
  <div className="vp-print" aria-hidden="true">
    <h2>{heading}</h2>
    <ol>
      {customers.map((customer) => (
        <li key={customer.register}>
          <strong>{customer.name}</strong>
          {` · ${customer.city}/${customer.state} · ${formatCurrency(customer.score)}`}
          {customer.reasons.length > 0 &&
            ` · ${customer.reasons.map((reason) => reasonChipText(reasonChip(reason))).join('; ')}`}
        </li>
      ))}
    </ol>
  </div>
);
