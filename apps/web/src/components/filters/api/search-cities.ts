import { type CityOption, citySearchCall } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/city/get-by: the Cidade type-ahead, narrowed to the representative (the caller debounces it). */
export const searchCities = (
  text: string,
  representativeId: number | undefined,
  signal?: AbortSignal,
): Promise<CityOption[]> => apiClient.call(citySearchCall, { query: { text, representativeId }, signal });

/** docs/product.md §3: code - name - stateCode (only the code when restored from a bookmarked URL). */
export const cityLabel = (city: CityOption): string =>
  city.name ? `${city.code} - ${city.name} - ${city.stateCode}` : String(city.code);
