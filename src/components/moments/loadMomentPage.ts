import { ApiError } from '@/server/http/ApiError.ts';
import { listMoments, type MomentListSpec } from '@/server/moments/moments.queries.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { MomentCard } from '@/shared/moments/momentCard.ts';

/** A page of a moment list for a page route; undefined for a malformed ?cursor= (the page answers 404). */
export async function loadMomentPage(
  spec: MomentListSpec,
  url: URL,
): Promise<CursorPage<MomentCard> | undefined> {
  try {
    return await listMoments(spec, { cursor: url.searchParams.get('cursor') ?? undefined });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return undefined;
    throw error;
  }
}
