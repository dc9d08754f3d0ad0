import { useEffect, useRef, type ReactNode } from 'react';
import type { GridColumn, GridRow } from '../types.ts';

type Props<Row extends GridRow> = {
  column: GridColumn<Row>;
  draft: string;
  invalid: boolean;
  onDraft: (draft: string) => void;
  onCommit: () => void;
  onCancel: () => void;
};

/** The in-cell input: Enter asks for confirmation, Escape cancels; keys stay here, not in the grid's navigation. */
export const CellEditor = <Row extends GridRow>({
  column,
  draft,
  invalid,
  onDraft,
  onCommit,
  onCancel,
}: Props<Row>): ReactNode => {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  return (
    <input
      ref={input}
      className={`rg-editor${invalid ? ' rg-invalid' : ''}`}
      aria-label={column.name}
      aria-invalid={invalid || undefined}
      inputMode={column.type === 'number' ? 'decimal' : undefined}
      value={draft}
      onChange={(event) => onDraft(event.target.value)}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          onCommit();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    />
  );
};
