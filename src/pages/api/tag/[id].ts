import { z } from 'zod';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { tagForRequest } from '@/server/taxonomy/tagResponse.ts';

/** GET /api/tag/{id} */
/** The id is read by tagForRequest: a malformed one is a 404. */
const tagPathSchema = z.object({ id: z.string() });

export const GET = apiRoute(
  { summary: m.api_get_tag_id, permission: 'anyone', params: tagPathSchema, errors: [ErrorCode.notFound] },
  async (_context, parsed) => ok(await tagForRequest(parsed.params().id)),
);
