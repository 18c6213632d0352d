/**
 * Why an item waits for review (issue 40): the gate's forbidden words and its content checks, or
 * flags that hid it after it was published (decision 058).
 */
const HOLD_REASON_KINDS = ['forbiddenWords', 'firstPosts', 'duplicate', 'akismet', 'flags'] as const;
export type HoldReasonKind = (typeof HOLD_REASON_KINDS)[number];

export interface HoldReason {
  kind: HoldReasonKind;
  /**
   * What the reviewer needs beside the kind: the words found (comma-separated), the earlier item
   * with the same text ('moment:12'), or Akismet's answer ('spam' or 'unavailable'); '' for first posts and flags.
   */
  detail: string;
}

export const isHoldReasonKind = (value: unknown): value is HoldReasonKind =>
  typeof value === 'string' && (HOLD_REASON_KINDS as readonly string[]).includes(value);
