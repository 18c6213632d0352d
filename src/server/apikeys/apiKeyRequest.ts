import type { APIContext, MiddlewareNext } from 'astro';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import { requestMeta } from '../auth/requestMeta.ts';
import { fail, serviceUnavailable } from '../http/respond.ts';
import { isDatabaseUnavailable } from '../db/databaseUnavailable.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { readAllMarkOf } from '../watching/readAllMark.ts';
import { logger } from '../log/logger.ts';
import { readApiKey, type StoredApiKey } from './readApiKey.ts';
import { apiKeyRefusal, type ApiKeyRefusal } from './apiKeyRefusal.ts';
import { recordKeyRequest, touchApiKey } from './apiKeyUse.commands.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MINUTE_MS = 60_000;

function refusalResponse(refusal: ApiKeyRefusal): Response {
  if (refusal.status === 401) {
    const message = {
      unknown: m.apikeys_refused_unknown,
      revoked: m.apikeys_refused_revoked,
      expired: m.apikeys_refused_expired,
      address: m.apikeys_refused_address,
    }[refusal.reason]();
    return fail(401, message, ErrorCode.notSignedIn, { headers: { 'www-authenticate': 'Bearer' } });
  }
  if (refusal.reason === 'scope') {
    return fail(403, m.apikeys_refused_scope({ scope: refusal.scope }), ErrorCode.forbidden);
  }
  const message = refusal.reason === 'member' ? m.apikeys_refused_member() : m.apikeys_refused_session_only();
  return fail(403, message, ErrorCode.forbidden);
}

/** The key's own limit (not multiplied by RATE_LIMIT_FACTOR: its maker chose it): 429 with Retry-After. */
async function keyRateLimited(key: StoredApiKey): Promise<Response | null> {
  const hit = await hitRateLimit(`apikey:${key.id}`, { limit: key.perMinute, windowMs: MINUTE_MS });
  if (hit.allowed) return null;
  const seconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
  return fail(429, m.apikeys_rate_limited({ seconds: String(seconds) }), ErrorCode.rateLimited, {
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * The session step for a request whose bearer token is an API key (decision 072): only /api routes
 * take one; no cookie is read. The key is checked (known, not revoked or expired, allowed from this
 * address, acting for an active member who is not banned, holding the route's scope), its own rate
 * limit counted, then the request goes on as the member it acts for; a write is recorded in the audit log.
 */
export async function answerWithApiKey(
  context: APIContext,
  token: string,
  next: MiddlewareNext,
): Promise<Response> {
  const { pathname } = context.url;
  if (!pathname.startsWith('/api/')) return next();
  const { method } = context.request;
  const { ip } = requestMeta(context);
  let key: StoredApiKey | null;
  try {
    key = await readApiKey(token);
    const refusal = apiKeyRefusal(key, { method, pathname, ip, now: new Date() });
    if (refusal) return refusalResponse(refusal);
    const limited = await keyRateLimited(key!);
    if (limited) return limited;
    await touchApiKey(key!, ip, new Date());
  } catch (error) {
    if (isDatabaseUnavailable(error)) return serviceUnavailable(m.error_service_unavailable());
    throw error;
  }
  const used = key!;
  context.locals.user = toCurrentUser(used.member);
  context.locals.signedInUser = context.locals.user;
  context.locals.readAll = readAllMarkOf(used.member);
  context.locals.apiKey = { id: used.id, site: used.site };
  const response = await next();
  if (!READS.has(method)) {
    const record = {
      key: used,
      memberId: used.member.id,
      method,
      path: pathname,
      status: response.status,
      ip,
    };
    await recordKeyRequest(record).catch((error: unknown) => {
      logger.warn({ err: error, requestId: context.locals.requestId, key: used.id }, 'api key audit failed');
    });
  }
  return response;
}
