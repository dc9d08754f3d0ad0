import './filters.css';
import {
  INVERTED_PERIOD_MESSAGE,
  LONG_PERIOD_MESSAGE,
  periodIsBounded,
  periodIsOrdered,
} from '@portal/contracts';
import { useEffect, useRef } from 'react';
import type { MonthRange as Range } from '../../lib/dates.ts';
import { MonthPicker } from './month-picker.tsx';

type Props = {
  id: string;
  label: string;
  value: Range;
  onChange: (value: Range) => void;
  disabled?: boolean;
};

/**
 * Start and end month (e.g. Emissão, docs/product.md §2.6), the start on the 1st and the end on the last day. An inverted
 * range, or one longer than the server takes, is refused here, before anything is sent: the message shows under the pickers and the enclosing form's
 * submit is stopped, so every screen with a range gets the same check without wiring it into its Consultar.
 */
export const MonthRangeFilter = ({ id, label, value, onChange, disabled }: Props) => {
  const problem = disabled
    ? null
    : !periodIsOrdered(value.start, value.end)
      ? INVERTED_PERIOD_MESSAGE
      : !periodIsBounded(value.start, value.end)
        ? LONG_PERIOD_MESSAGE
        : null;
  const inverted = problem !== null;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const form = fieldset.current?.form;
    if (!form || !inverted) return;
    // A native listener on the form runs before React's root listener, so the page's onSubmit never sees it.
    const refuse = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    form.addEventListener('submit', refuse);
    return () => form.removeEventListener('submit', refuse);
  }, [inverted]);
  const errorId = `${id}-error`;
  return (
    <fieldset
      ref={fieldset}
      className="filter-field filter-fieldset"
      aria-invalid={inverted || undefined}
      aria-describedby={inverted ? errorId : undefined}
    >
      <legend className="filter-label">{label}</legend>
      <div className="filter-range">
        {(['start', 'end'] as const).map((edge) => (
          <MonthPicker
            key={edge}
            id={`${id}-${edge}`}
            label={`${label}: ${edge === 'start' ? 'mês inicial' : 'mês final'}`}
            hideLabel
            edge={edge}
            value={value[edge]}
            onChange={(month) => onChange({ ...value, [edge]: month ?? value[edge] })}
            disabled={disabled}
          />
        ))}
      </div>
      {inverted ? (
        <small id={errorId} className="filter-error" role="alert">
          {`${problem}.`}
        </small>
      ) : null}
    </fieldset>
  );
};
