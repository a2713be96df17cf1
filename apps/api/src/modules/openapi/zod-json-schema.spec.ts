import { z } from 'zod';
import { ZodJsonSchemas } from './zod-json-schema';

describe('ZodJsonSchemas', () => {
  it('gives the input JSON Schema of a request schema, defaults optional and without a $schema key', () => {
    const schemas = new ZodJsonSchemas();
    const json = schemas.convert(
      z.object({ name: z.string().min(2), status: z.enum(['a', 'b']).default('a') }),
    );
    expect(json).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 2 },
        status: { type: 'string', enum: ['a', 'b'], default: 'a' },
      },
      required: ['name'],
    });
    expect(schemas.components).toEqual({});
  });

  it('moves recursive parts to components and points every $ref there', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const schemas = new ZodJsonSchemas();
    const json = schemas.convert(z.object({ root: node }));
    const text = JSON.stringify({ json, components: schemas.components });
    expect(text).not.toContain('#/$defs/');
    expect(text).not.toContain('"$ref":"#"');
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs)
      expect(schemas.components[name]).toEqual(expect.objectContaining({ type: 'object' }));
  });

  it('documents what JSON Schema cannot express as any value instead of failing', () => {
    const schemas = new ZodJsonSchemas();
    expect(schemas.convert(z.object({ when: z.date() })).properties).toEqual({ when: {} });
    expect(schemas.convert(z.string().transform(Number), 'output')).toEqual({});
  });
});
