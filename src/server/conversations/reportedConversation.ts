import { and, desc, eq, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMessages, reports } from '../db/schema/index.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { recordAction } from '../moderation/recordAction.ts';
import type { ModeratorAction } from '../admincontent/moderateContent.ts';
import { conversationNotFound, activeMemberIds } from './conversationAccess.ts';
import { THREAD_INDEX, toMessageViews } from './conversationThread.queries.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { ReportStatus } from '@/shared/admincontent/reportSchemas.ts';
import type { ConversationMessageView } from '@/shared/conversations/conversationView.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

const STAFF_READ_PAGE = 50;

export interface ReportedConversation {
  id: number;
  members: PublicAuthor[];
  messages: ConversationMessageView[];
  /** The id to page back from, 0 when the first message is shown. */
  olderBefore: number;
}

/**
 * Staff read a conversation only while a report of it by one of its members is open (decision 036);
 * without one it is the 404 of a conversation that does not exist. Every reading is audited.
 */
export async function readReportedConversation(
  conversationId: number,
  before: number | undefined,
  action: Omit<ModeratorAction, 'reason'>,
  db: Database = getDb(),
): Promise<ReportedConversation> {
  requirePermission(action.actor, 'conversation.read.reported');
  const [report] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, 'conversation'),
        eq(reports.targetId, conversationId),
        eq(reports.status, ReportStatus.open),
      ),
    )
    .limit(1);
  if (!report) throw conversationNotFound();
  await recordAction(db, {
    actorId: action.actor.id,
    action: 'conversation.read',
    targetType: 'conversation',
    targetId: conversationId,
    detail: { reportId: report.id, before: before ?? 0 },
    ip: action.ip,
  });
  const rows = await db
    .select()
    .from(conversationMessages, THREAD_INDEX)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        before ? lt(conversationMessages.id, before) : undefined,
        eq(conversationMessages.status, ContentStatus.published),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(STAFF_READ_PAGE + 1);
  const page = rows.slice(0, STAFF_READ_PAGE).reverse();
  const memberIds = await activeMemberIds(db, conversationId);
  const authors = await authorsByIds(memberIds, db);
  return {
    id: conversationId,
    members: memberIds.map((id) => authors.get(id) ?? missingAuthor(id)),
    messages: await toMessageViews(page, db),
    olderBefore: rows.length > STAFF_READ_PAGE ? (page[0]?.id ?? 0) : 0,
  };
}
