import { z } from 'zod';

// The owner's trust, flagging, sign-up and review settings (issue 40), part of the public site
// config: none is a secret (the Akismet key lives in the private settings).

const count = (max: number) => z.number().int().min(0).max(max);
/** A per-level allowance: a number, or null for no limit. */
const allowance = (max: number) => count(max).nullable();

/** What a member must have done to reach a level; every figure must be met. */
const thresholdSchema = z.object({
  daysSinceSignup: count(3650),
  /** Moments, articles and comments published (held ones count once approved). */
  posts: count(100_000),
  likesReceived: count(1_000_000),
  daysVisited: count(3650),
  score: count(10_000_000),
  /** At most this many flags upheld against the member's content. */
  maxFlagsUpheld: count(1000),
});

/** What a member of one level may do; null: no limit. */
const levelLimitsSchema = z.object({
  linksPerPost: allowance(1000),
  imagesPerPost: allowance(1000),
  mentionsPerPost: allowance(1000),
  /** New conversations per day with members who never replied to them. */
  strangerConversationsPerDay: allowance(1000),
  /** Minutes after posting in which the author may still edit. */
  editMinutes: allowance(60 * 24 * 365),
  /** Moments, articles and comments per day. */
  postsPerDay: allowance(100_000),
});

export const trustConfigSchema = z.object({
  member: thresholdSchema,
  regular: thresholdSchema,
  limits: z.object({ new: levelLimitsSchema, member: levelLimitsSchema, regular: levelLimitsSchema }),
  /** Links of regular members lose `nofollow` (they keep `ugc`). */
  followRegularLinks: z.boolean(),
});

export const flaggingConfigSchema = z.object({
  /** Flags from regular members and staff whose weights add up to this hide the item pending review; 0: never. */
  hideThreshold: z.number().min(0).max(100),
});

export const SIGNUP_MODES = ['open', 'invitation', 'approval'] as const;

export const signupConfigSchema = z.object({
  mode: z.enum(SIGNUP_MODES),
  /** A sign-up form sent sooner than this after it was shown is a bot's. */
  minFormSeconds: count(600),
  /** Accounts per address (and per device) and day; 0: no limit. */
  accountsPerAddressPerDay: count(10_000),
});

export const CHECK_FAILURE_CHOICES = ['hold', 'allow'] as const;

export const postReviewConfigSchema = z.object({
  /** A new member's first this many moments, articles and comments wait for review; 0: none. */
  firstPosts: count(100),
  /** The same text by one member within this many hours goes to review; 0: no check. */
  duplicateWindowHours: count(24 * 30),
  /** When a content check (Akismet) cannot answer: hold the item for review, or let it through. */
  onCheckFailure: z.enum(CHECK_FAILURE_CHOICES),
});

export type TrustConfig = z.infer<typeof trustConfigSchema>;
export type LevelLimits = z.infer<typeof levelLimitsSchema>;
export type TrustThreshold = z.infer<typeof thresholdSchema>;
