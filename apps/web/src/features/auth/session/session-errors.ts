import { ApiError, errorMessage } from '../../../lib/api-error.ts';

/** docs/product.md §8, current-user fetch: shown after sign-in and when a stored token is checked on load. */
export const currentUserErrorText = (error: unknown): string =>
  error instanceof ApiError && error.isNetwork
    ? 'Não foi possivel acessar o servidor'
    : `Erro ao validar o usuário: ${errorMessage(error)}`;

/** docs/product.md §8, renew authorities: the server message, or "Usuário inválido". */
export const renewErrorText = (error: unknown): string =>
  error instanceof ApiError && error.status > 0 && error.message ? error.message : 'Usuário inválido';
