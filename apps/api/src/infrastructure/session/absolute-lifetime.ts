import type { Express, NextFunction, Request, Response } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** When this session first carried a signed-in user (ms since epoch). */
    signedInAt?: number;
  }
}

/**
 * Besides the rolling 7-day cookie, a session ends at a fixed time after sign-in however
 * active it is (SESSION_ABSOLUTE_HOURS, default 30 days); the next request answers 401 and signs in again.
 * Sessions from before this rule get their lifetime from their first request after it.
 */
export function installAbsoluteSessionLifetime(app: Express, lifetimeMs: number): void {
  app.use((request: Request, response: Response, next: NextFunction) => {
    const session = request.session;
    if (!session || !request.user) return next();
    const signedInAt = session.signedInAt;
    if (signedInAt === undefined) {
      session.signedInAt = Date.now();
      return next();
    }
    if (Date.now() - signedInAt <= lifetimeMs) return next();
    session.destroy(() => {
      if (request.path === '/api' || request.path.startsWith('/api/'))
        response.status(401).json({ message: 'Your session has expired; please sign in again' });
      else response.redirect('/auth');
    });
  });
}
