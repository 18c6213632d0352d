import { getDb, type Database } from '../db/client.ts';
import { assertModuleEnabled } from '../posting/postingRules.ts';
import { passPostingGate } from '../posting/postingGate.ts';
import type { Actor } from '../actor/actor.ts';
import { createComment } from './createComment.ts';
import { newTextPostCounts } from '../content/newTextPostCounts.ts';
import type { CreateCommentData } from '@/shared/comments/commentSchemas.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import type { CommentPosted } from '@/shared/comments/commentView.ts';

/**
 * POST /api/comment/create: the target's module on, through the posting gate, then createComment
 * (held for review when the gate says so). The answer carries the target's comment count, so the
 * page shows it without reloading.
 */
export async function postComment(
  actor: Actor,
  input: CreateCommentData,
  db: Database = getDb(),
): Promise<CommentPosted> {
  assertModuleEnabled(actor.config, input.entityType);
  const { mentioned, counts } = await newTextPostCounts(actor.config, input, db);
  const { member, holds } = await passPostingGate(
    actor,
    { kind: 'comment', isNew: true, text: input.content, counts },
    db,
  );
  const view = await createComment(
    { ...input, userId: member.id, ipLocation: actor.location, mentioned, holds, config: actor.config },
    member.id,
    db,
  );
  const targetCommentCount = await entityTarget(input.entityType).readCounter(db, input.entityId, 'comment');
  return { ...view, targetCommentCount };
}
