import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { comments, users } from '../db/schema/index.ts';
import type { EventOf } from '../events/domainEvent.ts';
import type { MailMessage } from '../mail/mailMessage.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { noticeLocale } from '../notifications/noticeLocale.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import type { MessageType } from '@/shared/messages/messageTypes.ts';
import type { Locale } from '@/i18n/locales.ts';
import { m } from '@/paraglide/messages.js';
import { replyAddressFor, replyMailbox } from './replyAddress.ts';
import type { ReplyTarget } from './replyTarget.ts';

/** The notices about one comment, which a reply answers with a reply to that comment. */
const COMMENT_NOTICES: ReadonlySet<MessageType> = new Set([
  'comment',
  'reply',
  'quote',
  'mention',
  'watched_comment',
]);
const EXCERPT_GRAPHEMES = 300;

/** The mail with the reply lines after its first line and link (composeNoticeMail's layout), and its Reply-To. */
function withReplyLines(mail: MailMessage, lines: string[], replyTo: string): MailMessage {
  const text = mail.text.split('\n');
  return { ...mail, replyTo, text: [...text.slice(0, 2), '', ...lines, ...text.slice(2)].join('\n') };
}

async function memberLocale(userId: number, db: Database): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return noticeLocale(row?.locale, (await loadSiteConfig(db)).language);
}

/**
 * A message-centre notice about a comment, made answerable by mail (decision 066): it quotes what was
 * written, says that a reply is posted, and carries the member's signed reply address. Other notices,
 * a comment no longer published, or a forum without a reply domain leave the mail as it was.
 */
export async function withCommentReply(
  event: EventOf<'message.created'>,
  mail: MailMessage,
  db: Database,
): Promise<MailMessage> {
  const about = event.message;
  const mailbox = replyMailbox();
  if (!mailbox || !about || !COMMENT_NOTICES.has(about.type) || !about.commentId || !about.entityId)
    return mail;
  if (about.kind !== 'moment' && about.kind !== 'article') return mail;
  const [comment] = await db
    .select({ content: comments.content, status: comments.status, userId: comments.userId })
    .from(comments)
    .where(eq(comments.id, about.commentId));
  if (!comment || comment.status !== ContentStatus.published) return mail;
  const [author] = await db
    .select({ nickname: users.nickname, username: users.username })
    .from(users)
    .where(inArray(users.id, [comment.userId]));
  const locale = await memberLocale(event.userId, db);
  const name = author?.nickname || author?.username || m.messages_someone({}, { locale });
  const excerpt = truncateText(comment.content.trim(), { unit: 'graphemes', max: EXCERPT_GRAPHEMES }, '…');
  const target: ReplyTarget = {
    type: 'comment',
    userId: event.userId,
    kind: about.kind,
    entityId: about.entityId,
    commentId: about.commentId,
  };
  const lines = [
    m.replymail_notice_wrote({ name }, { locale }),
    ...excerpt.split('\n').map((line) => `> ${line}`),
    '',
    m.replymail_notice_reply_hint({}, { locale }),
  ];
  return withReplyLines(mail, lines, await replyAddressFor(target, mailbox, db));
}

/** A conversation notice, made answerable by mail: a reply becomes the member's message in it. */
export async function withConversationReply(
  notice: EventOf<'conversation.notice'>,
  mail: MailMessage,
  db: Database,
): Promise<MailMessage> {
  const mailbox = replyMailbox();
  if (!mailbox) return mail;
  const locale = await memberLocale(notice.userId, db);
  const target: ReplyTarget = {
    type: 'conversation',
    userId: notice.userId,
    conversationId: notice.conversationId,
  };
  const lines = [m.replymail_notice_reply_hint_conversation({}, { locale })];
  return withReplyLines(mail, lines, await replyAddressFor(target, mailbox, db));
}
