import { appVersion } from '@/server/status/appVersion.ts';
import { loadApiRoutes } from './apiRoutes.ts';
import {
  buildOpenApiDocument,
  describedRoutes,
  operationView,
  type OperationView,
} from './openApiDocument.ts';

export interface ApiReferenceGroup {
  name: string;
  operations: OperationView[];
}

/** The described routes by group, for /api/docs, in the request's language. */
export async function apiReferenceGroups(): Promise<ApiReferenceGroup[]> {
  const groups = new Map<string, OperationView[]>();
  for (const route of describedRoutes(await loadApiRoutes())) {
    const view = operationView(route);
    groups.set(view.group, [...(groups.get(view.group) ?? []), view]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, operations]) => ({ name, operations }));
}

/** The OpenAPI document served at /api/openapi.json, in the request's language. */
export async function openApiDocumentFor(siteTitle: string): Promise<Record<string, unknown>> {
  const [routes, { version }] = await Promise.all([loadApiRoutes(), appVersion()]);
  return buildOpenApiDocument(routes, { title: `${siteTitle || 'Plaza'} API`, version: version || '0.0.0' });
}
