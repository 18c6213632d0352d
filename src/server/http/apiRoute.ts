import type { APIContext, APIRoute } from 'astro';
import { ZodError, type ZodType, type z } from 'zod';
import { ApiError } from './ApiError.ts';
import { fail, serviceUnavailable } from './respond.ts';
import { readBody } from './readBody.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { logger } from '../log/logger.ts';
import { isDatabaseUnavailable } from '../db/databaseUnavailable.ts';
import { isStorageUnavailable } from '../upload/storage/storageUnavailable.ts';
import { m } from '@/paraglide/messages.js';
import '@/shared/validation/zodErrors.ts';

/** Wraps an endpoint so every failure is an envelope: 4xx with a localized message, or a logged 500. */
export function apiRoute(handler: (context: APIContext) => Promise<Response>): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      return errorResponse(error, context);
    }
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
