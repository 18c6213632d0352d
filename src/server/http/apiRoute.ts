import type { APIContext, APIRoute } from 'astro';
import { ZodError, type ZodType, type z } from 'zod';
import { ApiError } from './ApiError.ts';
import { fail, serviceUnavailable } from './respond.ts';
import { readBody } from './readBody.ts';
import { ErrorCode, type ErrorCodeValue } from '@/shared/api/envelope.ts';
import type { Permission } from '@/shared/users/permissions.ts';
import { logger } from '../log/logger.ts';
import { isDatabaseUnavailable } from '../db/databaseUnavailable.ts';
import { isStorageUnavailable } from '../upload/storage/storageUnavailable.ts';
import { m } from '@/paraglide/messages.js';
import '@/shared/validation/zodErrors.ts';

/** Who may call a route: anyone, any signed-in member, or the staff whose role holds a permission. */
export type ApiPermission = 'anyone' | 'member' | Permission;

/** What a route's response is when it is not the JSON envelope. */
type ApiResponseKind = 'json' | 'redirect' | 'event-stream' | 'document' | 'file';

type Schema = ZodType | undefined;

/**
 * A route's own description (decision 071): the zod schemas here are the ones apiRoute validates the
 * request with, and the OpenAPI document (src/server/openapi) is generated from the same objects.
 */
export interface ApiRouteSpec<
  B extends Schema = Schema,
  Q extends Schema = Schema,
  P extends Schema = Schema,
> {
  /** One line, localized (a Paraglide message of the `api` catalog area). */
  summary: () => string;
  permission: ApiPermission;
  body?: B;
  query?: Q;
  params?: P;
  /** Error codes the route answers besides the ones its permission and schemas imply. */
  errors?: readonly ErrorCodeValue[];
  response?: ApiResponseKind;
}

type Parsed<S> = S extends ZodType ? z.output<S> : never;

/**
 * The request, validated by the declared schemas. Each is read when the handler asks, so a route
 * keeps its order of checks (a signed-out caller hears "please sign in" before anything about the body).
 */
export interface ApiInput<B extends Schema = Schema, Q extends Schema = Schema, P extends Schema = Schema> {
  body: () => Promise<Parsed<B>>;
  query: () => Parsed<Q>;
  params: () => Parsed<P>;
}

/** The handler apiRoute returns, carrying its description for the OpenAPI generator. */
export type DescribedRoute = APIRoute & { readonly apiSpec?: ApiRouteSpec };

function schemaOf(schema: ZodType | undefined, part: string): ZodType {
  if (!schema) throw new Error(`apiRoute: the route declares no ${part} schema`);
  return schema;
}

/** Wraps an endpoint so every failure is an envelope: 4xx with a localized message, or a logged 500. */
export function apiRoute(handler: (context: APIContext) => Promise<Response>): DescribedRoute;
/** The described form: validates the request with the spec's schemas, which the API document shows. */
export function apiRoute<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
>(
  spec: ApiRouteSpec<B, Q, P>,
  handler: (context: APIContext, parsed: ApiInput<B, Q, P>) => Promise<Response>,
): DescribedRoute;
export function apiRoute(
  specOrHandler: ApiRouteSpec | ((context: APIContext) => Promise<Response>),
  described?: (context: APIContext, parsed: ApiInput) => Promise<Response>,
): DescribedRoute {
  if (typeof specOrHandler === 'function') return guarded(specOrHandler);
  const spec = specOrHandler;
  if (!described) throw new Error('apiRoute: a description needs its handler');
  return Object.assign(
    guarded((context) => described(context, inputOf(spec, context))),
    { apiSpec: spec },
  );
}

function guarded(handler: (context: APIContext) => Promise<Response>): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      return errorResponse(error, context);
    }
  };
}

function inputOf(spec: ApiRouteSpec, context: APIContext): ApiInput {
  return {
    body: async () => schemaOf(spec.body, 'body').parse(await readBody(context.request)) as never,
    query: () => schemaOf(spec.query, 'query').parse(Object.fromEntries(context.url.searchParams)) as never,
    params: () => schemaOf(spec.params, 'params').parse(context.params) as never,
  };
}

export function errorResponse(error: unknown, context: APIContext): Response {
  if (error instanceof ApiError) {
    return fail(error.status, error.message, error.errorCode, { field: error.field });
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = issue?.path.map(String).join('.') || undefined;
    return fail(400, issue?.message ?? m.validation_invalid(), ErrorCode.validation, { field });
  }
  if (isStorageUnavailable(error)) {
    logger.warn(
      { reason: error.message, requestId: context.locals.requestId, path: context.url.pathname },
      'upload storage unavailable',
    );
    return serviceUnavailable(m.error_service_unavailable());
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn(
      { err: error, requestId: context.locals.requestId, path: context.url.pathname },
      'database unavailable',
    );
    return serviceUnavailable(m.error_service_unavailable());
  }
  logger.error({ err: error, requestId: context.locals.requestId, path: context.url.pathname }, 'api error');
  return fail(500, m.error_unknown(), ErrorCode.server);
}

/** Reads the body (JSON or form) and validates it with the shared schema. */
export async function parseBody<S extends ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return schema.parse(await readBody(request));
}
