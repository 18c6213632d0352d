import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import type { TrustLevelValue } from '@/shared/trust/trustLevel.ts';

/** What the public profile page shows about a member. */
export interface PublicProfile extends PublicAuthor {
  background: string;
  homepage: string;
  score: number;
  momentCount: number;
  commentCount: number;
  fansCount: number;
  followCount: number;
  /** The n-th member to join. */
  registrationRank: number;
  createdAt: string;
  /** The trust level earned (issue 40); null for staff, who stand above the levels. */
  trustLevel: TrustLevelValue | null;
}

/** The viewer's relation to the profile's owner. */
export interface ProfileRelation {
  isSelf: boolean;
  following: boolean;
  /** The owner follows the viewer too. */
  followedBack: boolean;
}
