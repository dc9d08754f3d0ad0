import { z } from 'zod';
import { defineCall, representativeIdParam, searchText } from '../common.ts';

// Type-ahead lookups of the filter panels (docs/product.md §3 options, §7). Matching ignores case and accents; at most
// LOOKUP_LIMIT answers.

export const LOOKUP_LIMIT = 50;

export const lookupQuery = z.object({ text: searchText.optional() });
export type LookupQuery = z.infer<typeof lookupQuery>;

/** City and customer searches may be narrowed to one rep of the scope. */
export const scopedLookupQuery = z.object({
  text: searchText.optional(),
  representativeId: representativeIdParam,
});
export type ScopedLookupQuery = z.infer<typeof scopedLookupQuery>;

export const quotaArticleOption = z.object({ code: z.string(), description: z.string() });
export type QuotaArticleOption = z.infer<typeof quotaArticleOption>;
export const quotaArticleOptions = z.array(quotaArticleOption);

export const cityOption = z.object({ code: z.number().int(), name: z.string(), stateCode: z.string() });
export type CityOption = z.infer<typeof cityOption>;
export const cityOptions = z.array(cityOption);

export const customerOption = z.object({ register: z.string(), name: z.string() });
export type CustomerOption = z.infer<typeof customerOption>;
export const customerOptions = z.array(customerOption);

export const supervisorOption = z.object({ id: z.number().int(), name: z.string() });
export type SupervisorOption = z.infer<typeof supervisorOption>;
export const supervisorOptions = z.array(supervisorOption);

export const quotaArticlesCall = defineCall({
  method: 'GET',
  url: '/api/v1/quota-article/get-all',
  answer: quotaArticleOptions,
});
export const quotaArticleSearchCall = defineCall({
  method: 'GET',
  url: '/api/v1/quota-article/get-by',
  query: lookupQuery,
  answer: quotaArticleOptions,
});
export const citySearchCall = defineCall({
  method: 'GET',
  url: '/api/v1/city/get-by',
  query: scopedLookupQuery,
  answer: cityOptions,
});
export const customerSearchCall = defineCall({
  method: 'GET',
  url: '/api/v1/customer/get-by',
  query: scopedLookupQuery,
  answer: customerOptions,
});
export const supervisorSearchCall = defineCall({
  method: 'GET',
  url: '/api/v1/supervisor/get-by',
  query: lookupQuery,
  answer: supervisorOptions,
});
