import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import type { Party } from '../admin/userRules.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { TrustLevelValue } from '@/shared/trust/trustLevel.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';

export interface StaffTrustChange {
  userId: number;
  level: TrustLevelValue;
  locked: boolean;
}

/**
 * Staff set a member's level and whether it is locked, in one write with its audit entry (old and
 * new level and lock). Staff members stand above the levels: setting theirs is refused.
 */
export async function setTrustLevel(
  actor: Party,
  change: StaffTrustChange,
  ip: string,
  db: Database = getDb(),
): Promise<void> {
  requirePermission(actor, 'user.trust');
  await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const [member] = await tx
        .select({
          id: users.id,
          role: users.role,
          status: users.status,
          level: users.trustLevel,
          locked: users.trustLevelLocked,
        })
        .from(users)
        .where(eq(users.id, change.userId))
        .for('update');
      if (!member || member.status === UserStatus.deleted) {
        throw new ApiError(404, m.adminusers_not_found(), ErrorCode.notFound);
      }
      if (member.role !== 'user') {
        throw new ApiError(400, m.trust_refused_staff(), ErrorCode.validation, 'userId');
      }
      await tx
        .update(users)
        .set({ trustLevel: change.level, trustLevelLocked: change.locked })
        .where(eq(users.id, member.id));
      await recordAction(tx, {
        actorId: actor.id,
        action: 'user.trust',
        targetType: 'user',
        targetId: member.id,
        detail: {
          oldLevel: member.level,
          newLevel: change.level,
          oldLocked: member.locked,
          newLocked: change.locked,
        },
        ip,
      });
    }),
  );
}
