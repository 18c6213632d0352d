import type { LevelLimits, TrustConfig } from './trustConfig.ts';

// Apart from the zod schema, like the site config's defaults, so browser code need not load zod.

/** A level without limits (null: none), as the regular members' level is by default. */
export const NO_LEVEL_LIMITS: LevelLimits = {
  linksPerPost: null,
  imagesPerPost: null,
  mentionsPerPost: null,
  strangerConversationsPerDay: null,
  editMinutes: null,
  postsPerDay: null,
};

/** Defaults a spammer's first day cannot pass: a day, two visits and three published posts to be a member. */
export const DEFAULT_TRUST_CONFIG: TrustConfig = {
  member: { daysSinceSignup: 1, posts: 3, likesReceived: 0, daysVisited: 2, score: 0, maxFlagsUpheld: 1 },
  regular: {
    daysSinceSignup: 30,
    posts: 30,
    likesReceived: 20,
    daysVisited: 15,
    score: 0,
    maxFlagsUpheld: 0,
  },
  limits: {
    new: {
      linksPerPost: 0,
      imagesPerPost: 1,
      mentionsPerPost: 2,
      strangerConversationsPerDay: 0,
      editMinutes: 60,
      postsPerDay: 10,
    },
    member: {
      linksPerPost: 10,
      imagesPerPost: 10,
      mentionsPerPost: 10,
      strangerConversationsPerDay: 5,
      editMinutes: null,
      postsPerDay: 100,
    },
    regular: NO_LEVEL_LIMITS,
  },
  followRegularLinks: false,
};
