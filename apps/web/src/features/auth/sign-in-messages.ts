import { ApiError, errorMessage } from '../../lib/api-error.ts';

/** Spec §5 and §8, word for word. */
export const signInMessages = {
  emptyUsername: 'Preencha o usuário!',
  emptyPassword: 'Preencha a senha!',
  wrongCredentials: 'Usuário ou senha incorreto',
  unreachable: 'Não foi possivel acessar o servidor',
} as const;

/** Login failures: 401 is the spec's fixed text; others are "ERRO: " + the server's error and message. */
export const loginErrorText = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.status === 401) return signInMessages.wrongCredentials;
    if (error.isNetwork) return signInMessages.unreachable;
    return `ERRO: ${error.code} - ${error.message}`;
  }
  return `ERRO: ${errorMessage(error)}`;
};
