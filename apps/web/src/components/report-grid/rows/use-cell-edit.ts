import { useCallback, useState } from 'react';
import { parseNumberInput } from '../filtering/filter-model.ts';
import { readValue } from './read-value.ts';
import type { EditingCell } from './grid-rows.tsx';
import type { GridColumn, GridRow } from '../types.ts';

/** What an edit hands the caller: text for text columns, a number (or null when emptied) for number columns. */
export type EditValue = string | number | null;

export type CellEditHandler<Row extends GridRow> = (row: Row, key: string, value: EditValue) => Promise<void>;

type Editing<Row extends GridRow> = EditingCell & { displayIndex: number; row: Row; column: GridColumn<Row> };
type Pending<Row extends GridRow> = { row: Row; column: GridColumn<Row>; value: EditValue };

const draftOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value).replace('.', ',') : String(value);
};

/**
 * Inline editing (docs/product.md §2.15, §4): Enter on an editable cell opens the editor; Enter in it asks "Confirmar
 * alteração?"; Sim calls the caller's save and shows the new value only when it succeeds; Não, Escape or a failed
 * save abandon the edit and the row keeps its old value. The caller shows the error toast.
 */
export const useCellEdit = <Row extends GridRow>(
  onCellEdit: CellEditHandler<Row> | undefined,
  replaceRow: (old: Row, next: Row) => void,
  onDone: () => void,
) => {
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const [pending, setPending] = useState<Pending<Row> | null>(null);

  const begin = useCallback(
    (displayIndex: number, row: Row, column: GridColumn<Row>) => {
      if (!onCellEdit || !column.editable) return;
      setEditing({
        displayIndex,
        row,
        column,
        colKey: column.key,
        draft: draftOf(readValue(row, column)),
        invalid: false,
      });
    },
    [onCellEdit],
  );
  const setDraft = useCallback(
    (draft: string) => setEditing((state) => (state ? { ...state, draft, invalid: false } : state)),
    [],
  );
  const cancel = useCallback(() => {
    setEditing(null);
    setPending(null);
    onDone();
  }, [onDone]);
  const commit = useCallback(() => {
    if (!editing) return;
    const draft = editing.draft.trim();
    if (editing.column.type === 'number') {
      const value = draft === '' ? null : parseNumberInput(draft);
      if (draft !== '' && value === null) {
        setEditing({ ...editing, invalid: true });
        return;
      }
      setPending({ row: editing.row, column: editing.column, value });
    } else {
      setPending({ row: editing.row, column: editing.column, value: editing.draft });
    }
  }, [editing]);
  const confirm = useCallback(async () => {
    if (!pending || !onCellEdit) return;
    const { row, column, value } = pending;
    setPending(null);
    try {
      await onCellEdit(row, column.key, value);
      if (!column.accessor) replaceRow(row, { ...row, [column.key]: value });
    } catch {
      // Abandoned: the row keeps its old value; the caller already told the user why (docs/product.md §4, §8).
    } finally {
      setEditing(null);
      onDone();
    }
  }, [pending, onCellEdit, replaceRow, onDone]);

  return { editing, pending, begin, setDraft, commit, cancel, confirm };
};
