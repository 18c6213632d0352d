import { TrustLevel } from '@/shared/trust/trustLevel.ts';
import { isStaff } from '@/shared/users/roles.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

/**
 * Whether links the member saves lose `nofollow` (decision 057): regular members and staff, when the
 * owner turned `trust.followRegularLinks` on. Decided at save time, so every reader gets the same HTML.
 */
export function authorLinksFollowed(
  member: Pick<CurrentUser, 'role' | 'trustLevel'> | null,
  config: Pick<SiteConfig, 'trust'>,
): boolean {
  if (!member || !config.trust.followRegularLinks) return false;
  return isStaff(member.role) || member.trustLevel >= TrustLevel.regular;
}
