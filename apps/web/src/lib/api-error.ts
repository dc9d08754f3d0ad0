import { errorBody } from '@portal/contracts';

/** Codes the client adds to the server's own (contracts/errors.ts) for failures that never reached it. */
export type ClientErrorCode = 'NETWORK' | 'INVALID_ANSWER' | 'HTTP_ERROR';

/** The one error every call rejects with (besides an AbortError when its signal is aborted). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }

  get isNetwork(): boolean {
    return this.code === 'NETWORK';
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * A failure whose body is not the app's own (a proxy's or gateway's page): its status text is English and means
 * nothing to a rep, so it becomes a Portuguese sentence keeping only the status number for the IT person.
 */
export const foreignErrorMessage = (status: number): string =>
  status === 502 || status === 503 || status === 504
    ? `Servidor indisponível no momento (HTTP ${status}). Tente novamente em instantes.`
    : `Erro no servidor (HTTP ${status}). Tente novamente.`;

/** Reads `{error:{code,message,field?}}`; anything else (a proxy's HTML page, an empty body) becomes HTTP_ERROR. */
export const errorFromResponse = async (response: Response): Promise<ApiError> => {
  const text = await response.text().catch(() => '');
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      return new ApiError(response.status, code, message, field);
    }
  } catch {
    /* not JSON */
  }
  return new ApiError(response.status, 'HTTP_ERROR', foreignErrorMessage(response.status));
};

/** The text shown to a user for any failure: the server's Portuguese message, or a client-side one. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Erro desconhecido';
};
