import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { useNotify } from '../notify/notify-context.ts';
import { useEmptyOptionsText } from './filter-texts.ts';
import { MultiSelectFilter } from './multi-select-filter.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/** docs/product.md §5 / §9: searches wait 700 ms after the last key (trailing only). */
export const SEARCH_DEBOUNCE_MS = 700;

type Props<T> = {
  id: string;
  label: string;
  /** Selected options, kept whole so their labels survive a new search. */
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** One call per debounced text (e.g. GET api/v1/city/get-by?text=); the signal aborts a superseded search. */
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  /** Query key prefix, e.g. 'city-search'. */
  queryKey: string;
  optionLabel: (option: T) => string;
  optionKey: (option: T) => string | number;
  disabled?: boolean;
  placeholder?: string;
};

/** A searchable multi-select whose options come from the server (Cidade, Cliente: docs/product.md §2.6). */
export const RemoteMultiSelect = <T,>({
  id,
  label,
  value,
  onChange,
  search,
  queryKey,
  optionLabel,
  optionKey,
  disabled,
  placeholder,
}: Props<T>) => {
  const notify = useNotify();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: [queryKey, debounced],
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: debounced !== '' && !disabled,
    staleTime: 5 * 60_000,
  });

  // docs/product.md §8: search failures show the server message.
  useEffect(() => {
    if (results.error) notify.error(errorMessage(results.error));
  }, [results.error, notify]);

  const items = useMemo(() => {
    const byKey = new Map<string | number, T>();
    for (const option of [...value, ...(results.data ?? [])]) byKey.set(optionKey(option), option);
    return [...byKey.values()].map((option) => ({
      label: optionLabel(option),
      value: optionKey(option),
      option,
    }));
  }, [value, results.data, optionKey, optionLabel]);

  // Offline a search cannot reach the server: the empty list says so.
  const emptyText = useEmptyOptionsText();
  return (
    <MultiSelectFilter
      id={id}
      label={label}
      options={items}
      value={value.map(optionKey)}
      onChange={(keys) => {
        const chosen = new Set<unknown>(keys);
        onChange(items.filter((item) => chosen.has(item.value)).map((item) => item.option));
      }}
      optionLabel={(item) => item.label}
      optionValue={(item) => item.value}
      placeholder={placeholder}
      disabled={disabled}
      loading={results.isFetching}
      search={{
        // PrimeReact also filters locally (contains, accents ignored), which agrees with the server's answer.
        filterBy: 'label',
        onFilter: (event) => setText(event.filter),
        resetFilterOnHide: false,
        emptyFilterMessage: results.isFetching || text.trim() !== debounced ? 'Buscando...' : emptyText,
      }}
    />
  );
};
