import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTestApp } from './test-app';

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  'x-account-role'?: string;
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}
type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

/** Every route Express serves under /api (what Nest mounted), independent of the generator's own reading. */
function expressRoutes(app: unknown): string[] {
  const { stack } = (
    app as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }
  ).router;
  return stack.flatMap((layer) =>
    layer.route?.path.startsWith('/api')
      ? Object.keys(layer.route.methods).map(
          (method) => `${method} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`,
        )
      : [],
  );
}

const operations = (document: Document): string[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method} ${path}`),
  );

/** Validates with @seriousme/openapi-schema-validator (ESM only, so in a child Node rather than under Jest). */
function validate(document: Document): { valid: boolean; errors?: unknown } {
  const folder = mkdtempSync(join(tmpdir(), 'ledgerline-openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const script = `import { Validator } from '@seriousme/openapi-schema-validator';
      const result = await new Validator().validate(process.argv[1]);
      console.log(JSON.stringify({ valid: result.valid, errors: result.errors }));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, file], {
      cwd: join(__dirname, '..'),
      encoding: 'utf8',
    });
    return JSON.parse(output) as { valid: boolean; errors?: unknown };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('GET /api/openapi.json and /api/docs', () => {
  const app = useTestApp();
  let document: Document;

  beforeAll(async () => {
    const response = await app().agent().get('/api/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    document = response.body as Document;
  });

  it('lists every route the application registered, and nothing it did not', () => {
    const registered = expressRoutes(app().app.getHttpAdapter().getInstance());
    expect(registered.length).toBeGreaterThan(100);
    expect(registered).toContain('post /api/entities');
    const listed = operations(document);
    expect(registered.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document with unique operation ids', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("describes POST /api/entities' body from the shared zod schemas: each type's fields and required list", () => {
    const schema = document.paths['/api/entities'].post.requestBody!.content['application/json'].schema;
    const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[];
    const company = variants.find((variant) => variant.properties?.type?.const === 'company')!;
    expect(Object.keys(company.properties!)).toEqual(
      expect.arrayContaining(['name', 'registrationNumber', 'taxId', 'email', 'incorporationDate', 'status']),
    );
    expect([...company.required!].sort()).toEqual(['name', 'type']);
    expect(company.properties!.name).toMatchObject({ type: 'string', minLength: 2 });
    expect(variants.map((variant) => variant.properties?.type?.const).sort()).toEqual([
      'company',
      'individual',
      'trust',
    ]);
  });

  it('names path and query parameters from the pipes, and who may call each route', () => {
    const entity = document.paths['/api/entities/{id}'].get;
    expect(entity.parameters!.find((parameter) => parameter.in === 'path')).toEqual({
      name: 'id',
      in: 'path',
      required: true,
      schema: expect.objectContaining({ type: 'integer' }),
    });
    expect(entity.responses).toHaveProperty('404');
    const list = document.paths['/api/entities'].get;
    expect(list.parameters!.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['query:limit', 'query:offset', 'query:sort', 'query:type']),
    );
    expect(list.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(list['x-account-role']).toBe('viewer');
    expect(document.paths['/api/entities'].post['x-account-role']).toBe('editor');
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.paths['/api/register'].post.security).toEqual([]);
    expect(document.paths['/api/admin/users'].get.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearerToken', 'sessionCookie']);
  });

  it('documents the sign-in body its guard validates', () => {
    const login = document.paths['/api/login'].post;
    const schema = login.requestBody!.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(login.security).toEqual([]);
  });

  it('serves the reference page and its scripts from the API itself, under the app-wide CSP', async () => {
    const agent = app().agent();
    const page = await agent.get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script>|https?:\/\//);
    for (const src of page.text.match(/(?<=(src|href)=")[^"]+/g) ?? []) {
      const asset = await agent.get(src).expect(200);
      expect(asset.headers['content-type']).toMatch(/text\/(css|javascript)/);
    }
    await agent.get('/api/docs/package.json').expect(404);
    await agent.get('/api/docs/..%2Fpackage.json').expect(404);
  });
});
