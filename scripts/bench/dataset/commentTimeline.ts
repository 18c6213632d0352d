// Comments, in time order over the two years, with the score ledger interleaved: each moment,
// comment and check-in pays its points when it happens, so every member's balance_after runs in
// id order exactly as awardScore would have written it. Counters are accumulated as rows go out.
import { DEFAULT_SITE_CONFIG } from '../../../src/shared/site/siteConfigDefaults.ts';
import { ScoreReason, ScoreSource } from '../../../src/shared/scores/scoreSources.ts';
import { EntityType } from '../../../src/shared/content/entityType.ts';
import { DAY_MS, FIRST_MEMBER_ID, type Clock, type ContentPlan } from './contentPlan.ts';
import { commentText } from './datasetText.ts';
import { distinct, heavyTailCount, zipfSampler, type Random } from './datasetRandom.ts';
import type { DatasetSize } from './datasetSizes.ts';
import type { TableSink } from './bulkWriter.ts';
import type { MemberCounters } from './memberActivity.ts';

const CHECKIN_DAYS = 60;
const RULES = DEFAULT_SITE_CONFIG.scoreRules;
const RING = 2000;
const HOT_RING = 50;

interface CheckinEvent {
  member: number;
  dayMs: number;
  at: number;
}

export interface TimelineSinks {
  comments: TableSink;
  likes: TableSink;
  ledger: TableSink;
  checkins: TableSink;
}

const day = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10);

/**
 * Check-ins of the chosen members on most of the last CHECKIN_DAYS days, rows in key order, each
 * with its place in its day (by time, then member, as checkIn stores it). Returned in time order.
 */
async function writeCheckins(size: DatasetSize, clock: Clock, random: Random, sink: TableSink) {
  const events: (CheckinEvent & { streak: number; dayRank: number })[] = [];
  const every = Math.max(1, Math.floor(size.users / size.checkinUsers));
  for (let member = 0; member < size.users; member += every) {
    let streak = 0;
    for (let offset = CHECKIN_DAYS; offset >= 1; offset -= 1) {
      const dayMs = clock.end - offset * DAY_MS;
      if (random() >= 0.85) {
        streak = 0;
        continue;
      }
      streak += 1;
      const at = dayMs + Math.floor((3 + random() * 18) * 3_600_000);
      events.push({ member, dayMs, at, streak, dayRank: 0 });
    }
  }
  const inTimeOrder = [...events].sort((a, b) => a.at - b.at || a.member - b.member);
  const placed = new Map<number, number>();
  for (const event of inTimeOrder) {
    event.dayRank = (placed.get(event.dayMs) ?? 0) + 1;
    placed.set(event.dayMs, event.dayRank);
  }
  for (const event of events) {
    const { member, dayMs, streak, dayRank, at } = event;
    const wait = sink.add([
      member + FIRST_MEMBER_ID,
      day(dayMs),
      streak,
      RULES.checkin,
      dayRank,
      new Date(at),
    ]);
    if (wait) await wait;
  }
  return inTimeOrder;
}

