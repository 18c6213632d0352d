// Per-member counters the generator accumulates (users.moment_count, comment_count, fans_count,
// follow_count, score), and the likes, favorites and follows that feed them.
import { DAY_MS, FIRST_MEMBER_ID, reactionCount, type Clock, type EntityPlan } from './contentPlan.ts';
import { distinct, heavyTailCount, zipfSampler, type Random } from './datasetRandom.ts';
import type { DatasetSize } from './datasetSizes.ts';
import type { TableSink } from './bulkWriter.ts';

export interface MemberCounters {
  momentCount: Uint32Array;
  commentCount: Uint32Array;
  fansCount: Uint32Array;
  followCount: Uint32Array;
  score: Int32Array;
}

export function memberCounters(users: number): MemberCounters {
  return {
    momentCount: new Uint32Array(users),
    commentCount: new Uint32Array(users),
    fansCount: new Uint32Array(users),
    followCount: new Uint32Array(users),
    score: new Int32Array(users),
  };
}

/** Members sign up during the two months before the first post, the most active first. */
export function memberCreatedAt(index: number, users: number, clock: Clock): number {
  return clock.start - 60 * DAY_MS + Math.floor((index / users) * 59 * DAY_MS);
}

const later = (from: number, clock: Clock, random: Random, withinMs = 30 * DAY_MS) =>
  new Date(from + Math.floor(random() * Math.max(0, Math.min(withinMs, clock.end - from))));

/** Likes and favorites of every planned row (never by its author); sets the row's counters. */
export async function writeReactions(
  plan: EntityPlan,
  entityType: number,
  size: DatasetSize,
  clock: Clock,
  random: Random,
  sinks: { likes: TableSink; favorites: TableSink },
): Promise<void> {
  const member = zipfSampler(size.users, 0.6, random);
  for (let index = 0; index < plan.count; index += 1) {
    const author = plan.author[index]!;
    const created = plan.createdAt[index]!;
    const likers = distinct(reactionCount(size.likesPerMoment, size.users, random), member, author);
    plan.likeCount[index] = likers.length;
    for (const liker of likers) {
      const wait = sinks.likes.add([
        liker + FIRST_MEMBER_ID,
        entityType,
        index + 1,
        later(created, clock, random),
      ]);
      if (wait) await wait;
    }
    const savers = distinct(reactionCount(size.favoritesPerMoment, size.users, random), member, author);
    plan.favoriteCount[index] = savers.length;
    for (const saver of savers) {
      const wait = sinks.favorites.add([
        saver + FIRST_MEMBER_ID,
        entityType,
        index + 1,
        later(created, clock, random),
      ]);
      if (wait) await wait;
    }
  }
}

/**
 * Follows with a power law: most members follow a handful, a few follow hundreds, and followees
 * are Zipf-ranked so the top members have thousands of fans. Rows go out in primary-key order.
 */
export async function writeFollows(
  size: DatasetSize,
  clock: Clock,
  random: Random,
  counters: MemberCounters,
  follows: TableSink,
): Promise<void> {
  const followee = zipfSampler(size.users, 1.0, random);
  for (let follower = 0; follower < size.users; follower += 1) {
    const wanted =
      follower < 5
        ? Math.min(size.users - 1, 300)
        : heavyTailCount(size.followsPerUser, size.users - 1, random);
    const chosen = distinct(wanted, followee, follower).sort((a, b) => a - b);
    counters.followCount[follower] = chosen.length;
    for (const target of chosen) {
      counters.fansCount[target]! += 1;
      const since = Math.max(
        memberCreatedAt(follower, size.users, clock),
        memberCreatedAt(target, size.users, clock),
      );
      const wait = follows.add([
        follower + FIRST_MEMBER_ID,
        target + FIRST_MEMBER_ID,
        later(since, clock, random, clock.end - since),
      ]);
      if (wait) await wait;
    }
  }
}
