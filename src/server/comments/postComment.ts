import { getDb, type Database } from '../db/client.ts';
import { assertMayPost, assertModuleEnabled } from '../posting/postingRules.ts';
import { enforceCommentRateLimit } from './commentRateLimit.ts';
import { createComment } from './createComment.ts';
import type { CreateCommentData } from '@/shared/comments/commentSchemas.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import type { CommentPosted } from '@/shared/comments/commentView.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

/**
 * POST /api/comment/create: signed in (401 errorCode 1), a verified e-mail when the site asks
 * for one (403 errorCode 7), the target's module on, within the rate limit; then createComment.
 * The answer carries the target's comment count, so the page shows it without reloading.
 */
export async function postComment(
  user: CurrentUser | null,
  config: SiteConfig,
  input: CreateCommentData,
  ipLocation: string,
  db: Database = getDb(),
): Promise<CommentPosted> {
  assertMayPost(user, config, 'comment');
  assertModuleEnabled(config, input.entityType);
  await enforceCommentRateLimit(user.id, db);
  const view = await createComment({ ...input, userId: user.id, ipLocation }, user.id, db);
  const targetCommentCount = await entityTarget(input.entityType).readCounter(db, input.entityId, 'comment');
  return { ...view, targetCommentCount };
}
