import { mapSettingsCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import type { MapTilesSettings } from './map-types.ts';

export const mapSettingsOptions = () =>
  queryOptions({
    queryKey: ['map-settings'],
    queryFn: ({ signal }) => apiClient.call(mapSettingsCall, { signal }),
    staleTime: Infinity,
    retry: false,
  });

/** The company's tile source; while unknown or unreachable the map draws on a plain background. */
export const useMapSettings = (): MapTilesSettings => {
  const settings = useQuery(mapSettingsOptions());
  return settings.data ?? { tilesUrl: null, attribution: '' };
};
