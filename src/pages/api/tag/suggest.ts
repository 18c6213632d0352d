import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { suggestTags } from '@/server/taxonomy/tags.queries.ts';
import { tagSuggestQuerySchema } from '@/shared/moments/tagQuery.ts';

/** GET /api/tag/suggest?q=: up to 10 tags whose name starts with q. */
export const GET = apiRoute(
  { summary: m.api_get_tag_suggest, permission: 'anyone', query: tagSuggestQuerySchema },
  async (_context, parsed) => {
    const { q } = parsed.query();
    return ok(await suggestTags(q));
  },
);
