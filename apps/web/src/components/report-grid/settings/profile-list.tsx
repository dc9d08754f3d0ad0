import './profile-list.css';
import { Button } from 'primereact/button';
import { useState, type ReactNode } from 'react';
import type { GridProfile } from '../types.ts';

/** The profile list's own words (docs/product.md §2.15 names only `Criar Perfil`). */
export const profileTexts = {
  profiles: 'Perfis salvos',
  delete: (name: string): string => `Excluir perfil ${name}`,
  confirm: (name: string): string => `Excluir o perfil ${name}?`,
  no: 'Não',
  yes: 'Sim',
} as const;

type Props = {
  profiles: GridProfile[];
  /** The applied profile's id, null for the definitions' layout (Padrão), undefined when none was picked. */
  selectedId: string | null | undefined;
  onSelect: (profile: GridProfile | null) => void;
  onRemove: ((id: string) => Promise<void>) | null;
};

/**
 * Saved profiles: a name applies its layout; deleting is a separate trash button that asks first, because a
 * tap on a name is what a user does to choose it and must never lose a profile.
 */
export const ProfileList = ({ profiles, selectedId, onSelect, onRemove }: Props): ReactNode => {
  const [confirming, setConfirming] = useState<GridProfile | null>(null);
  const [removing, setRemoving] = useState(false);
  const remove = async (profile: GridProfile): Promise<void> => {
    if (!onRemove) return;
    setRemoving(true);
    try {
      await onRemove(profile.id);
    } finally {
      setRemoving(false);
      setConfirming(null);
    }
  };
  if (profiles.length === 0) return null;
  return (
    <div className="rg-profile-list" role="group" aria-label={profileTexts.profiles}>
      <ul className="rg-profile-chips">
        {profiles.map((profile) => (
          <li key={profile.id} className="rg-profile-chip">
            <Button
              type="button"
              label={profile.name}
              size="small"
              outlined={selectedId !== profile.id}
              aria-pressed={selectedId === profile.id}
              onClick={() => onSelect(profile)}
            />
            {onRemove ? (
              <Button
                type="button"
                icon="pi pi-trash"
                size="small"
                severity="danger"
                text
                rounded
                aria-label={profileTexts.delete(profile.name)}
                title={profileTexts.delete(profile.name)}
                onClick={() => setConfirming(profile)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {confirming ? (
        <div
          className="rg-profile-confirm"
          role="alertdialog"
          aria-label={profileTexts.confirm(confirming.name)}
        >
          <span>{profileTexts.confirm(confirming.name)}</span>
          <Button
            type="button"
            label={profileTexts.no}
            size="small"
            outlined
            onClick={() => setConfirming(null)}
            autoFocus
          />
          <Button
            type="button"
            label={profileTexts.yes}
            size="small"
            severity="danger"
            loading={removing}
            onClick={() => void remove(confirming)}
          />
        </div>
      ) : null}
    </div>
  );
};
