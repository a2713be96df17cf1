import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_BODS_SCHEMA, type BodsSchemaFiles, bodsValidators, schemaMessages } from '../bods-schema';

/** The official schema as the project received it (`../shared/bods-0.4.0` beside the repository). */
export const SHARED_BODS_DIR = join(__dirname, '../../../../../../../shared/bods-0.4.0');

const FILES: Record<keyof BodsSchemaFiles, string> = {
  statement: 'statement.json',
  components: 'components.json',
  entity: 'entity-record.json',
  person: 'person-record.json',
  relationship: 'relationship-record.json',
};

/** Absent on a checkout without the folder beside it (CI's clean clone may have none). */
export const SHARED_BODS_AVAILABLE = existsSync(SHARED_BODS_DIR);

/**
 * The shared original when it is beside the repository, else the repository's copy, which the schema spec
 * holds byte-identical to the original wherever both are present.
 */
export function sharedBodsSchema(): BodsSchemaFiles {
  if (!SHARED_BODS_AVAILABLE) return BUNDLED_BODS_SCHEMA;
  return Object.fromEntries(
    Object.entries(FILES).map(([key, file]) => [
      key,
      JSON.parse(readFileSync(join(SHARED_BODS_DIR, file), 'utf8')),
    ]),
  ) as unknown as BodsSchemaFiles;
}

let validators: ReturnType<typeof bodsValidators> | null = null;

/** Fails the spec with the schema's own messages when a package is not valid BODS 0.4. */
export function expectValidBods(statements: unknown): void {
  validators ??= bodsValidators(sharedBodsSchema());
  const valid = validators.statements(statements);
  if (!valid) throw new Error(`Not valid BODS 0.4: ${schemaMessages(validators.statements.errors, 10)}`);
}
