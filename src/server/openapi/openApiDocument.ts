import { z, type ZodType } from 'zod';
import type { ApiPermission, ApiRouteSpec } from '@/server/http/apiRoute.ts';
import { ErrorCode, type ErrorCodeValue } from '@/shared/api/envelope.ts';
import { apiScopeOfRoute, type ApiScope } from '@/shared/apikeys/apiScope.ts';
import { hasPermission } from '@/shared/users/permissions.ts';
import { SESSION_COOKIE } from '@/server/auth/sessionCookie.ts';
import { m } from '@/paraglide/messages.js';
import type { ApiRouteEntry } from './apiRoutes.ts';

/** A JSON Schema (draft 2020-12), as OpenAPI 3.1 embeds it. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what a client sends (io 'input': defaults optional, before transforms). A
 * refinement or transform has no JSON form and is left out (unrepresentable 'any'): the server still
 * applies it. The same function is what the tests compare the document with.
 */
export function requestJsonSchema(schema: ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

/** Who may call a route, for people: anyone, a signed-in member, or the lowest role holding a permission. */
export type AccessLevel = 'anyone' | 'member' | 'moderator' | 'admin' | 'owner';

function accessLevelOf(permission: ApiPermission): AccessLevel {
  if (permission === 'anyone' || permission === 'member') return permission;
  if (hasPermission('moderator', permission)) return 'moderator';
  if (hasPermission('admin', permission)) return 'admin';
  return 'owner';
}

/** The HTTP status each error code is answered with (decision 071 lists them once). */
export const ERROR_STATUS: Record<Exclude<ErrorCodeValue, 0>, number> = {
  [ErrorCode.notInstalled]: 503,
  [ErrorCode.notSignedIn]: 401,
  [ErrorCode.validation]: 400,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.conflict]: 409,
  [ErrorCode.rateLimited]: 429,
  [ErrorCode.emailNotVerified]: 403,
  [ErrorCode.twoFactorRequired]: 401,
  [ErrorCode.installDatabaseMissing]: 400,
  [ErrorCode.server]: 500,
  [ErrorCode.serviceUnavailable]: 503,
};

/** Each error code's meaning, in the request's language. */
export function errorCodeText(code: ErrorCodeValue): string {
  const texts: Record<ErrorCodeValue, () => string> = {
    [ErrorCode.none]: m.api_error_none,
    [ErrorCode.notInstalled]: m.api_error_not_installed,
    [ErrorCode.notSignedIn]: m.api_error_not_signed_in,
    [ErrorCode.validation]: m.api_error_validation,
    [ErrorCode.forbidden]: m.api_error_forbidden,
    [ErrorCode.notFound]: m.api_error_not_found,
    [ErrorCode.conflict]: m.api_error_conflict,
    [ErrorCode.rateLimited]: m.api_error_rate_limited,
    [ErrorCode.emailNotVerified]: m.api_error_email_not_verified,
    [ErrorCode.twoFactorRequired]: m.api_error_two_factor_required,
    [ErrorCode.installDatabaseMissing]: m.api_error_install_database_missing,
    [ErrorCode.server]: m.api_error_server,
    [ErrorCode.serviceUnavailable]: m.api_error_service_unavailable,
  };
  return texts[code]();
}

/** The placeholders of an OpenAPI path: `/api/user/{id}/fans` → ['id']. */
function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/**
 * The error codes a route may answer: those its description names, plus what its schemas (400), its
 * permission (401, 403) imply, and the two every route may answer (500, 503).
 */
function errorCodesOf(path: string, spec: ApiRouteSpec): Exclude<ErrorCodeValue, 0>[] {
  const codes = new Set<Exclude<ErrorCodeValue, 0>>(
    (spec.errors ?? []).filter((code): code is Exclude<ErrorCodeValue, 0> => code !== ErrorCode.none),
  );
  if (spec.body || spec.query || spec.params || pathPlaceholders(path).length > 0)
    codes.add(ErrorCode.validation);
  if (spec.permission !== 'anyone') codes.add(ErrorCode.notSignedIn);
  if (accessLevelOf(spec.permission) !== 'anyone' && accessLevelOf(spec.permission) !== 'member')
    codes.add(ErrorCode.forbidden);
  codes.add(ErrorCode.server);
  codes.add(ErrorCode.serviceUnavailable);
  return [...codes].sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b] || a - b);
}

/** The group a route is listed under: the first folder after /api (`/api/admin/...` → admin). */
function routeGroup(path: string): string {
  return path.split('/')[2]?.replace(/\{.*\}/, '') || 'api';
}

