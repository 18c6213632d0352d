import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

/** One row of the user centre's blocked-members list (GET /api/user/blocks pages on through them). */
export interface BlockedMember {
  /** What the row shows of the member (their signature is left out). */
  member: Omit<PublicAuthor, 'signature'>;
  blockedAt: string;
}
