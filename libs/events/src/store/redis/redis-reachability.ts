import { REDIS_COMMAND_TIMEOUT_MS } from './bounded-redis-options';

/** A Redis call given up on: the deadline passed, or the server did not answer a moment ago. */
export class RedisNotAnswering extends Error {
  override readonly name = 'RedisNotAnsweringError';
}

// How the drivers say the server is gone or silent (ioredis, node-redis), as opposed to a reply it sent.
const NOT_ANSWERING_NAMES = new Set([
  'RedisNotAnsweringError',
  'MaxRetriesPerRequestError',
  'ConnectionTimeoutError',
  'SocketTimeoutError',
  'ClientClosedError',
  'ClientOfflineError',
  'SocketClosedUnexpectedlyError',
  'TimeoutError',
]);
const NOT_ANSWERING_MESSAGES =
  /Command timed out|Connection is closed|enableOfflineQueue options is false|Reached the max retries per request|The client is closed/;
const NOT_ANSWERING_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/** A Redis server (or any network store) that did not answer, as opposed to an answer or our own fault. */
export function isRedisNotAnswering(error: unknown): boolean {
  // Not `instanceof Error`: Node's own errors may come from another realm (under Jest, for one).
  if (typeof error !== 'object' || error === null || typeof (error as Error).message !== 'string')
    return false;
  const { code } = error as { code?: unknown };
  return (
    NOT_ANSWERING_NAMES.has((error as Error).name) ||
    NOT_ANSWERING_NAMES.has(error.constructor.name) ||
    NOT_ANSWERING_MESSAGES.test((error as Error).message) ||
    (typeof code === 'string' && NOT_ANSWERING_CODES.has(code))
  );
}

/** While Redis is silent, one call a second goes through to find out whether it is back. */
const PROBE_EVERY_MS = 1000;

/**
 * What one process knows of one Redis server, shared by all its clients. A paused server keeps its sockets
 * open and never fails a call that was written to it (node-redis only times out calls still waiting to be
 * written), so every call is raced against the deadline here. Once one call has waited the deadline out, the
 * others fail at once instead of each waiting its own 2 s, so a request making several calls (sign-in:
 * throttle, then session) still answers within the bound (docs/decisions/0019).
 */
export class RedisReachability {
  private silent = false;
  private nextProbeAt = 0;

  constructor(private readonly deadlineMs = REDIS_COMMAND_TIMEOUT_MS) {}

  async call<T>(work: () => Promise<T>): Promise<T> {
    if (this.silent) {
      const now = Date.now();
      if (now < this.nextProbeAt) throw new RedisNotAnswering('Redis did not answer a moment ago');
      this.nextProbeAt = now + PROBE_EVERY_MS;
    }
    try {
      const result = await this.withinDeadline(work());
      this.silent = false;
      return result;
    } catch (error) {
      if (isRedisNotAnswering(error)) {
        this.silent = true;
        this.nextProbeAt = Date.now() + PROBE_EVERY_MS;
      }
      throw error;
    }
  }

  private withinDeadline<T>(pending: Promise<T>): Promise<T> {
    // A call given up on may still fail later; that failure has nobody left to hear it.
    pending.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RedisNotAnswering(`Redis did not answer within ${this.deadlineMs} ms`)),
        this.deadlineMs,
      );
      timer.unref();
    });
    return Promise.race([pending, deadline]).finally(() => clearTimeout(timer));
  }
}

const byServer = new Map<string, RedisReachability>();

/** The one RedisReachability of this process for the server at `url`. */
export function redisReachability(url: string): RedisReachability {
  let known = byServer.get(url);
  if (!known) byServer.set(url, (known = new RedisReachability()));
  return known;
}
