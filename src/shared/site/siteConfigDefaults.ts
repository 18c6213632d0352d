import type { SiteConfig } from './siteConfig.ts';

// Kept apart from the zod schema so browser code can start from the defaults without loading zod.
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  modules: { moment: true, article: true, tweet: false },
  siteTitle: 'Plaza',
  siteLogo: '',
  siteDescription: '',
  siteKeywords: [],
  siteNotification: '',
  siteNavs: [],
  defaultNodeId: 0,
  enableHideContent: false,
  createMomentEmailVerified: false,
  createArticleEmailVerified: false,
  createCommentEmailVerified: false,
  momentCaptcha: false,
  recommendTags: [],
  externalLinkRedirect: false,
  language: 'en-US',
  scoreRules: { moment: 5, comment: 2, checkin: 3 },
  antiAbuse: {
    momentsPerHour: 20,
    articlesPerHour: 5,
    commentsPerHour: 60,
    commentsPerMinute: 20,
    postsPerIpPerHour: 120,
    newAccountHours: 24,
    newAccountPostsPerHour: 10,
  },
  revisions: { graceMinutes: 5, historyVisibility: 'everyone' },
  mentions: { maxPerItem: 10 },
  timeZone: 'UTC',
};
