import { ApiError } from '../http/ApiError.ts';
import { getDb, type Database } from '../db/client.ts';
import { assertNotBanned } from '../moderation/assertNotBanned.ts';
import { requireCaptchaPass } from '../captcha/captchaChallenges.ts';
import { forbiddenWordsIn } from '../forbiddenWords/forbiddenWords.ts';
import type { Actor } from '../actor/actor.ts';
import { countPosting } from './countPosting.ts';
import { assertLevelAllows, spendLevelAllowances, type LevelAttempt } from './levelLimits.ts';
import { forbiddenWordsHold } from '../forbiddenWords/reviewHolds.ts';
import { isCheckedKind, runContentChecks } from './contentChecks/runContentChecks.ts';
import { POSTING_KINDS, type PostingKind } from './postingKinds.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { HoldReason } from '@/shared/postreview/holdReason.ts';
import { m } from '@/paraglide/messages.js';

export interface PostingAttempt extends LevelAttempt {
  kind: PostingKind;
  /** A new item may need the captcha and counts against the limits; an edit does neither. */
  isNew: boolean;
  /** The title and plain text, searched for forbidden words. */
  text: string;
  /** The solved puzzle's pass, for a kind that asks for one. */
  captchaToken?: string | undefined;
  /** The edited item, so the duplicate check does not compare it with itself. */
  itemId?: number | undefined;
}

export interface PostingPass {
  /** The member who may write. */
  member: CurrentUser;
  /** The forbidden words the text holds: the item waits for review. Empty: it is published. */
  heldBy: string[];
  /** Why the item waits for review: the forbidden words, else the first content check that held it. */
  holds: HoldReason[];
}

/**
 * The one gate every member's writing passes inside its command, in this order: signed in (401),
 * not banned (403), a verified e-mail when the kind's flag asks (403 errorCode 7), the trust level's
 * per-post limits and edit window (403), then for a new item the captcha (400), the posting limits
 * and the level's per-day allowances (429), and last the forbidden words and the content checks
 * (contentChecks/), which hold it for review instead of refusing it.
 */
export async function passPostingGate(
  actor: Actor,
  attempt: PostingAttempt,
  db: Database = getDb(),
): Promise<PostingPass> {
  const { member, config } = actor;
  if (!member) throw new ApiError(401, m.error_sign_in_first(), ErrorCode.notSignedIn);
  assertNotBanned(member, config.timeZone);
  const rules = POSTING_KINDS[attempt.kind];
  if (config[rules.emailFlag] && !(member.email && member.emailVerified)) {
    throw new ApiError(403, m.error_verify_email_first(), ErrorCode.emailNotVerified);
  }
  assertLevelAllows(member, config, attempt);
  if (attempt.isNew) {
    if (rules.captchaFlag && config[rules.captchaFlag]) await requireCaptchaPass(attempt.captchaToken, db);
    await countPosting(member, actor.ip, attempt.kind, config, db);
    await spendLevelAllowances(member, config, attempt, db);
  }
  const heldBy = rules.reviewed ? await forbiddenWordsIn(attempt.text, db) : [];
  if (heldBy.length > 0) return { member, heldBy, holds: [forbiddenWordsHold(heldBy)] };
  const { kind } = attempt;
  const holds = isCheckedKind(kind) ? await runContentChecks({ ...attempt, kind, actor, member }, db) : [];
  return { member, heldBy, holds };
}
