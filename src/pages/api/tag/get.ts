import { z } from 'zod';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { tagForRequest } from '@/server/taxonomy/tagResponse.ts';

/** GET /api/tag/get?id= */
/** The id is read by tagForRequest: a missing or malformed one is a 404, as on /api/tag/{id}. */
const tagGetQuerySchema = z.object({ id: z.string().optional() });

export const GET = apiRoute(
  {
    summary: m.api_get_tag_get,
    permission: 'anyone',
    query: tagGetQuerySchema,
    errors: [ErrorCode.notFound],
  },
  async (_context, parsed) => ok(await tagForRequest(parsed.query().id ?? null)),
);
