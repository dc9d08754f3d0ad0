import { useCallback, useEffect, useMemo, useState } from 'react';
import { messageOf } from '../alert-dialog.tsx';
import { hintFor } from './hints.ts';
import { profileFromLayout, type ColumnLayout } from './profiles.ts';
import type { GridColumn, GridProfile, GridRow, HintsAdapter, ProfilesAdapter } from '../types.ts';

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `p${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

export type GridSettings = {
  profiles: GridProfile[] | null;
  hints: Record<string, string>;
  alert: string | null;
  closeAlert: () => void;
  /** The saved profile, or null when it could not be saved (the alert says why). */
  createProfile: (name: string, layout: ColumnLayout) => Promise<GridProfile | null>;
  removeProfile: ((id: string) => Promise<void>) | null;
  saveHint: (key: string, text: string) => Promise<void>;
};

/**
 * Profiles and hints through the caller's adapters (the server calls live outside the grid). Loading failures
 * leave the grid usable with the column definitions; save failures show the server message in an alert (docs/product.md §8).
 */
export const useGridSettings = <Row extends GridRow>(
  columns: GridColumn<Row>[],
  profilesAdapter?: ProfilesAdapter,
  hintsAdapter?: HintsAdapter,
): GridSettings => {
  const [profiles, setProfiles] = useState<GridProfile[] | null>(profilesAdapter ? [] : null);
  const [saved, setSaved] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    profilesAdapter?.list().then(
      (list) => live && setProfiles(list),
      () => undefined,
    );
    hintsAdapter?.list().then(
      (list) => live && setSaved(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [profilesAdapter, hintsAdapter]);

  const createProfile = useCallback(
    async (name: string, layout: ColumnLayout) => {
      if (!profilesAdapter) return null;
      const draft = profileFromLayout(newId(), name, layout);
      try {
        // The stored profile carries the server's id: keeping the draft's would make "Excluir perfil" ask for an
        // id the server never had. The same name replaces, as on the server.
        const profile = (await profilesAdapter.save(draft)) ?? draft;
        setProfiles((list) => [...(list ?? []).filter((other) => other.name !== profile.name), profile]);
        return profile;
      } catch (error) {
        setAlert(messageOf(error));
        return null;
      }
    },
    [profilesAdapter],
  );

  const remove = profilesAdapter?.remove;
  const removeProfile = useCallback(
    async (id: string) => {
      if (!remove) return;
      try {
        await remove(id);
        setProfiles((list) => (list ?? []).filter((profile) => profile.id !== id));
      } catch (error) {
        setAlert(messageOf(error));
      }
    },
    [remove],
  );

  const saveHint = useCallback(
    async (key: string, text: string) => {
      if (!hintsAdapter) return;
      try {
        await hintsAdapter.save(key, text);
        setSaved((hints) => ({ ...hints, [key]: text }));
      } catch (error) {
        setAlert(messageOf(error));
      }
    },
    [hintsAdapter],
  );

  const hints = useMemo(() => {
    const result: Record<string, string> = {};
    for (const column of columns) {
      const text = hintFor(column.key, saved, column.hint);
      if (text) result[column.key] = text;
    }
    return result;
  }, [columns, saved]);
  const closeAlert = useCallback(() => setAlert(null), []);

  return {
    profiles,
    hints,
    alert,
    closeAlert,
    createProfile,
    removeProfile: remove ? removeProfile : null,
    saveHint,
  };
};
