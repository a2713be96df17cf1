import compression from 'compression';
import type { Express } from 'express';
import helmet from 'helmet';

/**
 * Security headers with helmet: a CSP the web app runs under without violations (inline
 * styles are allowed because ag-grid, echarts and Radix position elements with style attributes), no
 * framing, nosniff, HSTS (browsers honour it over TLS only), no referrer; API answers are never cached;
 * answers are compressed when the client accepts it.
 */
export function installSecurityHeaders(app: Express): void {
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
    }),
  );
  app.use('/api', (_request, response, next) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
  // JSON Lines (the audit export) is text too; the mime database leaves application/x-ndjson unmarked.
  app.use(
    compression({
      filter: (request, response) =>
        String(response.getHeader('Content-Type') ?? '').startsWith('application/x-ndjson') ||
        compression.filter(request, response),
    }),
  );
}
