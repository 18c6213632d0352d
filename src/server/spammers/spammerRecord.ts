import { z } from 'zod';
import type { SpammerCounts } from '@/shared/spammers/spammerSchemas.ts';

const item = z.tuple([z.number().int(), z.number().int()]);
const membership = z.object({
  userId: z.number().int(),
  active: z.boolean(),
  unreadCount: z.number().int(),
  leftAt: z.string().nullable(),
});

/**
 * What one "delete spammer" changed, as spammer_removals.removed holds it: every item as
 * [id, status before], the conversations it started with their members' rows before they were
 * closed, the ban before, and the sign-up rules it added. Restoring reads nothing else.
 */
export const spammerRecordSchema = z.object({
  ban: z.object({ bannedUntil: z.string().nullable(), banReason: z.string() }),
  moments: z.array(item),
  articles: z.array(item),
  comments: z.array(item),
  messages: z.array(item),
  conversations: z.array(z.object({ id: z.number().int(), members: z.array(membership) })),
  signupRuleIds: z.array(z.number().int()),
});
export type SpammerRecord = z.infer<typeof spammerRecordSchema>;
export type RemovedItem = z.infer<typeof item>;
export type ClosedMembership = z.infer<typeof membership>;

export function countsOf(record: SpammerRecord): SpammerCounts {
  return {
    moments: record.moments.length,
    articles: record.articles.length,
    comments: record.comments.length,
    messages: record.messages.length,
    conversations: record.conversations.length,
  };
}
