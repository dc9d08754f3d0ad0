import { defineCall } from '../common.ts';
import type { ResourceName } from './resource-fields.ts';

/** The calls of one integration resource (`/api/v1/<resource>`): reads and search, and the writes the ERP owns (405). */
export const resourceCalls = <N extends ResourceName>(resource: N) => {
  const base = `/api/v1/${resource}` as const;
  return {
    list: defineCall('GET', base),
    byId: defineCall('GET', `${base}/:id`),
    search: defineCall('POST', `${base}/search`),
    export: defineCall('POST', `${base}/export`),
    create: defineCall('POST', base),
    replace: defineCall('PUT', `${base}/:id`),
    update: defineCall('PATCH', `${base}/:id`),
    remove: defineCall('DELETE', `${base}/:id`),
  };
};