export async function writeCommentTimeline(
  size: DatasetSize,
  clock: Clock,
  plan: ContentPlan,
  counters: MemberCounters,
  random: Random,
  sinks: TimelineSinks,
): Promise<void> {
  const { moments, articles, sampleMoment } = plan;
  const checkins = await writeCheckins(size, clock, random, sinks.checkins);
  let ledgerId = 0;
  const pay = (member: number, source: string, ref: number, amount: number, reason: string, at: number) => {
    ledgerId += 1;
    counters.score[member]! += amount;
    const balance = counters.score[member]!;
    return sinks.ledger.add([
      ledgerId,
      member + FIRST_MEMBER_ID,
      source,
      ref,
      amount,
      balance,
      reason,
      new Date(at),
    ]);
  };
  let nextMoment = 0;
  let nextArticle = 0;
  let nextCheckin = 0;
  const hot: number[] = [];
  // Everything that happened up to `at` besides comments: moments posted (and paid), check-ins.
  const advance = async (at: number) => {
    while (nextMoment < moments.count && moments.createdAt[nextMoment]! <= at) {
      const author = moments.author[nextMoment]!;
      counters.momentCount[author]! += 1;
      if (moments.hot[nextMoment]) hot.push(nextMoment);
      if (hot.length > HOT_RING) hot.shift();
      const when = moments.createdAt[nextMoment]!;
      nextMoment += 1;
      const wait = pay(author, ScoreSource.moment, nextMoment, RULES.moment, ScoreReason.postMoment, when);
      if (wait) await wait;
    }
    while (nextArticle < articles.count && articles.createdAt[nextArticle]! <= at) nextArticle += 1;
    while (nextCheckin < checkins.length && checkins[nextCheckin]!.at <= at) {
      const event = checkins[nextCheckin]!;
      nextCheckin += 1;
      const ref = event.dayMs / DAY_MS;
      const wait = pay(
        event.member,
        ScoreSource.checkin,
        ref,
        RULES.checkin,
        ScoreReason.dailyCheckin,
        event.at,
      );
      if (wait) await wait;
    }
  };

  const commenter = zipfSampler(size.users, 0.8, random);
  const liker = zipfSampler(size.users, 0.6, random);
  const recent = (available: number) => available - 1 - Math.floor(random() ** 3 * available);
  // Recent top-level comments that replies attach to: entity type, entity index, id, last reply.
  const ringType = new Uint8Array(RING);
  const ringEntity = new Uint32Array(RING);
  const ringId = new Uint32Array(RING);
  const ringReply = new Uint32Array(RING);
  const ringReplyUser = new Uint32Array(RING);
  let ringFill = 0;
  let ringNext = 0;
  const sampleThreads: Array<{ id: number; reply: number; replyUser: number }> = [];
  let sampleCount = 0;
  const span = clock.end - clock.start;
  const sampleStart = Math.floor(((moments.createdAt[sampleMoment]! - clock.start) / span) * size.comments);
  const sampleEvery = Math.max(1, Math.floor((size.comments - sampleStart) / (size.sampleComments * 1.3)));

  for (let index = 0; index < size.comments; index += 1) {
    const id = index + 1;
    let at = clock.start + Math.floor(span * (0.0005 + (0.9995 * (index + random())) / size.comments));
    if (nextMoment === 0) at = Math.max(at, moments.createdAt[0]! + 1000);
    await advance(at);
    const user = commenter();
    let type: number = EntityType.moment;
    let entity: number;
    let parent = 0;
    let replyTo = 0;
    let replyToUser = 0;
    const toSample =
      nextMoment > sampleMoment && sampleCount < size.sampleComments && index % sampleEvery === 0;
    if (toSample) {
      entity = sampleMoment;
      sampleCount += 1;
      const thread =
        sampleThreads.length > 0 && random() < 0.4
          ? sampleThreads[Math.floor(random() * sampleThreads.length)]
          : undefined;
      if (thread) {
        parent = thread.id;
        if (thread.reply && random() < 0.5) [replyTo, replyToUser] = [thread.reply, thread.replyUser];
        thread.reply = id;
        thread.replyUser = user + FIRST_MEMBER_ID;
      } else {
        sampleThreads.push({ id, reply: 0, replyUser: 0 });
        if (sampleThreads.length > 50) sampleThreads.shift();
      }
    } else if (ringFill > 0 && random() < 0.25) {
      const slot = Math.floor(random() * ringFill);
      type = ringType[slot]!;
      entity = ringEntity[slot]!;
      parent = ringId[slot]!;
      if (ringReply[slot] && random() < 0.4)
        [replyTo, replyToUser] = [ringReply[slot]!, ringReplyUser[slot]!];
      ringReply[slot] = id;
      ringReplyUser[slot] = user + FIRST_MEMBER_ID;
    } else {
      if (nextArticle > 0 && random() < 0.12) {
        type = EntityType.article;
        entity = recent(nextArticle);
      } else {
        entity =
          hot.length > 0 && random() < 0.3 ? hot[Math.floor(random() * hot.length)]! : recent(nextMoment);
      }
      ringType[ringNext] = type;
      ringEntity[ringNext] = entity;
      ringId[ringNext] = id;
      ringReply[ringNext] = 0;
      ringReplyUser[ringNext] = 0;
      ringNext = (ringNext + 1) % RING;
      ringFill = Math.min(RING, ringFill + 1);
    }
    const target = type === EntityType.moment ? moments : articles;
    target.commentCount[entity]! += 1;
    if (type === EntityType.moment) target.lastActivityAt[entity] = at;
    counters.commentCount[user]! += 1;

    const likers =
      random() < size.commentLikeShare ? distinct(1 + heavyTailCount(1, 50, random), liker, user) : [];
    for (const member of likers) {
      const wait = sinks.likes.add([
        member + FIRST_MEMBER_ID,
        EntityType.comment,
        id,
        new Date(Math.min(at + 60_000, clock.end)),
      ]);
      if (wait) await wait;
    }
    const created = new Date(at);
    const row = [id, type, entity + 1, user + FIRST_MEMBER_ID, parent, replyTo, replyToUser];
    const wait = sinks.comments.add([...row, commentText(random), '[]', '', 0, likers.length, created]);
    if (wait) await wait;
    const paid = pay(user, ScoreSource.comment, id, RULES.comment, ScoreReason.postComment, at);
    if (paid) await paid;
  }
  await advance(Number.POSITIVE_INFINITY);
}

export const COMMENT_COLUMNS = [
  'id',
  'entity_type',
  'entity_id',
  'user_id',
  'parent_id',
  'reply_to_id',
  'reply_to_user_id',
  'content',
  'images',
  'ip_location',
  'status',
  'like_count',
  'created_at',
] as const;
