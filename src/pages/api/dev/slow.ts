import { apiRoute } from '@/server/http/apiRoute.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { ok } from '@/server/http/respond.ts';
import { getEnv } from '@/server/config/env.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

const MAX_WAIT_MS = 10_000;

/** GET /api/dev/slow?ms=N → {waitedMs} after N ms: a request that is still under way when a test stops the server. */
/** Any ms is taken: not a number is 0, and the wait is capped. */
const slowQuerySchema = z.object({ ms: z.string().optional() });

export const GET = apiRoute(
  { summary: m.api_get_dev_slow, permission: 'anyone', query: slowQuerySchema, errors: [ErrorCode.notFound] },
  async (_context, parsed) => {
    if (!getEnv().ENABLE_DEV_PAGES) throw new ApiError(404, m.error_not_found(), ErrorCode.notFound);
    const waitedMs = Math.min(Math.max(Number(parsed.query().ms) || 0, 0), MAX_WAIT_MS);
    await new Promise((done) => setTimeout(done, waitedMs));
    return ok({ waitedMs });
  },
);
