import { getDb, type Database } from '../db/client.ts';
import { mentionNotices } from '../db/schema/index.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { blockersOfViewerAmong } from '../blocks/blocksAmong.ts';
import {
  insertMessage,
  membersShowingInApp,
  messageCreated,
  type NewMessage,
} from '../messages/createMessage.ts';
import { messageFanout } from '../messages/messageFanout.ts';
import { recordEvent, type RecordedEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import type { MessageTargetKind } from '@/shared/messages/messageTargets.ts';

/** What can mention a member; a conversation message is sent by the conversations feature. */
type MentionKind = 'moment' | 'article' | 'comment' | 'conversation';

/** mention_notices.kind: the EntityType codes, and one of its own for conversation messages. */
const MENTION_KIND_CODE: Record<MentionKind, number> = { moment: 0, article: 1, comment: 2, conversation: 3 };

export interface MentionNoticeInput {
  kind: MentionKind;
  /** The moment, article, comment or conversation message. */
  id: number;
  authorId: number;
  /** The members the item mentions (linkMentions, mentionedInText or mentionedIds). */
  mentioned: readonly number[];
  /**
   * What the message links to: the moment or article itself, the one a comment is on, or the
   * conversation a message is in.
   */
  target?: { kind: MessageTargetKind; id: number } | undefined;
  /** Who may be notified at all (a conversation's members); everyone when absent. */
  audience?: readonly number[] | undefined;
  /** The first words of the item, for the message. */
  quote: string;
}

/** What notifyMentions did, for announceMentionNotices once the transaction commits. */
export interface MentionNotices {
  /** Everyone told of the mention, by whatever channel they chose. */
  notified: number[];
  /** Those of them who got it in their message centre. */
  shown: number[];
  events: RecordedEvent[];
}

export const NO_MENTION_NOTICES: MentionNotices = { notified: [], shown: [], events: [] };

/** Claims the (item, member) notice; false when an earlier save or a concurrent one already did. */
async function claimNotice(tx: Database | Transaction, kind: number, entityId: number, userId: number) {
  try {
    await tx.insert(mentionNotices).values({ kind, entityId, userId });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Sends each mentioned member one message about this item, in the caller's transaction: never the
 * author, never a member who blocked the author, only the audience when there is one, and never
 * twice for one item (mention_notices' primary key, so concurrent saves notify once). The mail
 * notice follows through the outbox (message.created) as for every message (decision 037).
 */
export async function notifyMentions(
  tx: Database | Transaction,
  input: MentionNoticeInput,
): Promise<MentionNotices> {
  const audience = input.audience ? new Set(input.audience) : undefined;
  const candidates = [...new Set(input.mentioned)].filter(
    (id) => id > 0 && id !== input.authorId && (!audience || audience.has(id)),
  );
  if (candidates.length === 0) return NO_MENTION_NOTICES;
  const blockers = await blockersOfViewerAmong(input.authorId, candidates, tx);
  const kind = MENTION_KIND_CODE[input.kind];
  const result: MentionNotices = { notified: [], shown: [], events: [] };
  const notifiable = candidates.filter((id) => !blockers.has(id));
  const inApp = await membersShowingInApp(tx, notifiable, 'mention');
  // In id order, so that concurrent saves take the notice rows' locks in one order (no deadlock).
  for (const userId of notifiable.sort((a, b) => a - b)) {
    if (!(await claimNotice(tx, kind, input.id, userId))) continue;
    const message: NewMessage = {
      userId,
      actorId: input.authorId,
      type: 'mention',
      ...(input.target ? { kind: input.target.kind } : {}),
      entityId: input.target?.id ?? 0,
      commentId: input.kind === 'moment' || input.kind === 'article' ? 0 : input.id,
      quote: input.quote,
    };
    if (inApp.has(userId)) {
      if (!(await insertMessage(tx, message))) continue;
      result.shown.push(userId);
    }
    result.notified.push(userId);
    result.events.push(await recordEvent(tx, messageCreated(message)));
  }
  return result;
}

/** After the commit: the mail notices go out and the members' live unread counts move. */
export async function announceMentionNotices(notices: MentionNotices, db: Database = getDb()): Promise<void> {
  for (const userId of notices.shown) messageFanout().announce(userId);
  await deliverNow(notices.events, db);
}
