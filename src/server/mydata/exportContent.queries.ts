import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  articles,
  badgeAwards,
  comments,
  drafts,
  favorites,
  follows,
  likes,
  moments,
  oauthAccounts,
  pollOptions,
  polls,
  pollVotes,
  scoreLogs,
  uploads,
  users,
  userTwoFactor,
} from '../db/schema/index.ts';
import type { ExportFileData } from '@/shared/mydata/exportArchiveSchemas.ts';
import { reactionOfCode } from '@/shared/reactions/reactionEmoji.ts';

const iso = (value: Date) => value.toISOString();

/** A stored JSON array of image URLs; anything else is read as none. */
export function imageList(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored || '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function parsedOr(stored: string): unknown {
  try {
    return JSON.parse(stored);
  } catch {
    return stored;
  }
}

export async function exportAccount(db: Database, userId: number): Promise<ExportFileData<'account.json'>> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`No member ${userId}`);
  const methods = await db
    .select({
      provider: oauthAccounts.provider,
      email: oauthAccounts.email,
      createdAt: oauthAccounts.createdAt,
    })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .orderBy(asc(oauthAccounts.id));
  const [twoFactor] = await db
    .select({ enabledAt: userTwoFactor.enabledAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    emailVerified: user.emailVerified,
    phone: user.phone,
    avatar: user.avatar,
    background: user.background,
    signature: user.signature,
    homepage: user.homepage,
    role: user.role,
    score: user.score,
    trustLevel: user.trustLevel,
    locale: user.locale,
    createdAt: iso(user.createdAt),
    signinMethods: methods.map((method) => ({ ...method, createdAt: iso(method.createdAt) })),
    twoFactor: Boolean(twoFactor?.enabledAt),
  };
}

export async function exportMoments(db: Database, userId: number): Promise<ExportFileData<'moments.json'>> {
  const rows = await db.select().from(moments).where(eq(moments.userId, userId)).orderBy(asc(moments.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    images: imageList(row.images),
    nodeId: row.nodeId,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

export async function exportArticles(db: Database, userId: number): Promise<ExportFileData<'articles.json'>> {
  const rows = await db.select().from(articles).where(eq(articles.userId, userId)).orderBy(asc(articles.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    cover: row.cover,
    content: row.content,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    publishedAt: iso(row.publishedAt),
  }));
}

export async function exportComments(db: Database, userId: number): Promise<ExportFileData<'comments.json'>> {
  const rows = await db.select().from(comments).where(eq(comments.userId, userId)).orderBy(asc(comments.id));
  return rows.map((row) => ({
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    parentId: row.parentId,
    content: row.content,
    images: imageList(row.images),
    status: row.status,
    createdAt: iso(row.createdAt),
  }));
}

export async function exportFavorites(
  db: Database,
  userId: number,
): Promise<ExportFileData<'favorites.json'>> {
  const rows = await db
    .select({
      entityType: favorites.entityType,
      entityId: favorites.entityId,
      createdAt: favorites.createdAt,
    })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

export async function exportLikes(db: Database, userId: number): Promise<ExportFileData<'likes.json'>> {
  const rows = await db
    .select({
      entityType: likes.entityType,
      entityId: likes.entityId,
      reaction: likes.reaction,
      createdAt: likes.createdAt,
    })
    .from(likes)
    .where(eq(likes.userId, userId))
    .orderBy(asc(likes.createdAt));
  return rows.map(({ reaction, ...row }) => ({
    ...row,
    emoji: reactionOfCode(reaction) ?? null,
    createdAt: iso(row.createdAt),
  }));
}

/** The options the member chose in polls, with what each poll is on (other members' votes are not theirs). */
export async function exportPollVotes(
  db: Database,
  userId: number,
): Promise<ExportFileData<'poll-votes.json'>> {
  const rows = await db
    .select({
      entityType: polls.entityType,
      entityId: polls.entityId,
      pollId: pollVotes.pollId,
      option: pollOptions.label,
      createdAt: pollVotes.createdAt,
    })
    .from(pollVotes)
    .innerJoin(polls, eq(polls.id, pollVotes.pollId))
    .innerJoin(pollOptions, eq(pollOptions.id, pollVotes.optionId))
    .where(eq(pollVotes.userId, userId))
    .orderBy(asc(pollVotes.createdAt), asc(pollOptions.position));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** The member's badges, earned or given by staff (who gave one is not theirs to export). */
export async function exportBadges(db: Database, userId: number): Promise<ExportFileData<'badges.json'>> {
  const rows = await db
    .select()
    .from(badgeAwards)
    .where(eq(badgeAwards.userId, userId))
    .orderBy(asc(badgeAwards.awardedAt));
  return rows.map((row) => ({
    slug: row.slug,
    awardedAt: iso(row.awardedAt),
    byHand: row.awardedBy !== null,
    reason: row.reason,
  }));
}

export async function exportFollows(db: Database, userId: number): Promise<ExportFileData<'follows.json'>> {
  const rows = await db
    .select()
    .from(follows)
    .where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)))
    .orderBy(asc(follows.createdAt));
  return {
    following: rows
      .filter((row) => row.followerId === userId)
      .map((row) => ({ userId: row.followeeId, createdAt: iso(row.createdAt) })),
    followers: rows
      .filter((row) => row.followeeId === userId)
      .map((row) => ({ userId: row.followerId, createdAt: iso(row.createdAt) })),
  };
}

export async function exportScores(db: Database, userId: number): Promise<ExportFileData<'scores.json'>> {
  const rows = await db
    .select()
    .from(scoreLogs)
    .where(eq(scoreLogs.userId, userId))
    .orderBy(asc(scoreLogs.id));
  return rows.map((row) => ({
    source: row.source,
    refId: row.refId,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    createdAt: iso(row.createdAt),
  }));
}

export async function exportDrafts(db: Database, userId: number): Promise<ExportFileData<'drafts.json'>> {
  const rows = await db.select().from(drafts).where(eq(drafts.userId, userId)).orderBy(asc(drafts.id));
  return rows.map((row) => ({
    draftKey: row.draftKey,
    summary: row.summary,
    payload: parsedOr(row.payload),
    updatedAt: iso(row.updatedAt),
  }));
}

export async function uploadsOf(db: Database, userId: number) {
  return db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.id));
}

/** Nicknames of the given members (for conversation member lists; nothing private). */
export async function nicknamesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(and(inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row.nickname]));
}
