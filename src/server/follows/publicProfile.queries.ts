import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { preparedRead } from '../db/preparedRead.ts';
import { users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { registrationRankColumn } from '../users/registrationRank.ts';
import { authorColumns, toPublicAuthor } from '../users/authorProjection.ts';
import { followersAmong, isFollowing } from './isFollowing.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { trustLevelOf } from '@/shared/trust/trustLevelOf.ts';
import type { ProfileRelation, PublicProfile } from '@/shared/follows/profileTypes.ts';
import { m } from '@/paraglide/messages.js';

// Every profile page reads it: the public columns and the registration rank in one statement, built
// once per database (never the email, phone or password hash).
const profileRead = preparedRead((db) =>
  db
    .select({
      ...authorColumns,
      status: users.status,
      background: users.background,
      homepage: users.homepage,
      score: users.score,
      momentCount: users.momentCount,
      commentCount: users.commentCount,
      fansCount: users.fansCount,
      followCount: users.followCount,
      createdAt: users.createdAt,
      registrationRank: registrationRankColumn,
      role: users.role,
      trustLevel: users.trustLevel,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare(),
);

/** A member's public profile (never email, phone or role), or undefined for an unknown id. */
export async function findPublicProfile(
  userId: number,
  db: Database = getDb(),
): Promise<PublicProfile | undefined> {
  const [row] = await profileRead(db).execute({ id: userId });
  // A member deleted by an admin has no public profile.
  if (!row || row.status !== UserStatus.active) return undefined;
  return {
    ...toPublicAuthor(row),
    background: row.background,
    homepage: row.homepage,
    score: row.score,
    momentCount: row.momentCount,
    commentCount: row.commentCount,
    fansCount: row.fansCount,
    followCount: row.followCount,
    registrationRank: Number(row.registrationRank),
    createdAt: row.createdAt.toISOString(),
    // Staff stand above the levels: their profile names none (and never the role).
    trustLevel: row.role === 'user' ? trustLevelOf(row.trustLevel) : null,
  };
}

/** The profile or a 404 "Member not found". */
export async function requirePublicProfile(userId: number, db: Database = getDb()): Promise<PublicProfile> {
  const profile = await findPublicProfile(userId, db);
  if (!profile) throw new ApiError(404, m.profile_user_not_found(), ErrorCode.notFound);
  return profile;
}

/** Whether the viewer follows the owner, and the owner the viewer. */
export async function profileRelation(
  viewerId: number | null | undefined,
  ownerId: number,
  db: Database = getDb(),
): Promise<ProfileRelation> {
  if (!viewerId) return { isSelf: false, following: false, followedBack: false };
  if (viewerId === ownerId) return { isSelf: true, following: false, followedBack: false };
  const [following, back] = await Promise.all([
    isFollowing(viewerId, [ownerId], db),
    followersAmong(viewerId, [ownerId], db),
  ]);
  return { isSelf: false, following: following.has(ownerId), followedBack: back.has(ownerId) };
}
