import type { ErrorRequestHandler } from 'express';

/** Seconds a client is told to wait before retrying while a store is unreachable. */
export const STORE_RETRY_AFTER_SECONDS = 5;

// Error names of the store clients when a server is gone or too slow: ioredis, node-redis, MongoDB, KurrentDB.
const OUTAGE_NAMES = new Set([
  'MaxRetriesPerRequestError',
  'ConnectionTimeoutError',
  'SocketTimeoutError',
  'ClientClosedError',
  'ClientOfflineError',
  'SocketClosedUnexpectedlyError',
  'TimeoutError',
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'UnavailableError',
  'DeadlineExceededError',
]);
const OUTAGE_MESSAGES =
  /Command timed out|Connection is closed|enableOfflineQueue options is false|Reached the max retries per request|The client is closed/;
const OUTAGE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'SQLITE_BUSY']);

/** A store that did not answer (refused, closed, timed out), as opposed to a fault in our own code. */
export function isStoreOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  return (
    OUTAGE_NAMES.has(error.name) ||
    OUTAGE_NAMES.has(error.constructor.name) ||
    OUTAGE_MESSAGES.test(error.message) ||
    (typeof code === 'string' && OUTAGE_CODES.has(code))
  );
}

export const STORE_OUTAGE_ANSWER = {
  message: 'A data store is not answering; try again in a few seconds',
  code: 'STORE.UNAVAILABLE',
} as const;

/**
 * Express-level failures before a route runs (the session store, the idempotency store): a store outage is a
 * 503 with Retry-After, never a hang or an HTML 500 (issue 9 item 5).
 */
export const storeOutageAnswers: ErrorRequestHandler = (error, _request, response, next) => {
  if (!isStoreOutage(error) || response.headersSent) return next(error);
  response.setHeader('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
  response.status(503).json(STORE_OUTAGE_ANSWER);
};
