import { ApiError } from '../http/ApiError.ts';
import { findTag, type TagSummary } from './tags.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { tagIdSchema } from '@/shared/moments/tagQuery.ts';
import { m } from '@/paraglide/messages.js';

/** GET /api/tag/{id} and /api/tag/get?id=: the tag, or a 404 envelope for a bad or unknown id. */
export async function tagForRequest(rawId: string | null | undefined): Promise<TagSummary> {
  const parsed = tagIdSchema.safeParse(rawId);
  const tag = parsed.success ? await findTag(parsed.data) : undefined;
  if (!tag) throw new ApiError(404, m.feed_tag_not_found(), ErrorCode.notFound);
  return tag;
}
