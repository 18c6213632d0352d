import { z } from 'zod';
import { DEFAULT_SITE_CONFIG } from './siteConfigDefaults.ts';
import { settingUrlSchema } from '@/shared/validation/settingUrl.ts';
import { REVISION_HISTORY_VISIBILITY } from '@/shared/revisions/historyVisibility.ts';
import { MENTIONS_PER_ITEM_CEILING } from '@/shared/mentions/mentionLimits.ts';
import { m } from '@/paraglide/messages.js';
import { asInstalledBuiltinNav, siteNavSchema } from './siteNav.ts';
import {
  flaggingConfigSchema,
  postReviewConfigSchema,
  signupConfigSchema,
  trustConfigSchema,
} from '@/shared/trust/trustConfig.ts';
import { linkPreviewConfigSchema } from '@/shared/linkpreviews/linkPreviewSettings.ts';
import { reactionsSettingSchema } from '@/shared/reactions/reactionEmoji.ts';

export { DEFAULT_SITE_CONFIG };

/** Public site configuration; secrets live elsewhere. */
export const siteConfigSchema = z.object({
  modules: z.object({ moment: z.boolean(), article: z.boolean(), tweet: z.boolean() }),
  siteTitle: z.string().max(80),
  /** An image uploaded here, or '' for none (decision 025). */
  siteLogo: settingUrlSchema('image', { invalid: () => m.adminsettings_logo_invalid(), optional: true }),
  siteDescription: z.string().max(300),
  siteKeywords: z.array(z.string().max(40)).max(20),
  siteNotification: z.string().max(5000),
  siteNavs: z.array(siteNavSchema).max(20),
  defaultNodeId: z.number().int().min(0),
  enableHideContent: z.boolean(),
  createMomentEmailVerified: z.boolean(),
  createArticleEmailVerified: z.boolean(),
  createCommentEmailVerified: z.boolean(),
  momentCaptcha: z.boolean(),
  recommendTags: z.array(z.string().max(40)).max(30),
  /** Links to other sites in user content lead through the /redirect interstitial. */
  externalLinkRedirect: z.boolean(),
  language: z.enum(['en-US', 'zh-CN']),
  /** Points earned per action (issue 5 default rules). */
  scoreRules: z.object({
    moment: z.number().int().min(0).max(1000),
    comment: z.number().int().min(0).max(1000),
    checkin: z.number().int().min(0).max(1000),
    /** Paid to the member whose comment is accepted as a question's answer; 0 turns it off. */
    answer: z.number().int().min(0).max(1000),
  }),
  /** Posting frequency limits (issue 7); 0 turns a limit off. */
  antiAbuse: z.object({
    momentsPerHour: z.number().int().min(0).max(10_000),
    articlesPerHour: z.number().int().min(0).max(10_000),
    commentsPerHour: z.number().int().min(0).max(10_000),
    /** A burst wall under the hourly one: enough for a lively thread, too few for a flood. */
    commentsPerMinute: z.number().int().min(0).max(10_000),
    /** Moments, articles and comments together from one IP address. */
    postsPerIpPerHour: z.number().int().min(0).max(100_000),
    /** Accounts younger than this many hours are new… */
    newAccountHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 90),
    /** …and may post this many moments, articles and comments together per hour. */
    newAccountPostsPerHour: z.number().int().min(0).max(10_000),
    /** Private conversation messages per member and hour (decision 036). */
    messagesPerHour: z.number().int().min(0).max(10_000),
  }),
  /** Private conversations (decision 036): on or off, and how many others one may include. */
  conversations: z.object({
    enabled: z.boolean(),
    maxMembers: z.number().int().min(1).max(50),
  }),
  /** Edit history (decision 034): the author's grace period and who may read the history. */
  revisions: z.object({
    /** An author's edit this many minutes after posting keeps no revision; 0: every edit keeps one. */
    graceMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
    historyVisibility: z.enum(REVISION_HISTORY_VISIBILITY),
  }),
  /** Watching (decision 038): whether watched things send messages at all. */
  watching: z.object({ notices: z.boolean() }),
  /** @mentions (decision 037): an item naming more members than this is refused. */
  mentions: z.object({
    maxPerItem: z.number().int().min(0).max(MENTIONS_PER_ITEM_CEILING),
  }),
  /** Trust levels (issue 40): the thresholds of each level and what each level may do. */
  trust: trustConfigSchema,
  /** Flags that hide an item pending review (issue 40). */
  flagging: flaggingConfigSchema,
  /** Who may sign up, and the sign-up form's bot defences (issue 40). */
  signup: signupConfigSchema,
  /** What waits for review before it is public: first posts, duplicates, failed checks (issue 40). */
  postReview: postReviewConfigSchema,
  /** Digest mail (decision 065): sent to members away this many days; 0 sends none. */
  digest: z.object({ afterDays: z.number().int().min(0).max(365) }),
  /** Cards for links alone on their line (decision 079): off, any site, or listed domains only. */
  linkPreviews: linkPreviewConfigSchema,
  /** Badges (decision 083): off hides them everywhere and stops awarding. */
  badges: z.object({ enabled: z.boolean() }),
  /** Emoji reactions beside the like (decision 080): none keeps the like alone. */
  reactions: reactionsSettingSchema,
  /** The IANA time zone every shown time is written in (formatDate); its midnight ends a check-in day. */
  timeZone: z.string().refine(isTimeZone, { error: () => m.adminsettings_time_zone_invalid() }),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export type SiteConfig = z.infer<typeof siteConfigSchema>;

type NestedKey =
  | 'modules'
  | 'scoreRules'
  | 'antiAbuse'
  | 'revisions'
  | 'conversations'
  | 'watching'
  | 'mentions'
  | 'trust'
  | 'flagging'
  | 'signup'
  | 'postReview'
  | 'digest'
  | 'linkPreviews'
  | 'badges';
const NESTED_KEYS: ReadonlySet<string> = new Set<NestedKey>([
  'modules',
  'scoreRules',
  'antiAbuse',
  'revisions',
  'conversations',
  'watching',
  'mentions',
  'trust',
  'flagging',
  'signup',
  'postReview',
  'digest',
  'linkPreviews',
  'badges',
]);

/** Merges stored values over the defaults, dropping any stored value that no longer fits. */
export function mergeSiteConfig(stored: Record<string, unknown>): SiteConfig {
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_CONFIG };
  const shape = siteConfigSchema.shape;
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in shape)) continue;
    const field = shape[key as keyof typeof shape];
    const nestedDefaults = NESTED_KEYS.has(key) ? DEFAULT_SITE_CONFIG[key as NestedKey] : undefined;
    let candidate =
      nestedDefaults && value && typeof value === 'object'
        ? { ...nestedDefaults, ...(value as object) }
        : value;
    // An earlier install's default link reads as built-in; one that no longer passes is left out,
    // not the whole list with it.
    if (key === 'siteNavs' && Array.isArray(candidate)) {
      candidate = candidate.map(asInstalledBuiltinNav).filter((nav) => siteNavSchema.safeParse(nav).success);
    }
    const parsed = field.safeParse(candidate);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as SiteConfig;
}
