import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get } from '@nestjs/common';
import { buildOpenApiDocument } from './openapi-document';
import { RouteCatalogue } from './route-catalogue';
import type { JsonSchema } from './zod-json-schema';

// apps/api/package.json, from src/ and dist/ alike.
const version = (): string => {
  try {
    return (JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return '0.0.0';
  }
};

const DESCRIPTION = [
  'Generated at run time from the routes the API registered and the zod schemas that validate their input',
  '(libs/contracts), so it cannot drift from what the server accepts.',
  'Errors share one shape (`ApiError`); status codes follow docs/decisions/0004-status-codes.md.',
].join(' ');

/** GET /api/openapi.json: public, like the reference page that reads it (docs/decisions/0041). */
@Controller()
export class OpenApiController {
  private document: JsonSchema | null = null;

  constructor(private readonly catalogue: RouteCatalogue) {}

  @Get('openapi.json')
  openApi(): JsonSchema {
    // Routes are fixed once the application has started, so the document is built once per process.
    this.document ??= buildOpenApiDocument(this.catalogue.routes(), {
      title: 'Ledgerline API',
      version: version(),
      description: DESCRIPTION,
    });
    return this.document;
  }
}
