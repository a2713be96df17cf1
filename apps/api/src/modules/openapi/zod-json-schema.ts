import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const DEFS = '#/$defs/';

/**
 * Turns the request schemas the routes validate with into OpenAPI 3.1 schemas (JSON Schema 2020-12, the
 * dialect OpenAPI 3.1 uses). What zod puts in `$defs` (recursive or shared parts) moves to
 * `components.schemas`, because a `$ref` inside an OpenAPI document resolves against the document's root.
 */
export class ZodJsonSchemas {
  readonly components: Record<string, JsonSchema> = {};
  private readonly seen = new Map<z.ZodType, JsonSchema>();

  convert(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
    const known = this.seen.get(schema);
    if (known) return known;
    const converted = this.hoist(this.toJsonSchema(schema, io));
    this.seen.set(schema, converted);
    return converted;
  }

  private toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    try {
      return z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
    } catch {
      // A schema zod cannot express (a transform read as output, say) is documented as "any value".
      return {};
    }
  }

  private hoist(json: JsonSchema): JsonSchema {
    const { $schema: _dialect, $defs, ...root } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const names = new Map<string, string>();
    for (const name of Object.keys($defs ?? {})) names.set(name, this.freeName(name));
    const selfName = JSON.stringify(root).includes('"$ref":"#"') ? this.freeName('Recursive') : null;
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      const entries = Object.entries(value).map(([key, inner]) => {
        if (key !== '$ref' || typeof inner !== 'string') return [key, rewrite(inner)];
        if (inner === '#' && selfName) return [key, `#/components/schemas/${selfName}`];
        const name = inner.startsWith(DEFS) ? names.get(inner.slice(DEFS.length)) : undefined;
        return [key, name ? `#/components/schemas/${name}` : inner];
      });
      return Object.fromEntries(entries);
    };
    for (const [name, def] of Object.entries($defs ?? {}))
      this.components[names.get(name)!] = rewrite(def) as JsonSchema;
    const rewritten = rewrite(root) as JsonSchema;
    if (!selfName) return rewritten;
    this.components[selfName] = rewritten;
    return { $ref: `#/components/schemas/${selfName}` };
  }

  private freeName(wanted: string): string {
    const base = wanted.replace(/[^A-Za-z0-9._-]/g, '_') || 'Schema';
    let name = base;
    for (let n = 2; name in this.components; n++) name = `${base}${n}`;
    this.components[name] = {};
    return name;
  }
}
