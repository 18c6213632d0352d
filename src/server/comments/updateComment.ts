import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments } from '../db/schema/index.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { ApiError } from '../http/ApiError.ts';
import { assertModuleEnabled } from '../posting/postingRules.ts';
import { passPostingGate } from '../posting/postingGate.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { keepPreviousVersion } from '../revisions/keepPreviousVersion.ts';
import type { Actor } from '../actor/actor.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { commentKindOf, toCommentViews } from './commentViews.ts';
import { lockCommentVersion } from './commentRevisions.ts';
import { mentionedInText } from '../mentions/linkMentions.ts';
import { contentCounts } from '../content/contentCounts.ts';
import { notifyCommentMentions } from '../mentions/notifyCommentMentions.ts';
import { announceMentionNotices, NO_MENTION_NOTICES } from '../mentions/notifyMentions.ts';
import { recordHold } from '../forbiddenWords/reviewHolds.ts';
import { keepFingerprint } from '../posting/contentChecks/keepFingerprint.ts';
import { moveContentStatus } from '../admincontent/statusTransitions.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { hasPermission } from '@/shared/users/permissions.ts';
import type { UpdateCommentData } from '@/shared/comments/commentSchemas.ts';
import type { CommentView } from '@/shared/comments/commentView.ts';
import { m } from '@/paraglide/messages.js';

const notFound = () => new ApiError(404, m.comments_not_found(), ErrorCode.notFound);

/**
 * POST /api/comment/update: the author rewrites their comment's text while its moment or article is
 * open; staff who may remove any comment may always rewrite one (with an audit row). Through the
 * posting gate like every write; past the grace period the old text is kept as a revision.
 */
export async function updateComment(
  actor: Actor,
  input: UpdateCommentData,
  db: Database = getDb(),
): Promise<CommentView> {
  const [found] = await db.select().from(comments).where(eq(comments.id, input.id)).limit(1);
  const mentioned = await mentionedInText(input.content, actor.config.mentions.maxPerItem, db);
  // The images stay as they are: only what the edit writes counts against the level (decision 057).
  const counts = contentCounts({ text: input.content, mentioned: mentioned.length });
  const postedAt = found && found.userId === actor.member?.id ? found.createdAt : undefined;
  const { member, holds } = await passPostingGate(
    actor,
    { kind: 'comment', isNew: false, itemId: input.id, text: input.content, counts, postedAt },
    db,
  );
  if (!found) throw notFound();
  const kind = commentKindOf(found.entityType);
  assertModuleEnabled(actor.config, kind);
  const isAuthor = found.userId === member.id;
  if (!isAuthor && !hasPermission(member.role, 'comment.delete.any')) {
    throw new ApiError(403, m.comments_edit_forbidden(), ErrorCode.forbidden);
  }
  const edit = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      // Lock order as posting and deleting: the target, then the comment.
      const target = await entityTarget(kind).lockTarget(tx, found.entityId);
      if (isAuthor && !target?.open) {
        throw new ApiError(404, m.comments_target_unavailable(), ErrorCode.notFound);
      }
      const current = await lockCommentVersion(tx, input.id);
      if (!current) throw notFound();
      const { version, ...item } = current;
      // Only the text is rewritten; the images stay as they are.
      await keepPreviousVersion(tx, item, {
        editorId: member.id,
        before: version,
        after: { ...version, body: input.content, bodyText: input.content },
        graceMinutes: actor.config.revisions.graceMinutes,
      });
      await tx.update(comments).set({ content: input.content }).where(eq(comments.id, input.id));
      const fingerprinted = {
        userId: found.userId,
        kind: 'comment' as const,
        id: input.id,
        text: input.content,
      };
      await keepFingerprint(tx, actor.config, fingerprinted);
      // An edit a content check holds takes a published comment back to review, out of every count.
      if (holds.length > 0) {
        await moveContentStatus(tx, 'comment', input.id, [ContentStatus.published], ContentStatus.pending);
        await recordHold(tx, { kind: 'comment', id: input.id, authorId: found.userId, reasons: holds });
      }
      if (!isAuthor) {
        await recordAction(tx, {
          actorId: member.id,
          action: 'comment.edit',
          targetType: 'comment',
          targetId: input.id,
          ip: actor.ip,
        });
      }
      const edited = { type: 'content.edited', kind: 'comment', id: input.id, actorId: member.id } as const;
      const event = await recordEvent(tx, { ...edited, at: Date.now() });
      // Members the edit newly mentions hear of it, from the comment's author, unless it is held again.
      if (holds.length > 0) return { event, notices: NO_MENTION_NOTICES };
      const notices = await notifyCommentMentions(tx, {
        commentId: input.id,
        authorId: found.userId,
        kind,
        entityId: found.entityId,
        content: input.content,
        mentioned,
      });
      return { event, notices };
    }),
  );
  await deliverNow([edit.event], db);
  await announceMentionNotices(edit.notices, db);
  const [row] = await db.select().from(comments).where(eq(comments.id, input.id));
  if (!row) throw notFound();
  const [view] = await toCommentViews([row], member.id, db);
  if (!view) throw notFound();
  return view;
}
