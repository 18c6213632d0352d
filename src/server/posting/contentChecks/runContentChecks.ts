import type { Database } from '../../db/client.ts';
import type { HoldReason } from '@/shared/postreview/holdReason.ts';
import type { PostingKind } from '../postingKinds.ts';
import type { CheckedAttempt, CheckedKind, ContentCheck } from './contentCheck.ts';
import { firstPostsCheck } from './firstPostsCheck.ts';
import { duplicateTextCheck } from './duplicateTextCheck.ts';
import { akismetCheck } from './akismetCheck.ts';
import { isStaff } from '@/shared/users/roles.ts';

/** The content checks, in order: the cheap ones first, the remote one last. */
const CONTENT_CHECKS: readonly ContentCheck[] = [firstPostsCheck, duplicateTextCheck, akismetCheck()];

export const isCheckedKind = (kind: PostingKind): kind is CheckedKind =>
  kind === 'moment' || kind === 'article' || kind === 'comment';

/**
 * Runs the checks in order; the first that holds the item answers (Akismet is not asked about a held
 * one). Staff are not checked: they review the queue the checks fill.
 */
export async function runContentChecks(
  attempt: CheckedAttempt,
  db: Database,
  checks: readonly ContentCheck[] = CONTENT_CHECKS,
): Promise<HoldReason[]> {
  if (isStaff(attempt.member.role)) return [];
  for (const check of checks) {
    const answer = await check.check(attempt, db);
    if (!answer.pass) return [answer.hold];
  }
  return [];
}
