import type { SiteConfig } from '@/shared/site/siteConfig.ts';

export type PostingKind = 'moment' | 'article' | 'comment' | 'message';

type Limit = keyof SiteConfig['antiAbuse'];

interface PostingKindRules {
  /** The site flag that asks for a verified e-mail address first (decision 032). */
  emailFlag: 'createMomentEmailVerified' | 'createArticleEmailVerified' | 'createCommentEmailVerified';
  /** The site flag that asks for a solved slider puzzle before a new item. */
  captchaFlag?: 'momentCaptcha';
  /** New items per member and hour… */
  perHour: Limit;
  /** …and per member and minute, where a burst needs its own wall. */
  perMinute?: Limit;
  /** Forbidden words hold the item for review (moments and articles have a review queue). */
  reviewed: boolean;
}

/** What the posting gate asks of each kind of writing. Posts and tweets are both moments. */
export const POSTING_KINDS: Record<PostingKind, PostingKindRules> = {
  moment: {
    emailFlag: 'createMomentEmailVerified',
    captchaFlag: 'momentCaptcha',
    perHour: 'momentsPerHour',
    reviewed: true,
  },
  article: { emailFlag: 'createArticleEmailVerified', perHour: 'articlesPerHour', reviewed: true },
  comment: {
    emailFlag: 'createCommentEmailVerified',
    perHour: 'commentsPerHour',
    perMinute: 'commentsPerMinute',
    reviewed: false,
  },
  // A private conversation message (decision 036): a comment's e-mail rule, its own hourly limit.
  message: { emailFlag: 'createCommentEmailVerified', perHour: 'messagesPerHour', reviewed: true },
};
