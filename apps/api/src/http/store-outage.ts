import { isRedisNotAnswering } from '@ledgerline/events';
import type { ErrorRequestHandler } from 'express';

/** Seconds a client is told to wait before retrying while a store is unreachable. */
export const STORE_RETRY_AFTER_SECONDS = 5;

// Error names of the other store clients when a server is gone or too slow: MongoDB, KurrentDB (Redis's are
// known to isRedisNotAnswering).
const OUTAGE_NAMES = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'UnavailableError',
  'DeadlineExceededError',
]);
// A file system call the document store (or another file-backed store) could not make: a full or read-only disk,
// a folder it may not write, a file where its folder should be. Not our code's fault, and it passes.
const FILE_STORE_CODES = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'EEXIST',
  'ENOTDIR',
  'EIO',
  'EMFILE',
]);

// SQLite (and the file system under the document store) saying the data folder takes no more writes: full,
// read-only, failing, or gone (extended codes such as SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED included).
const SQLITE_DISK_CODES = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/;
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);

/** The data folder refused a write, as opposed to a server that did not answer. */
export function isDiskRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && (SQLITE_DISK_CODES.test(code) || DISK_CODES.has(code));
}

/** A store that did not answer (refused, closed, timed out), as opposed to a fault in our own code. */
export function isStoreOutage(error: unknown): boolean {
  if (isDiskRefusal(error)) return true;
  // Not `instanceof Error`: Node's own errors may come from another realm (under Jest, for one).
  if (typeof error !== 'object' || error === null || typeof (error as Error).message !== 'string')
    return false;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  return (
    isRedisNotAnswering(error) ||
    OUTAGE_NAMES.has((error as Error).name) ||
    OUTAGE_NAMES.has(error.constructor.name) ||
    code === 'SQLITE_BUSY' ||
    (typeof code === 'string' && typeof syscall === 'string' && FILE_STORE_CODES.has(code))
  );
}

export const STORE_OUTAGE_ANSWER = {
  message: 'A data store is not answering; try again in a few seconds',
  code: 'STORE.UNAVAILABLE',
} as const;

const DISK_REFUSAL_ANSWER = {
  message: 'The server cannot save data: its data folder is full or cannot be written. Try again later.',
  code: 'STORE.UNAVAILABLE',
} as const;

/** The 503 body for an outage: what the operator has to fix shows through (a full disk is not a blip). */
export const outageAnswerFor = (error: unknown): { message: string; code: string } =>
  isDiskRefusal(error) ? { ...DISK_REFUSAL_ANSWER } : { ...STORE_OUTAGE_ANSWER };

/**
 * Express-level failures before a route runs (the session store, the idempotency store): a store outage is a
 * 503 with Retry-After, never a hang or an HTML 500.
 */
export const storeOutageAnswers: ErrorRequestHandler = (error, _request, response, next) => {
  if (!isStoreOutage(error) || response.headersSent) return next(error);
  response.setHeader('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
  response.status(503).json(outageAnswerFor(error));
};
