import { getDb, type Database } from '../db/client.ts';
import { suggestMentions } from '../mentions/mentionSuggestions.queries.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

export const SUGGESTION_LIMIT = 8;

/** Members to write to whose username or nickname starts with the text, never the viewer. */
export async function suggestMembers(
  viewerId: number,
  text: string,
  db: Database = getDb(),
): Promise<PublicAuthor[]> {
  const found = await suggestMentions(text, db, SUGGESTION_LIMIT + 1);
  return found.filter((member) => member.id !== viewerId).slice(0, SUGGESTION_LIMIT);
}
