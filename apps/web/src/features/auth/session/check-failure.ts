import { isApiError } from '../../../lib/api-error.ts';

/**
 * Whether a failed user check ends the session: only the server refusing the token does. A tunnel, a timeout or
 * a server restart says nothing about the token, and signing the rep out would throw away what they can still
 * read offline.
 */
export const checkFailureEndsSession = (error: unknown): boolean => isApiError(error) && error.isUnauthorized;
