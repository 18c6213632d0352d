import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { moments } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { notifyModeration } from '../messages/notifyModeration.ts';
import { syncMomentDocument } from '../search/searchIndexSync.ts';
import { recordAction } from './recordAction.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import type { ModerationActor } from './bans.commands.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { MODERATION_REASON_MAX } from '@/shared/moderation/moderationReason.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import { m } from '@/paraglide/messages.js';

export type MomentFlag = 'recommend' | 'sticky';

const COLUMN = { recommend: 'recommended', sticky: 'sticky' } as const;

/**
 * Recommends or stickies a moment (or takes it back): the flag, an audit row, and — when it is
 * switched on and the moment is someone else's — a message to the author after the commit.
 */
export async function setMomentFlag(
  actor: ModerationActor,
  flag: MomentFlag,
  input: { id: number; on: boolean; reason?: string | undefined },
  ip: string,
  db: Database = getDb(),
): Promise<{ changed: boolean }> {
  requirePermission(actor, flag === 'recommend' ? 'moment.recommend' : 'moment.sticky');
  const reason = truncateText((input.reason ?? '').trim(), {
    unit: 'characters',
    max: MODERATION_REASON_MAX,
  });
  const column = COLUMN[flag];
  const result = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ userId: moments.userId, status: moments.status, value: moments[column] })
        .from(moments)
        .where(eq(moments.id, input.id))
        .for('update');
      if (!row || row.status === ContentStatus.deleted) {
        throw new ApiError(404, m.moments_not_found(), ErrorCode.notFound);
      }
      if (row.value === input.on) return { authorId: row.userId, changed: false };
      await tx
        .update(moments)
        .set({ [column]: input.on })
        .where(eq(moments.id, input.id));
      await syncMomentDocument(tx, input.id);
      await recordAction(tx, {
        actorId: actor.id,
        action: `moment.${input.on ? '' : 'un'}${flag}`,
        targetType: 'moment',
        targetId: input.id,
        reason,
        detail: { on: input.on },
        ip,
      });
      return { authorId: row.userId, changed: true };
    }),
  );
  if (result.changed && input.on && result.authorId !== actor.id) {
    await notifyModeration(
      {
        action: flag,
        moderatorId: actor.id,
        authorId: result.authorId,
        kind: 'moment',
        entityId: input.id,
        reason,
      },
      db,
    );
  }
  return { changed: result.changed };
}
