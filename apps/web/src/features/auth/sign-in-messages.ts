import type { ErrorCode } from '@portal/contracts';
import { ApiError, errorMessage, type ClientErrorCode } from '../../lib/api-error.ts';

/** docs/product.md §5 and §8, word for word. */
export const signInMessages = {
  emptyUsername: 'Preencha o usuário!',
  emptyPassword: 'Preencha a senha!',
  wrongCredentials: 'Usuário ou senha incorreto',
  unreachable: 'Não foi possivel acessar o servidor',
} as const;

/** The server's error, in the words a user reads after "ERRO: " (the codes are English identifiers). */
const errorNames: Record<ErrorCode | ClientErrorCode, string> = {
  BAD_REQUEST: 'Requisição inválida',
  UNAUTHORIZED: 'Não autorizado',
  FORBIDDEN: 'Acesso negado',
  NOT_FOUND: 'Não encontrado',
  METHOD_NOT_ALLOWED: 'Operação não permitida',
  CONFLICT: 'Conflito',
  UNPROCESSABLE: 'Pedido com problemas',
  TOO_MANY_REQUESTS: 'Muitas tentativas',
  PAYLOAD_TOO_LARGE: 'Requisição grande demais',
  UNAVAILABLE: 'Serviço indisponível',
  TIMEOUT: 'Tempo esgotado',
  INTERNAL: 'Erro interno',
  NETWORK: 'Sem conexão',
  INVALID_ANSWER: 'Resposta inválida',
  HTTP_ERROR: 'Falha no servidor',
};
const errorNameOf = (code: string): string => errorNames[code as keyof typeof errorNames] ?? 'Falha';

/** Login failures: 401 is the spec's fixed text; others are "ERRO: " + the server's error and message. */
export const loginErrorText = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.status === 401) return signInMessages.wrongCredentials;
    if (error.isNetwork) return signInMessages.unreachable;
    const name = errorNameOf(error.code);
    // A message that already opens with the error's name ("Muitas tentativas de acesso…") says it once.
    const repeats = error.message.toLocaleLowerCase('pt-BR').startsWith(name.toLocaleLowerCase('pt-BR'));
    return repeats ? `ERRO: ${error.message}` : `ERRO: ${name} - ${error.message}`;
  }
  return `ERRO: ${errorMessage(error)}`;
};
