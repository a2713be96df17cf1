import type { Express, NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = ['application/json', 'multipart/form-data'];

const originOf = (request: Request): string | null => {
  const origin = request.get('origin');
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  const referer = request.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
};

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

const hasBody = (request: Request): boolean =>
  request.get('transfer-encoding') !== undefined || Number(request.get('content-length') ?? 0) > 0;

/**
 * CSRF defence for the cookie session: a state-changing request that a browser marks as
 * coming from another site (Origin, else Referer) is refused unless that origin is allowed, and its body
 * must be JSON or multipart, which a cross-site HTML form cannot send without a CORS preflight. Requests
 * without Origin and Referer (curl, server-to-server) are not browsers' cross-site requests and pass.
 */
export function installSameOriginWrites(app: Express, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.use('/api', (request: Request, response: Response, next: NextFunction) => {
    // A Bearer token is not something a browser attaches to a cross-site form (docs/decisions/0040).
    if (SAFE_METHODS.has(request.method) || /^Bearer(\s|$)/i.test(request.get('authorization') ?? ''))
      return next();
    const origin = originOf(request);
    if (origin !== null && !allowed.has(origin) && hostOf(origin) !== request.get('host')) {
      response.status(403).json({
        message: `Cross-site request refused: ${origin} may not change data here`,
        code: 'CSRF.ORIGIN_REFUSED',
      });
      return;
    }
    if (hasBody(request) && !BODY_TYPES.some((type) => request.is(type))) {
      response.status(415).json({
        message: 'Request bodies must be application/json (or multipart/form-data for files)',
        errors: [{ field: 'Content-Type', message: `Unsupported: ${request.get('content-type') ?? 'none'}` }],
      });
      return;
    }
    next();
  });
}
