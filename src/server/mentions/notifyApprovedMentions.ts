import { eq } from 'drizzle-orm';
import { articles, moments } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { mentionedIds } from './mentionHtml.ts';
import { NO_MENTION_NOTICES, notifyMentions, type MentionNotices } from './notifyMentions.ts';

/**
 * A held moment or article is approved: its mentions are notified now, from its stored content (held
 * content notifies nobody until then, decision 037).
 */
export async function notifyApprovedMentions(
  tx: Transaction,
  kind: 'moment' | 'article',
  id: number,
  authorId: number,
): Promise<MentionNotices> {
  const table = kind === 'moment' ? moments : articles;
  const [row] = await tx
    .select({ content: table.content, title: table.title, text: table.contentText })
    .from(table)
    .where(eq(table.id, id));
  if (!row) return NO_MENTION_NOTICES;
  return notifyMentions(tx, {
    kind,
    id,
    authorId,
    mentioned: mentionedIds(row.content),
    target: { kind, id },
    quote: row.title || row.text,
  });
}
