import {
  deleteGridProfileCall,
  gridHintsCall,
  gridProfilesCall,
  saveGridHintCall,
  saveGridProfileCall,
  type UserKind,
} from '@portal/contracts';
import { useMemo } from 'react';
import { apiClient } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/auth/session-store.ts';

type Profile = { id: string; name: string; columns: string[]; widths: Record<string, number> };

/** What ReportGrid's `profiles` prop expects: the user's saved column profiles of one grid, on the server. */
export const serverProfiles = (grid: string) => ({
  list: (): Promise<Profile[]> => apiClient.call(gridProfilesCall, { params: { grid } }),
  /** Resolves to the stored profile: its id is the server's, the one `remove` needs. */
  save: (profile: Profile): Promise<Profile> =>
    apiClient.call(saveGridProfileCall, {
      params: { grid },
      body: { name: profile.name, columns: profile.columns, widths: profile.widths },
    }),
  remove: async (id: string): Promise<void> => {
    await apiClient.call(deleteGridProfileCall, { params: { grid, id } });
  },
});

/**
 * Hints are shared by every user, so only administrators write them (docs/product.md §2.15); the server refuses
 * anyone else.
 */
export const canEditHints = (user: { kind: UserKind } | null): boolean =>
  user !== null && user.kind === 'admin';

/** What ReportGrid's `hints` prop expects: the grid's column hints, editable by administrators. */
export const serverHints = (grid: string, canEdit: boolean) => ({
  canEdit,
  list: (): Promise<Record<string, string>> => apiClient.call(gridHintsCall, { params: { grid } }),
  save: async (columnKey: string, text: string): Promise<void> => {
    await apiClient.call(saveGridHintCall, {
      params: { grid, column: columnKey },
      body: { hint: text },
    });
  },
});

/** Both adapters for one grid, stable across renders: `<ReportGrid {...useGridSettings('wallet')} … />`. */
export const useServerGridSettings = (grid: string) => {
  const { user } = useSession();
  const canEdit = canEditHints(user ?? null);
  return useMemo(
    () => ({ profiles: serverProfiles(grid), hints: serverHints(grid, canEdit) }),
    [grid, canEdit],
  );
};
