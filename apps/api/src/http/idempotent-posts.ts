import { createHmac } from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import type { IdempotencyStore, StoredAnswer } from '../infrastructure/idempotency/idempotency-store.port';
import { answerSubjects } from './answer-subjects';

const HEADER = 'Idempotency-Key';
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
/** Sign-in and sign-out act on the cookie session, which a replayed body could not restore. */
const SESSION_ROUTES = new Set(['/api/login', '/api/logout']);
const REPLAYED_HEADERS = ['content-type', 'location', 'retry-after'];

const refuse = (response: Response, status: number, message: string): void => {
  response.status(status).json({ message, errors: [{ field: HEADER, message }] });
};

/**
 * What makes two requests "the same": method, path, content type and the body. Keyed with a server secret
 * because a registration body holds a password. A multipart body is not parsed yet here, so its length
 * stands in for it.
 */
function fingerprintOf(request: Request, secret: string): string {
  // Without parameters: a multipart boundary differs on every send of the same form.
  const mediaType = (request.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const body = request.is('multipart')
    ? `multipart:${request.get('content-length') ?? ''}`
    : JSON.stringify(request.body ?? null);
  return createHmac('sha256', secret)
    .update(`${request.method} ${request.originalUrl}\n${mediaType}\n${body}`)
    .digest('base64url');
}

const scopeOf = (request: Request): string => {
  const user = request.user as { userId?: number } | undefined;
  return user?.userId ? `user:${user.userId}` : 'anonymous';
};

function replay(response: Response, answer: StoredAnswer): void {
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.setHeader('Idempotent-Replayed', 'true');
  response.status(answer.status).send(answer.body);
}

/**
 * Runs `send` once the key's outcome is stored: a 2xx answer (201, or 202 when the read model lagged) is kept
 * for retries; a refusal or failure changed nothing, so the key is freed and a retry runs again.
 */
function recordAnswer(
  request: Request,
  response: Response,
  store: IdempotencyStore,
  scope: string,
  key: string,
): void {
  const send = response.send.bind(response);
  response.send = ((body?: unknown) => {
    response.send = send;
    const status = response.statusCode;
    const headers = Object.fromEntries(
      REPLAYED_HEADERS.flatMap((name) => {
        const value = response.getHeader(name);
        return value === undefined ? [] : [[name, String(value)]];
      }),
    );
    const text = Buffer.isBuffer(body)
      ? body.toString('utf8')
      : typeof body === 'string'
        ? body
        : JSON.stringify(body ?? '');
    const stored =
      status >= 200 && status < 300
        ? store.complete(
            scope,
            key,
            { status, headers, body: text },
            answerSubjects(request.originalUrl, request.body, text),
          )
        : store.release(scope, key);
    // The answer goes out even if the store failed: the command itself succeeded or failed on its own.
    stored.catch(() => undefined).finally(() => send(body));
    return response;
  }) as Response['send'];
}

/**
 * A POST with an `Idempotency-Key` header that is retried (same caller, key and request)
 * gets the first request's answer instead of running the command again; the same key with another request
 * is refused (422), and a retry while the first still runs waits its turn (409).
 */
export function installIdempotentPosts(app: Express, store: IdempotencyStore, secret: string): void {
  app.use('/api', (request: Request, response: Response, next: NextFunction) => {
    const key = request.get(HEADER);
    if (
      request.method !== 'POST' ||
      key === undefined ||
      SESSION_ROUTES.has(request.originalUrl.split('?')[0])
    )
      return next();
    if (!KEY_SHAPE.test(key))
      return refuse(response, 400, `${HEADER} must be 1 to 255 visible ASCII characters`);
    const scope = scopeOf(request);
    store.claim(scope, key, fingerprintOf(request, secret)).then(
      (claim) => {
        if (claim.kind === 'replay') return replay(response, claim.answer);
        if (claim.kind === 'mismatch')
          return refuse(response, 422, `This ${HEADER} was already used for a different request`);
        if (claim.kind === 'in-progress') {
          response.setHeader('Retry-After', '1');
          return refuse(
            response,
            409,
            `A request with this ${HEADER} is still being processed; retry shortly`,
          );
        }
        recordAnswer(request, response, store, scope, key);
        next();
      },
      (error: unknown) => next(error),
    );
  });
}
