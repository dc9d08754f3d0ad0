import { lazy, Suspense } from 'react';
import { parseIsoDate, snapMonth } from '../../lib/dates.ts';
import { formatMonth } from '../../lib/format.ts';
import { FieldOnItsWay } from './field-on-its-way.tsx';

// Drawn only when the Filtros panel is open: its code is fetched then, not with the screen (docs/decisions/183).
const Calendar = lazy(() => import('primereact/calendar').then((module) => ({ default: module.Calendar })));

type Props = {
  id: string;
  label: string;
  /** `yyyy-mm-dd` or null. */
  value: string | null;
  /** A start snaps to the first day of the month, an end to the last (docs/product.md §4). */
  edge: 'start' | 'end';
  onChange: (value: string | null) => void;
  disabled?: boolean;
  hideLabel?: boolean;
};

/** Month and year picker shown MM/yyyy (docs/product.md §1), speaking `yyyy-mm-dd`. */
export const MonthPicker = ({ id, label, value, edge, onChange, disabled, hideLabel }: Props) => (
  <div className="filter-field">
    <label htmlFor={id} className={hideLabel ? 'p-sr-only' : undefined}>
      {label}
    </label>
    <Suspense fallback={<FieldOnItsWay id={id} text={value ? formatMonth(value) : ''} />}>
      <Calendar
        inputId={id}
        view="month"
        dateFormat="mm/yy"
        value={parseIsoDate(value)}
        onChange={(event) => onChange(event.value instanceof Date ? snapMonth(event.value, edge) : null)}
        disabled={disabled}
        readOnlyInput
        showIcon
        locale="pt-BR"
      />
    </Suspense>
  </div>
);
