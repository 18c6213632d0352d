import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, messages, moments } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { isMessageType, type MessageView } from '@/shared/messages/messageTypes.ts';
import { messageTargetKindOf } from '@/shared/messages/messageTargets.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import { BADGE_NOTICE, badgeOfNotice } from '@/shared/badges/badges.ts';

export const MESSAGES_PER_PAGE = 20;
const TITLE_MAX = 60;

type MessageRow = typeof messages.$inferSelect;

function shortTitle(title: string, excerpt: string): string {
  const text = (title || excerpt).replace(/\s+/g, ' ').trim();
  // The "…" is the character after the TITLE_MAX shown.
  return truncateText(text, { unit: 'graphemes', max: TITLE_MAX + 1 }, '…');
}

/** Titles of the moments and articles the messages point at: one query per kind. */
async function targetTitles(rows: MessageRow[], db: Database) {
  const idsOf = (type: number) => [
    ...new Set(rows.filter((row) => row.entityType === type && row.entityId > 0).map((row) => row.entityId)),
  ];
  const momentIds = idsOf(EntityType.moment);
  const articleIds = idsOf(EntityType.article);
  const [momentRows, articleRows] = await Promise.all([
    momentIds.length
      ? db
          .select({ id: moments.id, title: moments.title, excerpt: moments.excerpt })
          .from(moments)
          .where(inArray(moments.id, momentIds))
      : [],
    articleIds.length
      ? db
          .select({ id: articles.id, title: articles.title, excerpt: articles.excerpt })
          .from(articles)
          .where(inArray(articles.id, articleIds))
      : [],
  ]);
  return {
    moment: new Map(momentRows.map((row) => [row.id, shortTitle(row.title, row.excerpt)])),
    article: new Map(articleRows.map((row) => [row.id, shortTitle(row.title, row.excerpt)])),
  };
}

/** A member's messages, newest first, one cursor page (messages_user_idx), with who and what. */
export async function listMessages(
  userId: number,
  cursor: string | undefined,
  db: Database = getDb(),
): Promise<CursorPage<MessageView>> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), after ? lt(messages.id, after.id) : undefined))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_PER_PAGE + 1);
  const page = toCursorPage(rows, MESSAGES_PER_PAGE, (row) => ({ k: row.id, id: row.id }));
  const [actors, titles] = await Promise.all([
    authorsByIds(
      page.results.map((row) => row.actorId),
      db,
    ),
    targetTitles(page.results, db),
  ]);
  const results = page.results.flatMap((row): MessageView[] => {
    if (!isMessageType(row.type)) return [];
    const actor = actors.get(row.actorId) ?? missingAuthor(row.actorId);
    const kind = messageTargetKindOf(row.entityType);
    // A conversation has no title: the sentence says "in a conversation" and View opens it.
    const title = kind === 'conversation' ? '' : (titles[kind].get(row.entityId) ?? '');
    const target = row.entityId > 0 ? { kind, id: row.entityId, title } : null;
    return [
      {
        id: row.id,
        type: row.type,
        actor: {
          id: actor.id,
          nickname: actor.nickname,
          username: actor.username,
          avatar: actor.avatar,
          smallAvatar: actor.smallAvatar,
        },
        // A badge notice's entity_id is the badge's number, not a moment.
        target: row.type === 'follow' || row.type === BADGE_NOTICE ? null : target,
        commentId: row.commentId,
        ...(row.type === BADGE_NOTICE ? { badge: badgeOfNotice(row.entityId)?.slug ?? '' } : {}),
        quote: row.quote,
        isRead: row.isRead,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
  return { results, cursor: page.cursor, hasMore: page.hasMore };
}
