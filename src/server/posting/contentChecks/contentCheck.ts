import type { Database } from '../../db/client.ts';
import type { Actor } from '../../actor/actor.ts';
import type { PostingKind } from '../postingKinds.ts';
import type { HoldReason } from '@/shared/postreview/holdReason.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

/** The kinds of writing the content checks look at (private messages keep the forbidden words only). */
export type CheckedKind = Extract<PostingKind, 'moment' | 'article' | 'comment'>;

/** What a check is shown: the member's attempt, after the gate's other rules let it through. */
export interface CheckedAttempt {
  actor: Actor;
  member: CurrentUser;
  kind: CheckedKind;
  isNew: boolean;
  /** The edited item; absent for a new one. */
  itemId?: number | undefined;
  /** The title and plain text. */
  text: string;
}

/** A check answers pass, or hold with its reason: it never refuses (the item goes to review). */
export type CheckAnswer = { pass: true } | { pass: false; hold: HoldReason };

export const PASS: CheckAnswer = { pass: true };
export const holdFor = (hold: HoldReason): CheckAnswer => ({ pass: false, hold });

/** One content check of the posting gate (issue 40): first posts, duplicate text, Akismet. */
export interface ContentCheck {
  name: string;
  check(attempt: CheckedAttempt, db: Database): Promise<CheckAnswer>;
}
