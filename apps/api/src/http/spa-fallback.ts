import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

/** Vite names every built asset by its content: a changed file has a new name, so a browser may keep it for good. */
const FINGERPRINTED = '/assets';
const A_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Serves the built web app on the API's origin; every non-API GET falls back to index.html (client routing).
 * index.html is revalidated on every visit, so a deployment is seen at once; the assets it names are immutable.
 */
export function installWebApp(app: Express, webDist: string | null): void {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  app.use(
    FINGERPRINTED,
    express.static(join(webDist, 'assets'), {
      index: false,
      redirect: false,
      immutable: true,
      maxAge: A_YEAR_S * 1000,
    }),
    // A chunk of an older build is gone: a 404 the app's import() reports, not index.html read as a script.
    // /assets/{id} without a file extension is the Assets page of the app, served below.
    (request: express.Request, response: express.Response, next: express.NextFunction) => {
      if (!/\.[a-z0-9]+$/i.test(request.path)) return next();
      response.status(404).type('text/plain').send('Not found');
    },
  );
  app.use(
    express.static(webDist, {
      index: false,
      redirect: false,
      maxAge: '1h',
      setHeaders: (response, path) => {
        if (path.endsWith('index.html')) response.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.use((request, response, next) => {
    if (request.method !== 'GET' || request.path === '/api' || request.path.startsWith('/api/'))
      return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(join(webDist, 'index.html'));
  });
}
