import type { ApiErrorBody, FieldError } from '@ledgerline/contracts';

// TOTAL_COUNT_HEADER of the contracts, spelt out: a value import from there would pull zod into the entry chunk.
const TOTAL_COUNT_HEADER = 'X-Total-Count';

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

/** crypto.randomUUID exists only on secure origins; getRandomValues also on plain http (a LAN install). */
const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

const RETRY_DELAYS_MS = [500, 1500];
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Worth one more try with the same key: the network failed, a store was down, or the first try still runs. */
const retryable = (response: Response | null) =>
  response === null ||
  response.status === 503 ||
  (response.status === 409 && response.headers.has('Retry-After'));

/** Routes whose 401 answers the credentials sent or says "anonymous", rather than that a session ended. */
const SIGN_IN_ROUTES = new Set(['/api/login', '/api/register', '/api/logout', '/api/user']);
const sessionEndedListeners = new Set<() => void>();

/** Calls `listener` whenever a request is refused with 401 because its session ended; answers unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

/** For requests made outside this client (uploads, downloads): a 401 there also means the session ended. */
export function noticeSessionEnded(status: number, url: string): void {
  if (status === 401 && !SIGN_IN_ROUTES.has(url.split('?')[0])) {
    sessionEndedListeners.forEach((listener) => listener());
  }
}

async function send(
  method: Method,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
  };
  // A POST that is retried (here, after a dropped connection) is answered once by the server: same key.
  if (method === 'POST') headers['Idempotency-Key'] = newIdempotencyKey();
  const attempt = () =>
    fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let response: Response | null = null;
  for (let tries = 0; ; tries++) {
    try {
      response = await attempt();
    } catch (error) {
      if (method !== 'POST' || tries >= RETRY_DELAYS_MS.length) throw error;
      response = null;
    }
    if (method !== 'POST' || !retryable(response) || tries >= RETRY_DELAYS_MS.length) break;
    await sleep(RETRY_DELAYS_MS[tries]);
  }
  if (response === null) throw new Error('No answer from the server');
  noticeSessionEnded(response.status, url);
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, bodyText);
  }
  return response;
}

async function request<T>(
  method: Method,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const text = await (await send(method, url, body, headers)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A list answer: the spec's array and the `X-Total-Count` header (null when the route sent none). */
export interface ListAnswer<T> {
  rows: T[];
  total: number | null;
}

/** An answer with its `X-Total-Count` header (null when the route sent none). */
export interface CountedAnswer<T> {
  body: T;
  total: number | null;
}

async function requestCounted<T>(url: string): Promise<CountedAnswer<T | undefined>> {
  const response = await send('GET', url);
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null || header.trim() === '' ? null : Number(header);
  const text = await response.text();
  return {
    body: (text ? JSON.parse(text) : undefined) as T | undefined,
    total: total !== null && Number.isFinite(total) ? total : null,
  };
}

async function requestList<T>(url: string): Promise<ListAnswer<T>> {
  const { body, total } = await requestCounted<T[]>(url);
  return { rows: body ?? [], total };
}

/** An answer with its headers, for routes that carry facts about the body there (docs/decisions/0020). */
async function requestWithHeaders<T>(url: string): Promise<{ body: T; headers: Headers }> {
  const response = await send('GET', url);
  const text = await response.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export const apiClient = {
  get: <T>(url: string) => request<T>('GET', url),
  getWithHeaders: <T>(url: string) => requestWithHeaders<T>(url),
  /** A list route read with its total (docs/api-lists.md). */
  getList: <T>(url: string) => requestList<T>(url),
  /** An object answer holding one page of a list (a group and its members) with the list's total. */
  getCounted: <T>(url: string) => requestCounted<T>(url) as Promise<CountedAnswer<T>>,
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  /** `version`: the record's version when its edit form opened; a field changed since answers 409 (0068). */
  patch: <T>(url: string, body?: unknown, version?: string | null) =>
    request<T>('PATCH', url, body, version ? { 'If-Match': `"${version}"` } : {}),
  delete: <T>(url: string) => request<T>('DELETE', url),
};
