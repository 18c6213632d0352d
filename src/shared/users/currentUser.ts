import type { ActiveBan } from './ban.ts';
import type { PublicAuthor } from './publicAuthor.ts';
import type { TrustLevelValue } from '@/shared/trust/trustLevel.ts';

export const ROLES = ['owner', 'admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** What the browser may know about the signed-in user. */
export interface CurrentUser extends PublicAuthor {
  email: string | null;
  emailVerified: boolean;
  passwordSet: boolean;
  wechatBound: boolean;
  homepage: string;
  background: string;
  score: number;
  momentCount: number;
  commentCount: number;
  role: Role;
  createdAt: string;
  /** The ban in force when the user was read; null when free to post. */
  ban: ActiveBan | null;
  /** The trust level earned (issue 40); staff stand above it by their role. */
  trustLevel: TrustLevelValue;
}

/** GET /api/user/current: the current user plus how many members joined up to and including them. */
export interface CurrentUserDetails extends CurrentUser {
  registrationRank: number;
}
