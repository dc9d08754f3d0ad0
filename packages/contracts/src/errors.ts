import { z } from 'zod';

/** The one error shape of every non-2xx answer. `message` is Portuguese and safe to show a user. */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNAVAILABLE',
  'TIMEOUT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The error answers every authenticated call with parameters shares: bad parameters (400), no session (401), refused (403). */
export const authenticatedCallErrors = { 400: errorBody, 401: errorBody, 403: errorBody };
