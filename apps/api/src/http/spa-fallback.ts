import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

/** Serves the built web app on the API's origin; every non-API GET falls back to index.html (client routing). */
export function installWebApp(app: Express, webDist: string | null): void {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.use((request, response, next) => {
    if (request.method !== 'GET' || request.path === '/api' || request.path.startsWith('/api/'))
      return next();
    response.sendFile(join(webDist, 'index.html'));
  });
}
