import { MultiSelect, type MultiSelectProps } from 'primereact/multiselect';
import { filterTexts, useEmptyOptionsText } from './filter-texts.ts';

type Props<T, V> = {
  id: string;
  label: string;
  options: readonly T[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  optionLabel: (option: T) => string;
  optionValue: (option: T) => V;
  disabled?: boolean;
  loading?: boolean;
  placeholder?: string;
  /** A search the server answers (RemoteMultiSelect): the typed text and what the list says meanwhile. */
  search?: Pick<MultiSelectProps, 'filterBy' | 'onFilter' | 'resetFilterOnHide' | 'emptyFilterMessage'>;
};

/** A MultiSelect that shows one item then a count (docs/product.md §9), with search and pt-BR texts. */
export const MultiSelectFilter = <T, V extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  optionLabel,
  optionValue,
  disabled,
  loading,
  placeholder,
  search,
}: Props<T, V>) => {
  const emptyText = useEmptyOptionsText();
  const items = options.map((option) => ({ label: optionLabel(option), value: optionValue(option) }));
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <MultiSelect
        inputId={id}
        options={items}
        value={[...value]}
        onChange={(event) => onChange(event.value as V[])}
        optionLabel="label"
        optionValue="value"
        filter
        maxSelectedLabels={1}
        selectedItemsLabel={filterTexts.selectedCount}
        emptyMessage={emptyText}
        emptyFilterMessage={filterTexts.noOptions}
        placeholder={placeholder}
        disabled={disabled}
        loading={loading}
        display="comma"
        showClear={false}
        {...search}
      />
    </div>
  );
};
