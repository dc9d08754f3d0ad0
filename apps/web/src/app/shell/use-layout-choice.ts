import { useCallback, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

export type LayoutChoice = 'vertical' | 'horizontal' | 'slim';
export const layoutChoices: ReadonlyArray<{ value: LayoutChoice; label: string }> = [
  { value: 'vertical', label: 'Vertical' },
  { value: 'horizontal', label: 'Horizontal' },
  { value: 'slim', label: 'Slim' },
];

const isLayoutChoice = (value: string | null): value is LayoutChoice =>
  layoutChoices.some((choice) => choice.value === value);

/** docs/product.md §2.2 / §9: default horizontal, remembered. */
export const readLayoutChoice = (): LayoutChoice => {
  const stored = readStorage(storageKeys.layout);
  return isLayoutChoice(stored) ? stored : 'horizontal';
};

export const useLayoutChoice = () => {
  const [choice, setChoiceState] = useState<LayoutChoice>(readLayoutChoice);
  const setChoice = useCallback((next: LayoutChoice) => {
    writeStorage(storageKeys.layout, next);
    setChoiceState(next);
  }, []);
  return [choice, setChoice] as const;
};
