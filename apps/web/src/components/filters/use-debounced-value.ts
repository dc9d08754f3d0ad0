import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delay` ms (trailing only: docs/product.md §5, 700 ms for searches). */
export const useDebouncedValue = <T>(value: T, delay: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};
