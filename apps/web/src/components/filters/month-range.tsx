import type { MonthRange as Range } from '../../lib/dates.ts';
import { MonthPicker } from './month-picker.tsx';

type Props = {
  id: string;
  label: string;
  value: Range;
  onChange: (value: Range) => void;
  disabled?: boolean;
};

/** Start and end month (e.g. Emissão, spec §2.6), the start on the 1st and the end on the last day. */
export const MonthRangeFilter = ({ id, label, value, onChange, disabled }: Props) => (
  <fieldset className="filter-field filter-fieldset">
    <legend className="filter-label">{label}</legend>
    <div className="filter-range">
      <MonthPicker
        id={`${id}-start`}
        label={`${label}: mês inicial`}
        hideLabel
        edge="start"
        value={value.start}
        onChange={(start) => onChange({ ...value, start: start ?? value.start })}
        disabled={disabled}
      />
      <MonthPicker
        id={`${id}-end`}
        label={`${label}: mês final`}
        hideLabel
        edge="end"
        value={value.end}
        onChange={(end) => onChange({ ...value, end: end ?? value.end })}
        disabled={disabled}
      />
    </div>
  </fieldset>
);
