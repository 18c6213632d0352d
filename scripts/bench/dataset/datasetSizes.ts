import type { Preset } from '../benchOptions.ts';

/** How much a generated forum holds; the presets below, or a small one for tests. */
export interface DatasetSize {
  users: number;
  moments: number;
  /** About a tenth of the moments, as on a forum where long-form writing is rarer. */
  articles: number;
  comments: number;
  tags: number;
  /** Comments (replies included) the sample moment gets, for the comment-paging loads. */
  sampleComments: number;
  /** Mean likes per moment (a heavy tail: most get a few, some get hundreds). */
  likesPerMoment: number;
  favoritesPerMoment: number;
  /** Share of comments that get likes. */
  commentLikeShare: number;
  /** Mean follows per member; the followees are Zipf-distributed, so a few members get thousands of fans. */
  followsPerUser: number;
  /** Members who check in, each on most of the last CHECKIN_DAYS days. */
  checkinUsers: number;
}

export const PRESET_SIZES: Record<Preset, DatasetSize> = {
  small: {
    users: 2_000,
    moments: 10_000,
    articles: 1_000,
    comments: 100_000,
    tags: 1_000,
    sampleComments: 240,
    likesPerMoment: 6,
    favoritesPerMoment: 1,
    commentLikeShare: 0.1,
    followsPerUser: 15,
    checkinUsers: 200,
  },
  medium: {
    users: 20_000,
    moments: 100_000,
    articles: 10_000,
    comments: 1_000_000,
    tags: 1_000,
    sampleComments: 400,
    likesPerMoment: 5,
    favoritesPerMoment: 1,
    commentLikeShare: 0.1,
    followsPerUser: 20,
    checkinUsers: 1_000,
  },
  large: {
    users: 50_000,
    moments: 1_000_000,
    articles: 100_000,
    comments: 2_000_000,
    tags: 1_000,
    sampleComments: 600,
    likesPerMoment: 3,
    favoritesPerMoment: 0.5,
    commentLikeShare: 0.05,
    followsPerUser: 20,
    checkinUsers: 2_000,
  },
};
