import type { default as Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import components from './schema/components.json';
import entity from './schema/entity-record.json';
import person from './schema/person-record.json';
import relationship from './schema/relationship-record.json';
import statement from './schema/statement.json';

/** The five files of the BODS 0.4 schema, each a JSON Schema 2020-12 document naming itself by `$id`. */
export interface BodsSchemaFiles {
  statement: object;
  components: object;
  entity: object;
  person: object;
  relationship: object;
}

/** The repository's copy (schema/SOURCE.md); the specs also load the shared originals. */
export const BUNDLED_BODS_SCHEMA: BodsSchemaFiles = { statement, components, entity, person, relationship };

export interface BodsValidators {
  /** A whole package: an array of statements. */
  statements: ValidateFunction;
  /** One statement, so that problems can be told per statement. */
  statement: ValidateFunction;
}

/**
 * The schema names its files `urn:statement`, `urn:components`...: URNs without a namespace-specific part, which
 * ajv's URI library refuses to resolve. They are read as `urn:bods:statement`... in memory; only ids and
 * references change, never a rule.
 */
const namespaced = (schema: object): object =>
  JSON.parse(
    JSON.stringify(schema).replace(
      /"urn:(statement|components|entity|person|relationship)\b/g,
      '"urn:bods:$1',
    ),
  ) as object;

export function bodsValidators(files: BodsSchemaFiles = BUNDLED_BODS_SCHEMA): BodsValidators {
  // Not strict: the schema carries its own annotation keywords (codelist, openCodelist, propertyOrder, version).
  // Required here, at the first BODS import, rather than at startup (cold start).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: Ajv } = require('ajv/dist/2020') as typeof import('ajv/dist/2020');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: addFormats } = require('ajv-formats') as typeof import('ajv-formats');
  const ajv = new Ajv({ allErrors: true, strict: false });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  for (const schema of [files.components, files.entity, files.person, files.relationship, files.statement])
    ajv.addSchema(namespaced(schema));
  return {
    statements: ajv.getSchema('urn:bods:statement') as ValidateFunction,
    statement: ajv.getSchema('urn:bods:statement#/$defs/Statement') as ValidateFunction,
  };
}

/** `/recordDetails/interests/0/share: must be <= 100`, the first few only. */
export const schemaMessages = (errors: ErrorObject[] | null | undefined, max = 3): string =>
  (errors ?? [])
    .filter((error) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(error.keyword))
    .slice(0, max)
    .map((error) => `${error.instancePath || '(statement)'}: ${error.message ?? 'invalid'}`)
    .join('; ') || 'does not match the BODS 0.4 schema';
