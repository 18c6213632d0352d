import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { suggestTags } from '@/server/taxonomy/tags.queries.ts';
import { tagSuggestQuerySchema } from '@/shared/moments/tagQuery.ts';

/** GET /api/tag/suggest?q=: up to 10 tags whose name starts with q. */
export const GET = apiRoute(async ({ url }) => {
  const { q } = tagSuggestQuerySchema.parse({ q: url.searchParams.get('q') ?? undefined });
  return ok(await suggestTags(q));
});
