import { defineCall } from '../common.ts';
import { resourceRowSchema, type ResourceName, type ResourceRow } from './resource-fields.ts';
import {
  exportFileAnswer,
  resourceExportBody,
  resourceIdParams,
  resourceListQuery,
  resourcePage,
  resourceSearchBody,
} from './resource-queries.ts';

/**
 * The calls of one integration resource (`/api/v1/<resource>`): reads and search, and the writes the ERP owns (405,
 * no answer schema). `example` fills the OpenAPI document's example row.
 */
export const resourceCalls = <N extends ResourceName>(resource: N, example?: ResourceRow<N>) => {
  const base = `/api/v1/${resource}` as const;
  const row = resourceRowSchema(resource, example);
  const page = resourcePage(row);
  return {
    list: defineCall({ method: 'GET', url: base, query: resourceListQuery, answer: page }),
    byId: defineCall({ method: 'GET', url: `${base}/:id`, params: resourceIdParams, answer: row }),
    search: defineCall({ method: 'POST', url: `${base}/search`, body: resourceSearchBody, answer: page }),
    export: defineCall({
      method: 'POST',
      url: `${base}/export`,
      body: resourceExportBody,
      answer: exportFileAnswer,
    }),
    create: defineCall({ method: 'POST', url: base }),
    replace: defineCall({ method: 'PUT', url: `${base}/:id` }),
    update: defineCall({ method: 'PATCH', url: `${base}/:id` }),
    remove: defineCall({ method: 'DELETE', url: `${base}/:id` }),
  };
};