/** `POST /api/moment/create` → `postMomentCreate`. */
function operationId(method: string, path: string): string {
  const words = [method.toLowerCase(), ...path.slice('/api/'.length).split(/[^A-Za-z0-9]+/)].filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

/** An object schema's properties as parameters; any other schema as one exploded form parameter. */
function parametersOf(schema: ZodType | undefined, where: 'path' | 'query', names: string[]): Parameter[] {
  const json = schema ? requestJsonSchema(schema) : undefined;
  const properties = (json?.['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json?.['required'] ?? []) as string[]);
  if (json && json['type'] !== 'object') {
    return [{ name: where, in: where, required: where === 'path', schema: json }];
  }
  const parameters: Parameter[] = Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
  // A path placeholder the route reads itself (adminUserRoute, routeId) is a string it checks.
  for (const name of names) {
    if (!parameters.some((parameter) => parameter.name === name))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  return parameters;
}

export interface OperationView {
  method: string;
  path: string;
  operationId: string;
  group: string;
  summary: string;
  access: AccessLevel;
  /** The permission of the catalogue a staff route checks. */
  permission: string | null;
  /** The API-key scope (apiScopeOfRoute); null: browser session only. */
  scope: ApiScope | null;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body: JsonSchema | null;
  errors: Exclude<ErrorCodeValue, 0>[];
  response: NonNullable<ApiRouteSpec['response']>;
}

/** One described route as the document and /api/docs show it, in the request's language. */
export function operationView(entry: ApiRouteEntry & { spec: ApiRouteSpec }): OperationView {
  const { spec, path, method } = entry;
  const access = accessLevelOf(spec.permission);
  return {
    method,
    path,
    operationId: operationId(method, path),
    group: routeGroup(path),
    summary: spec.summary(),
    access,
    permission: access === 'anyone' || access === 'member' ? null : spec.permission,
    scope: apiScopeOfRoute(method, path),
    pathParameters: parametersOf(spec.params, 'path', pathPlaceholders(path)),
    queryParameters: parametersOf(spec.query, 'query', []),
    body: spec.body ? requestJsonSchema(spec.body) : null,
    errors: errorCodesOf(path, spec),
    response: spec.response ?? 'json',
  };
}

const ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['success', 'data', 'message', 'errorCode'],
  properties: {
    success: { type: 'boolean' },
    data: {},
    message: { type: 'string' },
    errorCode: { type: 'integer', enum: Object.values(ErrorCode) },
    field: { type: 'string', description: 'The first invalid field of a 400.' },
  },
};

function responseFor(codes: readonly ErrorCodeValue[]): Record<string, unknown> {
  return {
    description: codes.map((code) => `${code}: ${errorCodeText(code)}`).join('; '),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
  };
}

function operationObject(view: OperationView): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  if (view.response === 'redirect') responses['302'] = { description: m.api_docs_response_redirect() };
  else if (view.response === 'document')
    responses['200'] = {
      description: m.api_docs_response_document(),
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  else if (view.response === 'file')
    responses['200'] = {
      description: m.api_docs_response_file(),
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    };
  else if (view.response === 'event-stream')
    responses['200'] = {
      description: m.api_docs_response_stream(),
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    };
  else responses['200'] = responseFor([ErrorCode.none]);
  const byStatus = new Map<number, ErrorCodeValue[]>();
  for (const code of view.errors)
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  for (const [status, codes] of byStatus) responses[String(status)] = responseFor(codes);
  const session = [{ bearer: [] }, { sessionCookie: [] }];
  return {
    operationId: view.operationId,
    summary: view.summary,
    tags: [view.group],
    ...(view.pathParameters.length + view.queryParameters.length > 0
      ? { parameters: [...view.pathParameters, ...view.queryParameters] }
      : {}),
    ...(view.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: view.body },
              'application/x-www-form-urlencoded': { schema: view.body },
            },
          },
        }
      : {}),
    responses,
    security: view.access === 'anyone' ? [{}, ...session] : session,
    'x-plaza-access': view.access,
    ...(view.permission ? { 'x-plaza-permission': view.permission } : {}),
    'x-plaza-scope': view.scope ?? 'session-only',
    'x-plaza-error-codes': view.errors,
  };
}

/** The described routes; a route still in the plain form is left out (the completeness test names it). */
export function describedRoutes(
  routes: readonly ApiRouteEntry[],
): (ApiRouteEntry & { spec: ApiRouteSpec })[] {
  return routes.filter((route): route is ApiRouteEntry & { spec: ApiRouteSpec } => route.spec !== undefined);
}

/** The OpenAPI 3.1 document of every described route, in the request's language. */
export function buildOpenApiDocument(
  routes: readonly ApiRouteEntry[],
  info: { title: string; version: string },
): Record<string, unknown> {
  const views = describedRoutes(routes).map(operationView);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const view of views) {
    paths[view.path] ??= {};
    paths[view.path]![view.method.toLowerCase()] = operationObject(view);
  }
  const groups = [...new Set(views.map((view) => view.group))].sort();
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: m.api_docs_intro() },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags: groups.map((name) => ({ name })),
    paths,
    components: {
      schemas: { Envelope: ENVELOPE_SCHEMA },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: m.api_docs_auth_text() },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      },
    },
    'x-plaza-error-codes': Object.values(ErrorCode).map((code) => ({
      code,
      ...(code === ErrorCode.none ? {} : { status: ERROR_STATUS[code] }),
      description: errorCodeText(code),
    })),
  };
}
