import { ERROR_RESPONSES, apiErrorSchema, responsesFor } from './openapi-responses';
import type { Access, CatalogueRoute, RouteInput } from './route-catalogue';
import { type JsonSchema, ZodJsonSchemas } from './zod-json-schema';

/** Express's `:id` (and `*rest`) path parameters, in the order they appear. */
const PATH_PARAM = /[:*]([A-Za-z0-9_]+)/g;

/** `/api/entities/:id` -> `/api/entities/{id}`. */
export const openApiPath = (expressPath: string): string => expressPath.replace(PATH_PARAM, '{$1}');

const ACRONYMS: Record<string, string> = { api: 'API', bods: 'BODS', 'open api': 'OpenAPI' };

const words = (name: string): string => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const named = spaced.replace(/\b(open api|api|bods)\b/g, (word) => ACRONYMS[word]);
  return named.charAt(0).toUpperCase() + named.slice(1);
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  'signed-in': [{ sessionCookie: [] }, { bearerToken: [] }],
  // Tokens carry the owner's account role, never the installation administrator's powers.
  'installation-admin': [{ sessionCookie: [] }],
};

const ACCESS_NOTE: Record<Access, string> = {
  public: 'Public: no sign-in needed.',
  'signed-in': 'Signed in (session cookie or personal access token).',
  'installation-admin':
    "The installation's administrators only (session cookie; never a personal access token).",
};

/** `CreateEntity.create` reads "Create entity"; `EntityQueries.list` reads "Entity queries: list". */
const summaryOf = (route: CatalogueRoute): string => {
  const controller = words(route.controller);
  const handler = words(route.handler).toLowerCase();
  return controller.toLowerCase().startsWith(handler) ? controller : `${controller}: ${handler}`;
};

const describe = (route: CatalogueRoute): string =>
  route.access === 'signed-in' && route.accountRole && route.accountRole !== 'viewer'
    ? `${ACCESS_NOTE[route.access]} Account role ${route.accountRole} or above (docs/decisions/0039).`
    : ACCESS_NOTE[route.access];

interface DocumentInfo {
  title: string;
  version: string;
  description: string;
}

/** Builds the OpenAPI 3.1 document from the routes Nest registered and the zod schemas their pipes apply. */
export function buildOpenApiDocument(routes: CatalogueRoute[], info: DocumentInfo): JsonSchema {
  const schemas = new ZodJsonSchemas();
  const errorSchema = schemas.convert(apiErrorSchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  const tags = new Set<string>();
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const path = openApiPath(route.path);
    const item = (paths[path] ??= {});
    if (item[route.method]) continue; // Express answers with the first route registered for a path.
    const tag = words(route.module);
    tags.add(tag);
    let operationId = `${route.controller.charAt(0).toLowerCase()}${route.controller.slice(1)}_${route.handler}`;
    for (let n = 2; operationIds.has(operationId); n++) operationId = `${operationId}_${n}`;
    operationIds.add(operationId);
    const parameters = parametersOf(route, schemas);
    const requestBody = requestBodyOf(route, schemas);
    item[route.method] = {
      tags: [tag],
      operationId,
      summary: summaryOf(route),
      description: describe(route),
      security: SECURITY[route.access],
      ...(route.access === 'signed-in' && route.accountRole ? { 'x-account-role': route.accountRole } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesFor(
        route,
        parameters.some((parameter) => parameter.in === 'path'),
      ),
    };
  }
  return {
    openapi: '3.1.1',
    info,
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: errorSchema, ...schemas.components },
      responses: ERROR_RESPONSES,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ledgerline.sid',
          description: 'The session cookie POST /api/login sets. Writes from a browser must be same-origin.',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: "A personal access token (plans with API access), with its owner's account and role.",
        },
      },
    },
  };
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  style?: string;
  explode?: boolean;
}

const find = (inputs: RouteInput[], where: RouteInput['in'], name: string | null) =>
  inputs.find((input) => input.in === where && input.name === name && input.schema);

/** A whole-object schema's properties, each as one parameter (`?limit=..&offset=..`). */
function spread(schema: JsonSchema, where: 'path' | 'query'): Parameter[] | null {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (schema.type !== 'object' || !properties) return null;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function parametersOf(route: CatalogueRoute, schemas: ZodJsonSchemas): Parameter[] {
  const pathNames = [...route.path.matchAll(PATH_PARAM)].map((match) => match[1]);
  const wholePath = find(route.inputs, 'path', null);
  const wholePathSchema = wholePath?.schema ? schemas.convert(wholePath.schema) : null;
  const parameters: Parameter[] = pathNames.map((name) => {
    const own = find(route.inputs, 'path', name);
    const fromWhole = (wholePathSchema?.properties as Record<string, JsonSchema> | undefined)?.[name];
    const schema = own?.schema ? schemas.convert(own.schema) : (fromWhole ?? { type: 'string' });
    return { name, in: 'path', required: true, schema };
  });
  for (const input of route.inputs) {
    if (input.in !== 'query') continue;
    const schema = input.schema ? schemas.convert(input.schema) : { type: 'string' };
    if (input.name) {
      parameters.push({ name: input.name, in: 'query', required: false, schema });
      continue;
    }
    if (!input.schema) continue;
    parameters.push(
      ...(spread(schema, 'query') ?? [
        { name: 'query', in: 'query', required: false, schema, style: 'form', explode: true },
      ]),
    );
  }
  return parameters;
}

const FILE_PART = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };

function requestBodyOf(route: CatalogueRoute, schemas: ZodJsonSchemas): JsonSchema | null {
  const body = route.inputs.find((input) => input.in === 'body' && input.name === null);
  const fields = route.inputs.filter((input) => input.in === 'body' && input.name !== null);
  const described: JsonSchema | null = body?.schema
    ? schemas.convert(body.schema)
    : fields.length
      ? {
          type: 'object',
          properties: Object.fromEntries(
            fields.map((field) => [field.name, field.schema ? schemas.convert(field.schema) : {}]),
          ),
        }
      : body
        ? { type: 'object' }
        : null;
  if (route.uploadsFile) {
    const properties = { ...((described?.properties as object | undefined) ?? {}), file: FILE_PART };
    const schema = { type: 'object', properties, required: ['file'] };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return described ? { required: true, content: { 'application/json': { schema: described } } } : null;
}
