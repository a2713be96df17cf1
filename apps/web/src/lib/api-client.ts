import type { ApiErrorBody, FieldError } from '@ledgerline/contracts';

/** A non-2xx answer. The message follows spec 000 section 7: `${status}: ${bodyText || statusText}`. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed `{message, errors}` body when the answer was JSON, so forms can show field errors. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }

  get fieldErrors(): FieldError[] {
    return this.body?.errors ?? [];
  }
}

function parseErrorBody(bodyText: string): ApiErrorBody | null {
  if (!bodyText) return null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).message === 'string') {
      return parsed as ApiErrorBody;
    }
  } catch {
    // not JSON: the raw text stays in the message
  }
  return null;
}

/** The server's own message when it sent one, else the raw `${status}: ${text}` message. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, bodyText);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiClient = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};
