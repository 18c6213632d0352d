import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMessages } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { mentionedInText } from '../mentions/linkMentions.ts';
import { NO_MENTION_NOTICES, notifyMentions, type MentionNotices } from '../mentions/notifyMentions.ts';
import { activeMemberIds } from './conversationAccess.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { conversationPath } from '@/shared/conversations/conversationPaths.ts';

type Reader = Database | Transaction;

/**
 * What the @mentions helper needs to notify members named in a published message: its text and
 * author, the link, and the audience. Only members still in the conversation may be notified: a
 * mention must not reveal a private message to anyone outside it.
 */
export interface MessageMentionSource {
  messageId: number;
  conversationId: number;
  authorId: number;
  text: string;
  href: string;
  /** Active members other than the author: the only members a mention may notify. */
  audience: number[];
}

/** The mention source of a published message; undefined for a missing or still pending one. */
export async function mentionSourceOfMessage(
  messageId: number,
  db: Reader = getDb(),
): Promise<MessageMentionSource | undefined> {
  const [row] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.id, messageId), eq(conversationMessages.status, ContentStatus.published)),
    );
  if (!row) return undefined;
  const members = await activeMemberIds(db, row.conversationId);
  return {
    messageId: row.id,
    conversationId: row.conversationId,
    authorId: row.senderId,
    text: row.content,
    href: conversationPath(row.conversationId),
    audience: members.filter((id) => id !== row.senderId),
  };
}

/**
 * The mention notices of a message that just became visible, in the transaction that published it
 * (under the conversation's lock): one `mention` message per member it names, only to `audience`
 * (the active members but the sender), linking to the conversation (decision 037).
 */
export function notifyMessageMentions(
  tx: Transaction,
  message: { id: number; conversationId: number; senderId: number; content: string },
  mentioned: readonly number[],
  audience: readonly number[],
): Promise<MentionNotices> {
  if (mentioned.length === 0) return Promise.resolve(NO_MENTION_NOTICES);
  return notifyMentions(tx, {
    kind: 'conversation',
    id: message.id,
    authorId: message.senderId,
    mentioned,
    target: { kind: 'conversation', id: message.conversationId },
    audience,
    quote: message.content,
  });
}

/**
 * A held message was approved (its status is published in `tx`): its mentions are notified now,
 * from the stored text, to the members in the conversation at this moment. The cap was checked when
 * it was sent; a lower cap set since does not refuse the approval. `maxPerItem` 0: mentions are off.
 */
export async function notifyApprovedMessageMentions(
  tx: Transaction,
  messageId: number,
  maxPerItem: number,
): Promise<MentionNotices> {
  if (maxPerItem === 0) return NO_MENTION_NOTICES;
  const source = await mentionSourceOfMessage(messageId, tx);
  if (!source) return NO_MENTION_NOTICES;
  const mentioned = await mentionedInText(source.text, Number.POSITIVE_INFINITY, tx);
  return notifyMessageMentions(
    tx,
    {
      id: source.messageId,
      conversationId: source.conversationId,
      senderId: source.authorId,
      content: source.text,
    },
    mentioned,
    source.audience,
  );
}
