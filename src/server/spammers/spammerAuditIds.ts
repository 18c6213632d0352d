import type { RemovedItem, SpammerRecord } from './spammerRecord.ts';

/**
 * Ids listed per kind in the audit entry: its detail is a TEXT column, so a very busy spammer's
 * lists are cut there (the removal record keeps them all, and the counts are always whole).
 */
const AUDIT_IDS_PER_KIND = 800;

const ids = (items: readonly RemovedItem[]) => items.slice(0, AUDIT_IDS_PER_KIND).map(([id]) => id);

/** What the audit entry lists: the removed ids by kind, the counts, and the sign-up rules added. */
export function spammerAuditIds(record: SpammerRecord): Record<string, unknown> {
  const conversations = record.conversations.map((conversation) => conversation.id);
  return {
    moments: ids(record.moments),
    articles: ids(record.articles),
    comments: ids(record.comments),
    messages: ids(record.messages),
    conversations: conversations.slice(0, AUDIT_IDS_PER_KIND),
    counts: {
      moments: record.moments.length,
      articles: record.articles.length,
      comments: record.comments.length,
      messages: record.messages.length,
      conversations: conversations.length,
    },
    signupRuleIds: record.signupRuleIds,
  };
}
