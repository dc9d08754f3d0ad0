import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type ReactNode } from 'react';
import { checkHint, HINT_MAX_LENGTH, hintLength } from './hints.ts';
import { gridTexts } from '../texts.ts';
import type { GridColumn, GridRow } from '../types.ts';

type Props<Row extends GridRow> = {
  visible: boolean;
  columns: GridColumn<Row>[];
  hints: Record<string, string>;
  onSave: (columnKey: string, text: string) => Promise<void>;
  onClose: () => void;
};

/** "Gerenciar Hints": pick a column, write its hint (≤ 254 characters, with a counter; more is refused). */
export const HintsDialog = <Row extends GridRow>({
  visible,
  columns,
  hints,
  onSave,
  onClose,
}: Props<Row>): ReactNode => {
  const [key, setKey] = useState(columns[0]?.key ?? '');
  const [text, setText] = useState(hints[columns[0]?.key ?? ''] ?? '');
  const [saving, setSaving] = useState(false);
  const length = hintLength(text.trim());
  const check = checkHint(text);
  const choose = (next: string): void => {
    setKey(next);
    setText(hints[next] ?? '');
  };
  const save = async (): Promise<void> => {
    if (!check.ok) return;
    setSaving(true);
    try {
      await onSave(key, check.text);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      header={gridTexts.manageHints}
      visible={visible}
      onHide={onClose}
      style={{ width: 'min(32rem, 95vw)' }}
    >
      <div className="rg-form">
        <label className="rg-field">
          <span>{gridTexts.column}</span>
          <select
            className="p-inputtext p-component"
            value={key}
            onChange={(event) => choose(event.target.value)}
          >
            {columns.map((column) => (
              <option key={column.key} value={column.key}>
                {column.group ? `${column.group.name} – ${column.name}` : column.name}
              </option>
            ))}
          </select>
        </label>
        <label className="rg-field">
          <span>{gridTexts.hint}</span>
          <InputTextarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={4}
            aria-invalid={!check.ok || undefined}
            aria-describedby="rg-hint-counter"
          />
        </label>
        <div id="rg-hint-counter" className={`rg-counter${check.ok ? '' : ' rg-over'}`} aria-live="polite">
          {gridTexts.hintCounter(length, HINT_MAX_LENGTH)}
          {check.ok ? null : <span> — {check.message}</span>}
        </div>
        <div className="rg-dialog-actions">
          <Button
            type="button"
            label={gridTexts.save}
            onClick={() => void save()}
            disabled={!check.ok || key === ''}
            loading={saving}
          />
          <Button type="button" label={gridTexts.close} severity="secondary" text onClick={onClose} />
        </div>
      </div>
    </Dialog>
  );
};
