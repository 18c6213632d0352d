import { TrustLevel, type TrustLevelValue } from './trustLevel.ts';
import { m } from '@/paraglide/messages.js';

const NAMES: Record<TrustLevelValue, () => string> = {
  [TrustLevel.new]: m.trust_level_new,
  [TrustLevel.member]: m.trust_level_member,
  [TrustLevel.regular]: m.trust_level_regular,
};

/** A level's name in the reader's language: New member, Member, Regular. */
export function trustLevelName(level: TrustLevelValue): string {
  return NAMES[level]();
}
