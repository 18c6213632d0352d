import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';
import { columnLimit } from '../db/columnLimit.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { messageFanout } from './messageFanout.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { DeliveryContext } from '../events/eventBus.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverInBackground } from '../outbox/outboxDelivery.ts';
import { reachableMembers } from '../notifications/reachableMembers.ts';
import { membersWanting } from '../notifications/notificationChoices.ts';
import { notificationKindOf } from '@/shared/notifications/notificationKinds.ts';
import type { EventOf } from '../events/domainEvent.ts';
import { MessageTargetType, type MessageTargetKind } from '@/shared/messages/messageTargets.ts';
import type { MessageType } from '@/shared/messages/messageTypes.ts';
import { truncateText } from '@/shared/text/truncateText.ts';

export interface NewMessage {
  userId: number;
  actorId: number;
  type: MessageType;
  kind?: MessageTargetKind;
  entityId?: number;
  commentId?: number;
  quote?: string;
}

export const QUOTE_MAX = 120;

/** The first ~120 characters of a text, on one line, for a message's quote (the column permitting). */
function quoteOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  // The "…" is the character after the QUOTE_MAX shown.
  return truncateText(line, [{ unit: 'graphemes', max: QUOTE_MAX + 1 }, columnLimit(messages.quote)], '…');
}

/** The event whose handlers mail and push the notice. */
export function messageCreated(input: NewMessage): EventOf<'message.created'> {
  const { userId, actorId, type, kind, entityId = 0, commentId = 0 } = input;
  return {
    type: 'message.created',
    userId,
    actorId,
    message: kind ? { type, kind, entityId, commentId } : { type, entityId, commentId },
  };
}

function isForSomeoneElse(input: NewMessage): boolean {
  return input.userId > 0 && input.userId !== input.actorId;
}

/**
 * Inserts one message in the caller's transaction unless it would notify the actor about their own
 * action. The unique key holds one row per event, so a repeated event changes nothing. True when a
 * message was created.
 */
export async function insertMessage(tx: Database | Transaction, input: NewMessage): Promise<boolean> {
  if (!isForSomeoneElse(input)) return false;
  try {
    await tx.insert(messages).values({
      userId: input.userId,
      actorId: input.actorId,
      type: input.type,
      entityType: input.kind ? MessageTargetType[input.kind] : 0,
      entityId: input.entityId ?? 0,
      commentId: input.commentId ?? 0,
      quote: quoteOf(input.quote ?? ''),
    });
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  return true;
}

/**
 * Of these members, those who keep a message of this type in their message centre: everyone for a
 * forum notice (moderation, trust levels), else by their in-app choice for its kind. One query.
 */
export async function membersShowingInApp(
  tx: Database | Transaction,
  userIds: readonly number[],
  type: MessageType,
): Promise<Set<number>> {
  const kind = notificationKindOf(type);
  return new Set(kind ? await membersWanting(userIds, kind, 'inApp', tx) : userIds);
}

/**
 * Records the notice event (its mail and push) for the members a notice of the message's kind could
 * reach outside the forum. Most members have neither a verified address that wants it nor a device:
 * their like or reply costs no outbox row and no delivery. A forum notice (no kind) has no mail or push.
 */
async function recordNotices(
  context: DeliveryContext,
  message: Omit<NewMessage, 'userId'>,
  userIds: readonly number[],
): Promise<void> {
  const kind = notificationKindOf(message.type);
  for (const userId of kind ? await reachableMembers(context.tx, userIds, kind) : []) {
    await context.record(messageCreated({ ...message, userId }));
  }
}

/**
 * A message created while the outbox delivers an event: its mail notice and live push follow the
 * commit. A member who turned the message centre off for its kind gets no row, only the notice event
 * when one can reach them (its handlers follow their mail and push choices).
 */
export async function createMessageInDelivery(context: DeliveryContext, input: NewMessage): Promise<boolean> {
  if (!isForSomeoneElse(input)) return false;
  const inApp = (await membersShowingInApp(context.tx, [input.userId], input.type)).has(input.userId);
  if (inApp && !(await insertMessage(context.tx, input))) return false;
  await recordNotices(context, input, [input.userId]);
  if (inApp) context.afterCommit(() => messageFanout().announce(input.userId));
  return true;
}

/**
 * The same message for many members at once (a watch notice's chunk), in a few statements whatever
 * their number: the ones that already have it (a repeated delivery) are skipped, the rest who keep
 * it in-app inserted together, and a notice event is recorded only for members who could be mailed
 * or pushed. Returns how many messages were created.
 */
export async function createMessagesInDelivery(
  context: DeliveryContext,
  message: Omit<NewMessage, 'userId'>,
  userIds: readonly number[],
): Promise<number> {
  const wanted = [...new Set(userIds)].filter((userId) => isForSomeoneElse({ ...message, userId }));
  if (wanted.length === 0) return 0;
  const entityType = message.kind ? MessageTargetType[message.kind] : 0;
  const entityId = message.entityId ?? 0;
  const commentId = message.commentId ?? 0;
  const had = await context.tx
    .select({ userId: messages.userId })
    .from(messages)
    .where(
      and(
        inArray(messages.userId, wanted),
        eq(messages.type, message.type),
        eq(messages.actorId, message.actorId),
        eq(messages.entityType, entityType),
        eq(messages.entityId, entityId),
        eq(messages.commentId, commentId),
      ),
    );
  const told = new Set(had.map((row) => row.userId));
  const fresh = wanted.filter((userId) => !told.has(userId));
  if (fresh.length === 0) return 0;
  const showing = await membersShowingInApp(context.tx, fresh, message.type);
  const shown = fresh.filter((userId) => showing.has(userId));
  const quote = quoteOf(message.quote ?? '');
  if (shown.length > 0)
    await context.tx.insert(messages).values(
      shown.map((userId) => ({
        userId,
        actorId: message.actorId,
        type: message.type,
        entityType,
        entityId,
        commentId,
        quote,
      })),
    );
  await recordNotices(context, message, fresh);
  context.afterCommit(() => shown.forEach((userId) => messageFanout().announce(userId)));
  return shown.length;
}

/**
 * Stores one message (unless the member turned the message centre off for its kind) and records its
 * notice event in one transaction, then announces it.
 */
export async function createMessage(input: NewMessage, db: Database = getDb()): Promise<boolean> {
  if (!isForSomeoneElse(input)) return false;
  const created = await db.transaction(async (tx) => {
    const inApp = (await membersShowingInApp(tx, [input.userId], input.type)).has(input.userId);
    if (inApp && !(await insertMessage(tx, input))) return undefined;
    return { inApp, notice: await recordEvent(tx, messageCreated(input)) };
  });
  if (created === undefined) return false;
  if (created.inApp) messageFanout().announce(input.userId);
  deliverInBackground([created.notice], db);
  return true;
}
