import { TRUST_LEVELS, TrustLevel, type TrustLevelValue } from './trustLevel.ts';

/** A stored trust_level as a level; anything else reads as new. */
export function trustLevelOf(value: number): TrustLevelValue {
  return (TRUST_LEVELS as readonly number[]).includes(value) ? (value as TrustLevelValue) : TrustLevel.new;
}
