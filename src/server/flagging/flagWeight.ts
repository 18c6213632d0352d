import { TrustLevel } from '@/shared/trust/trustLevel.ts';
import { isStaff } from '@/shared/users/roles.ts';
import type { Role } from '@/shared/users/currentUser.ts';

export interface Flagger {
  role: Role;
  trustLevel: number;
  flagsAgreed: number;
  flagsDisagreed: number;
}

/**
 * How much one open report counts toward hiding its item (decision 058). Staff weigh the whole
 * threshold: their flag alone hides. A regular member weighs their smoothed agreement ratio,
 * (agreed + 1) / (agreed + disagreed + 1): 1 with no record, never more, and little once staff
 * mostly rejected their flags. New members and members weigh nothing.
 */
export function flagWeight(flagger: Flagger, threshold: number): number {
  if (isStaff(flagger.role)) return threshold;
  if (flagger.trustLevel < TrustLevel.regular) return 0;
  return (flagger.flagsAgreed + 1) / (flagger.flagsAgreed + flagger.flagsDisagreed + 1);
}
