import { InputSwitch } from 'primereact/inputswitch';

type Props = {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Text beside the switch, e.g. "Com Compra" / "Sem Compra" (docs/product.md §2.6). */
  onText: string;
  offText: string;
  disabled?: boolean;
};

export const SwitchFilter = ({ id, label, checked, onChange, onText, offText, disabled }: Props) => (
  <div className="filter-field">
    <span className="filter-label" id={`${id}-label`}>
      {label}
    </span>
    <div className="filter-switch">
      <InputSwitch
        inputId={id}
        checked={checked}
        onChange={(event) => onChange(Boolean(event.value))}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
      />
      <span aria-live="polite">{checked ? onText : offText}</span>
    </div>
  </div>
);
