import { gridHints, gridProfile, gridProfiles } from '@portal/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/auth/session-store.ts';

type Profile = { id: string; name: string; columns: string[]; widths: Record<string, number> };

/** What ReportGrid's `profiles` prop expects: the user's saved column profiles of one grid, on the server. */
export const serverProfiles = (grid: string) => ({
  list: (): Promise<Profile[]> => apiClient.get(`/api/v1/grid-profiles/${grid}`, gridProfiles),
  /** Resolves to the stored profile: its id is the server's, the one `remove` needs. */
  save: (profile: Profile): Promise<Profile> =>
    apiClient.put(
      `/api/v1/grid-profiles/${grid}`,
      { name: profile.name, columns: profile.columns, widths: profile.widths },
      gridProfile,
    ),
  remove: async (id: string): Promise<void> => {
    await apiClient.delete(`/api/v1/grid-profiles/${grid}/${encodeURIComponent(id)}`, z.unknown());
  },
});

/** What ReportGrid's `hints` prop expects: the grid's column hints, editable by rep-0 users (spec §2.15). */
export const serverHints = (grid: string, canEdit: boolean) => ({
  canEdit,
  list: (): Promise<Record<string, string>> => apiClient.get(`/api/v1/grid-hints/${grid}`, gridHints),
  save: async (columnKey: string, text: string): Promise<void> => {
    await apiClient.put(
      `/api/v1/grid-hints/${grid}/${encodeURIComponent(columnKey)}`,
      { hint: text },
      gridHints,
    );
  },
});

/** Both adapters for one grid, stable across renders: `<ReportGrid {...useGridSettings('wallet')} … />`. */
export const useServerGridSettings = (grid: string) => {
  const { user } = useSession();
  const canEdit = user?.representativeId === 0;
  return useMemo(
    () => ({ profiles: serverProfiles(grid), hints: serverHints(grid, canEdit) }),
    [grid, canEdit],
  );
};
