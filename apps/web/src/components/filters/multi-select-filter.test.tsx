import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const collections = [
  { code: 'VER26', name: 'Verão 2026' },
  { code: 'INV26', name: 'Inverno 2026' },
  { code: 'PRI26', name: 'Primavera 2026' },
];

/** A fresh copy of the module each time: its MultiSelect not yet downloaded. */
const field = async (value: string[]) => {
  const { MultiSelectFilter } = await import('./multi-select-filter.tsx');
  return render(
    <MultiSelectFilter
      id="collections"
      label="Coleções"
      options={collections}
      value={value}
      onChange={() => undefined}
      optionLabel={(collection) => collection.name}
      optionValue={(collection) => collection.code}
      placeholder="Todas"
    />,
  );
};

const drawnText = async (container: HTMLElement): Promise<string> => {
  await waitFor(() => expect(container.querySelector('.p-multiselect-label')).not.toBeNull());
  return container.querySelector('.p-multiselect-label')?.textContent ?? '';
};

// docs/decisions/183: the MultiSelect's code comes when the field is first drawn; meanwhile the box reads as it will.
describe('MultiSelectFilter while its MultiSelect downloads', () => {
  beforeEach(() => vi.resetModules());

  it.each([
    [[], 'Todas'],
    [['INV26'], 'Inverno 2026'],
    [['VER26', 'PRI26'], '2 itens selecionados'],
  ])(
    'with %j chosen reads “%s” under its label, then the MultiSelect reads the same',
    async (value, text) => {
      const { container } = await field(value);
      expect(container.querySelector('.p-multiselect')).toBeNull();
      const waiting = screen.getByLabelText('Coleções');
      expect(waiting).toHaveAttribute('readonly');
      expect(waiting).toHaveValue(text);
      expect(await drawnText(container)).toBe(text);
    },
  );
});
