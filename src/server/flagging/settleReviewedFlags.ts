import type { Transaction } from '../entities/entityTarget.ts';
import { isHiddenByFlags, settleFlags } from './settleFlags.ts';
import type { FlaggableKind } from './flaggableKinds.ts';
import type { ModeratorAction } from '../admincontent/moderateContent.ts';

/**
 * A review decision on an item flags hid settles its reports the same way as /admin/reports:
 * approving dismisses them, rejecting upholds them. True when the item was hidden by flags.
 */
export async function settleReviewedFlags(
  tx: Transaction,
  kind: FlaggableKind,
  id: number,
  authorId: number,
  decision: 'approve' | 'reject',
  action: ModeratorAction,
): Promise<boolean> {
  if (!(await isHiddenByFlags(tx, kind, id))) return false;
  await settleFlags(
    tx,
    { kind, id, authorId },
    { upheld: decision === 'reject', resolverId: action.actor.id, note: action.reason, ip: action.ip },
  );
  return true;
}
