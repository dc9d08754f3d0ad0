import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type ReactNode } from 'react';
import { ProfileList } from './profile-list.tsx';
import { applyProfile, defaultLayout, MIN_WIDTH, type ColumnLayout } from './profiles.ts';
import { gridTexts } from '../texts.ts';
import type { GridColumn, GridProfile, GridRow } from '../types.ts';

type Props<Row extends GridRow> = {
  visible: boolean;
  columns: GridColumn<Row>[];
  layout: ColumnLayout;
  profiles: GridProfile[] | null;
  canManageHints: boolean;
  onLayout: (layout: ColumnLayout) => void;
  onCreateProfile: (name: string, layout: ColumnLayout) => Promise<GridProfile | null>;
  onRemoveProfile: ((id: string) => Promise<void>) | null;
  onManageHints: () => void;
  onClose: () => void;
};

const DEFAULT_OPTION = '__default';

const move = (order: string[], key: string, delta: number): string[] => {
  const from = order.indexOf(key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to] ?? key, next[from] ?? key];
  return next;
};

/**
 * "Configurações": visible columns, order and widths, saved profiles to pick (or delete, after a confirmation),
 * and "Criar Perfil" with a name.
 * Edits apply to the grid at once (the dialog works on a draft only for the profile name).
 */
export const ColumnSettingsDialog = <Row extends GridRow>(props: Props<Row>): ReactNode => {
  const { columns, layout, profiles, onLayout } = props;
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null | undefined>(undefined);
  const select = (profile: GridProfile | null): void => {
    setSelectedId(profile ? profile.id : null);
    onLayout(profile ? applyProfile(columns, profile) : defaultLayout(columns));
  };
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const hidden = new Set(layout.hidden);
  const label = (column: GridColumn<Row>): string =>
    column.group ? `${column.group.name} – ${column.name}` : column.name;
  const create = async (): Promise<void> => {
    if (name.trim() === '') return;
    setSaving(true);
    try {
      const saved = await props.onCreateProfile(name, layout);
      // The layout on screen is the one just saved: show it as the chosen profile.
      if (saved) setSelectedId(saved.id);
      setName('');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      header={gridTexts.settings}
      visible={props.visible}
      onHide={props.onClose}
      style={{ width: 'min(40rem, 95vw)' }}
    >
      <div className="rg-form">
        {profiles ? (
          <div className="rg-profiles">
            <label className="rg-field">
              <span>{gridTexts.profile}</span>
              <select
                className="p-inputtext p-component"
                value={selectedId === undefined ? '' : (selectedId ?? DEFAULT_OPTION)}
                onChange={(event) =>
                  select(profiles.find((candidate) => candidate.id === event.target.value) ?? null)
                }
              >
                <option value="" disabled>
                  {gridTexts.chooseProfile}
                </option>
                <option value={DEFAULT_OPTION}>{gridTexts.defaultProfile}</option>
                {profiles.map((profile) => (
                  <option key={profile.id} value={profile.id}>
                    {profile.name}
                  </option>
                ))}
              </select>
            </label>
            <ProfileList
              profiles={profiles}
              selectedId={selectedId}
              onSelect={select}
              onRemove={
                props.onRemoveProfile
                  ? async (id) => {
                      await props.onRemoveProfile?.(id);
                      if (id === selectedId) setSelectedId(undefined);
                    }
                  : null
              }
            />
            <div className="rg-create-profile">
              <InputText
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder={gridTexts.profileName}
                aria-label={gridTexts.profileName}
                maxLength={60}
              />
              <Button
                type="button"
                icon="pi pi-save"
                label={gridTexts.createProfile}
                size="small"
                onClick={() => void create()}
                disabled={name.trim() === ''}
                loading={saving}
              />
            </div>
          </div>
        ) : null}
        <table className="rg-settings-table">
          <thead>
            <tr>
              <th>{gridTexts.visible}</th>
              <th>{gridTexts.column}</th>
              <th>{gridTexts.width}</th>
              <th aria-label="Ordem" />
            </tr>
          </thead>
          <tbody>
            {layout.order.map((key) => {
              const column = byKey.get(key);
              if (!column) return null;
              return (
                <tr key={key}>
                  <td>
                    <Checkbox
                      checked={!hidden.has(key)}
                      aria-label={`${gridTexts.visible}: ${label(column)}`}
                      onChange={() =>
                        onLayout({
                          ...layout,
                          hidden: hidden.has(key)
                            ? layout.hidden.filter((other) => other !== key)
                            : [...layout.hidden, key],
                        })
                      }
                    />
                  </td>
                  <td>{label(column)}</td>
                  <td>
                    <input
                      type="number"
                      className="p-inputtext p-component rg-width-input"
                      min={MIN_WIDTH}
                      value={layout.widths[key] ?? 100}
                      aria-label={`${gridTexts.width}: ${label(column)}`}
                      onChange={(event) =>
                        onLayout({
                          ...layout,
                          widths: {
                            ...layout.widths,
                            [key]: Math.max(MIN_WIDTH, Number(event.target.value) || MIN_WIDTH),
                          },
                        })
                      }
                    />
                  </td>
                  <td className="rg-order-buttons">
                    {([-1, 1] as const).map((delta) => (
                      <Button
                        key={delta}
                        type="button"
                        icon={delta < 0 ? 'pi pi-arrow-up' : 'pi pi-arrow-down'}
                        text
                        rounded
                        size="small"
                        aria-label={`${delta < 0 ? gridTexts.moveUp : gridTexts.moveDown}: ${label(column)}`}
                        onClick={() => onLayout({ ...layout, order: move(layout.order, key, delta) })}
                      />
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="rg-dialog-actions">
          {props.canManageHints ? (
            <Button
              type="button"
              icon="pi pi-info-circle"
              label={gridTexts.manageHints}
              severity="secondary"
              outlined
              onClick={props.onManageHints}
            />
          ) : null}
          <Button type="button" label={gridTexts.close} onClick={props.onClose} />
        </div>
      </div>
    </Dialog>
  );
};
