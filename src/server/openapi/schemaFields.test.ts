import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestJsonSchema } from './openApiDocument.ts';
import { schemaFields } from './schemaFields.ts';

describe('schemaFields', () => {
  it('lists an object’s fields with type, required and limits', () => {
    const schema = z.object({
      title: z.string().min(1).max(80),
      tags: z.array(z.string()).max(5).optional(),
      page: z.number().int().min(1).default(1),
      kind: z.enum(['moment', 'article']),
    });
    expect(schemaFields(requestJsonSchema(schema))).toEqual([
      { name: 'title', type: 'string', required: true, limits: [{ kind: 'length', value: '1–80' }] },
      { name: 'tags', type: 'string[]', required: false, limits: [{ kind: 'items', value: '≤ 5' }] },
      {
        name: 'page',
        type: 'integer',
        required: false,
        limits: [
          { kind: 'value', value: '≥ 1' },
          { kind: 'default', value: '1' },
        ],
      },
      { name: 'kind', type: '"moment" | "article"', required: true, limits: [] },
    ]);
  });

  it('merges the parts of an intersection, and names a body that is not an object', () => {
    const both = z.intersection(z.object({ a: z.string() }), z.object({ b: z.boolean().optional() }));
    expect(schemaFields(requestJsonSchema(both)).map((field) => [field.name, field.required])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(schemaFields(requestJsonSchema(z.union([z.string(), z.number()])))).toEqual([
      { name: '(body)', type: 'string | number', required: true, limits: [] },
    ]);
  });
});
