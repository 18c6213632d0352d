/**
 * A member's trust level (issue 40), earned from what they did: new accounts start at 0. Staff
 * (moderators, admins, the owner) stand above every level; their role, not a level, says so.
 */
export const TrustLevel = { new: 0, member: 1, regular: 2 } as const;
export type TrustLevelValue = (typeof TrustLevel)[keyof typeof TrustLevel];
export const TRUST_LEVELS = [TrustLevel.new, TrustLevel.member, TrustLevel.regular] as const;
