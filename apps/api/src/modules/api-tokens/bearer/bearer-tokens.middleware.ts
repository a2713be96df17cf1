import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { RateLimitVerdict } from './api-rate-limits';
import type { BearerTokenAuthentication } from './bearer-token.authentication';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const READ_METHODS = new Set(['GET', 'HEAD']);
/** Sign-in, sessions, the password and tokens themselves are managed signed in on the web app only. */
const SESSION_ROUTES = /^\/api\/(login|logout|register|user\/password|user\/sessions|account\/tokens)(\/|$)/;

/** True when the request authenticates with `Authorization: Bearer ...` rather than the session cookie. */
export const hasBearerToken = (request: Request): boolean =>
  /^Bearer(\s|$)/i.test(request.get('authorization') ?? '');

/** Runs `middleware` (the session, passport's session) only for requests without a Bearer token. */
export const unlessBearer =
  (middleware: RequestHandler): RequestHandler =>
  (request, response, next) =>
    hasBearerToken(request) ? next() : middleware(request, response, next);

/** Runs `middleware` only for requests with a Bearer token. */
export const ifBearer =
  (middleware: RequestHandler): RequestHandler =>
  (request, response, next) =>
    hasBearerToken(request) ? middleware(request, response, next) : next();

function rateHeaders(response: Response, rate: RateLimitVerdict | undefined): void {
  if (!rate) return;
  response.setHeader('X-RateLimit-Limit', String(rate.limit));
  response.setHeader('X-RateLimit-Remaining', String(rate.remaining));
  if (rate.retryAfterSeconds > 0) response.setHeader('Retry-After', String(rate.retryAfterSeconds));
}

/**
 * `Authorization: Bearer <token>` on every /api route: the token's owner becomes
 * `request.user` for this request only (no session is read or created), so the usual guards apply.
 * Read-only tokens may only GET; refusals are 401 (bad token), 403 (plan, scope, route) and 429.
 */
export function installBearerTokens(server: Express, authentication: BearerTokenAuthentication): void {
  server.use('/api', (request: Request, response: Response, next: NextFunction) => {
    if (!hasBearerToken(request)) return next();
    const token = BEARER.exec(request.get('authorization') ?? '')?.[1];
    const refuse = (status: number, code: string, message: string) =>
      void response.status(status).json({ message, code });
    if (!token) return refuse(401, 'API_TOKEN.MISSING', 'The Authorization header must be "Bearer <token>"');
    const path = `${request.baseUrl}${request.path}`;
    if (SESSION_ROUTES.test(path))
      return refuse(
        403,
        'API_TOKEN.SESSION_ROUTE',
        'API tokens cannot sign in or out, manage sessions, passwords or tokens; use the web app',
      );
    authentication.authenticate(token).then((verdict) => {
      rateHeaders(response, verdict.rate);
      if (!verdict.ok) return refuse(verdict.status, verdict.code, verdict.message);
      if (verdict.readOnly && !READ_METHODS.has(request.method))
        return refuse(403, 'API_TOKEN.READ_ONLY', 'This API token may only read');
      request.user = verdict.user;
      next();
    }, next);
  });
}
