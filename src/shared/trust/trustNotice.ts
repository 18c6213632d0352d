import { TrustLevel, type TrustLevelValue } from './trustLevel.ts';

/** The message-centre notices of a promotion, one type per level reached. */
export const TRUST_NOTICE_TYPES = ['trust_member', 'trust_regular'] as const;
export type TrustNoticeType = (typeof TRUST_NOTICE_TYPES)[number];

/** The notice of reaching a level above new. */
export function trustNoticeType(level: TrustLevelValue): TrustNoticeType {
  return level === TrustLevel.regular ? 'trust_regular' : 'trust_member';
}

export function isTrustNotice(type: string): type is TrustNoticeType {
  return (TRUST_NOTICE_TYPES as readonly string[]).includes(type);
}
