import type { Express, NextFunction, Request, Response } from 'express';

/** `entityId[]` and `limit[max]` name `entityId` and `limit`. */
const parameterOf = (key: string): string => key.replace(/\[.*$/, '') || key;

/**
 * Every query parameter of the API is one plain value (docs/decisions/0075). A repeated parameter, or one written
 * as an array or object (`entityId[]=1`, `limit[max]=5`), is refused with 400 naming it, here in one place: a
 * route's schema would otherwise ignore the unknown `entityId[]` key and answer as if no filter had been asked.
 */
export function installPlainQueries(app: Express): void {
  app.use('/api', (request: Request, response: Response, next: NextFunction) => {
    const query = request.query as Record<string, unknown>;
    const loose = Object.keys(query).filter((key) => key.includes('[') || typeof query[key] !== 'string');
    if (loose.length === 0) return next();
    const errors = [...new Set(loose.map(parameterOf))].map((field) => ({
      field,
      message: 'Must be given once, as a single value (no arrays or objects)',
    }));
    response.status(400).json({
      message: `Query parameter ${errors.map((e) => e.field).join(', ')} must be given once, as a single value`,
      code: 'REQUEST.QUERY_NOT_PLAIN',
      errors,
    });
  });
}
