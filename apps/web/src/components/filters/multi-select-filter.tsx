import type { MultiSelectProps } from 'primereact/multiselect';
import { lazy, Suspense } from 'react';
import { FieldOnItsWay } from './field-on-its-way.tsx';
import { filterTexts, useEmptyOptionsText } from './filter-texts.ts';

// Drawn only when the Filtros panel is open: its code is fetched then, not with the screen (docs/decisions/183).
const MultiSelect = lazy(() =>
  import('primereact/multiselect').then((module) => ({ default: module.MultiSelect })),
);

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

type Item<V> = { label: string; value: V };

/** What the closed field reads (display "comma", one label at most): the placeholder, the one item, or the count. */
const chosenText = <V,>(items: readonly Item<V>[], value: readonly V[], placeholder = ''): string => {
  if (value.length === 0) return placeholder;
  if (value.length === 1) return items.find((item) => item.value === value[0])?.label ?? String(value[0]);
  return filterTexts.selectedCount.replace('{0}', String(value.length));
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
  const items: Item<V>[] = options.map((option) => ({
    label: optionLabel(option),
    value: optionValue(option),
  }));
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <Suspense fallback={<FieldOnItsWay id={id} text={chosenText(items, value, placeholder)} />}>
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
      </Suspense>
    </div>
  );
};
