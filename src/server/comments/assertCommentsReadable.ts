import { assertModuleEnabled } from '../posting/postingRules.ts';
import { assertTargetReadable } from '../entities/assertTargetReadable.ts';
import type { CommentKind } from '@/shared/comments/commentKinds.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

/** The comments of a moment or article may be read: its module is on and the viewer may see it (404 otherwise). */
export async function assertCommentsReadable(
  config: SiteConfig,
  target: { entityType: CommentKind; entityId: number },
  viewer: CurrentUser | null,
): Promise<void> {
  assertModuleEnabled(config, target.entityType);
  await assertTargetReadable(target.entityType, target.entityId, viewer);
}
