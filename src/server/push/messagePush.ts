import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, moments, users } from '../db/schema/index.ts';
import type { EventOf } from '../events/domainEvent.ts';
import { notificationKindOf } from '@/shared/notifications/notificationKinds.ts';
import { messageSentence } from '@/shared/messages/messageSentence.ts';
import { messageLink } from '@/shared/messages/messageLink.ts';
import type { MessageTargetKind } from '@/shared/messages/messageTargets.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import type { PushPayload } from '@/shared/push/pushPayload.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { m } from '@/paraglide/messages.js';
import { pushRequests, type PushWords } from './pushRequests.ts';

const TITLE_MAX = 80;

async function itemTitle(kind: MessageTargetKind | undefined, id: number, db: Database): Promise<string> {
  if (id <= 0 || (kind !== 'moment' && kind !== 'article')) return '';
  const table = kind === 'article' ? articles : moments;
  const [row] = await db
    .select({ title: table.title, excerpt: table.excerpt })
    .from(table)
    .where(eq(table.id, id));
  const text = (row?.title || row?.excerpt || '').replace(/\s+/g, ' ').trim();
  return truncateText(text, { unit: 'graphemes', max: TITLE_MAX }, '…');
}

async function actorName(actorId: number, db: Database): Promise<string | undefined> {
  const [actor] = await db
    .select({ nickname: users.nickname, username: users.username })
    .from(users)
    .where(eq(users.id, actorId));
  return actor?.nickname || actor?.username || undefined;
}

/**
 * The pushes of a message-centre notice (replies, mentions, likes, follows, watched items), each
 * governed by its kind's push choice. Forum notices (moderation, trust levels) have no kind and
 * stay in the message centre (decision 063).
 */
export async function messagePushRequests(event: EventOf<'message.created'>, db: Database) {
  const message = event.message;
  const kind = message && notificationKindOf(message.type);
  if (!message || !kind) return [];
  const entityId = message.entityId ?? 0;
  const commentId = message.commentId ?? 0;
  const compose = async ({ site, locale }: PushWords): Promise<PushPayload> => {
    const [title, name] = await Promise.all([
      itemTitle(message.kind, entityId, db),
      actorName(event.actorId, db),
    ]);
    const target = message.kind && entityId > 0 ? { kind: message.kind, id: entityId, title } : null;
    return runWithLocale(locale, () => {
      const what = messageSentence({ type: message.type, target, commentId });
      const who = name ?? m.messages_someone();
      return {
        title: site,
        body: title
          ? m.push_message_body_titled({ name: who, what, title })
          : m.push_message_body({ name: who, what }),
        url: messageLink({ type: message.type, actor: { id: event.actorId }, target, commentId }),
        tag: `message:${message.type}:${message.kind ?? ''}:${entityId}:${commentId}`,
      };
    });
  };
  return pushRequests(event.userId, kind, compose, db);
}
