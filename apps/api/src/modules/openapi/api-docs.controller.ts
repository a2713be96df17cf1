import { dirname, join } from 'node:path';
import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../../shared/domain-error';

const swaggerUi = dirname(require.resolve('swagger-ui-dist/package.json'));

// Scripts are files, never inline, so the page runs under the app's CSP (script-src 'self') unchanged.
const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  filter: true,
  validatorUrl: null,
  withCredentials: true,
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ledgerline API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

const ASSETS: Record<string, { type: string; file?: string; text?: string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: join(swaggerUi, 'swagger-ui.css') },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    file: join(swaggerUi, 'swagger-ui-bundle.js'),
  },
  'start.js': { type: 'text/javascript; charset=utf-8', text: START },
};

/** GET /api/docs: the interactive reference for /api/openapi.json (Swagger UI, served from node_modules). */
@Controller('docs')
export class ApiDocsController {
  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  @Get(':asset')
  asset(@Param('asset') name: string, @Res() response: Response): void {
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) throw new DomainError('not_found', 'DOCS.NOT_FOUND', 'Not found');
    // Overrides the API's no-store: the files change only with the installed swagger-ui-dist.
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type(asset.type);
    if (asset.text !== undefined) response.send(asset.text);
    else response.sendFile(asset.file!);
  }
}
