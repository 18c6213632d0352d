import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ResultSetHeader } from 'mysql2';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { getDb, type Database } from '../db/client.ts';
import { signupInvitations } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CreatedInvitation, InvitationView } from '@/shared/signup/invitationView.ts';
import { m } from '@/paraglide/messages.js';

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations a member may hold open at once: enough to invite friends, too few to feed a spam wave. */
const OPEN_INVITATIONS_MAX = 20;

const codeHash = (code: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(code.trim())));

function view(row: typeof signupInvitations.$inferSelect): InvitationView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

const usable = () =>
  and(
    isNull(signupInvitations.usedAt),
    isNull(signupInvitations.revokedAt),
    gt(signupInvitations.expiresAt, sql`UTC_TIMESTAMP(3)`),
  );

/** Makes a single-use invitation; its code is answered only now. */
export async function createInvitation(userId: number, db: Database = getDb()): Promise<CreatedInvitation> {
  const [open] = await db
    .select({ count: sql<number>`COUNT(*)` })
    .from(signupInvitations)
    .where(and(eq(signupInvitations.createdBy, userId), usable()));
  if (Number(open?.count ?? 0) >= OPEN_INVITATIONS_MAX) {
    throw new ApiError(
      409,
      m.signupdefence_invitations_too_many({ max: String(OPEN_INVITATIONS_MAX) }),
      ErrorCode.conflict,
    );
  }
  const code = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS);
  const [inserted] = await db
    .insert(signupInvitations)
    .values({ codeHash: codeHash(code), createdBy: userId, expiresAt })
    .$returningId();
  const [row] = await db.select().from(signupInvitations).where(eq(signupInvitations.id, inserted!.id));
  return { ...view(row!), code };
}

/** A member's invitations, newest first. */
export async function listInvitations(userId: number, db: Database = getDb()): Promise<InvitationView[]> {
  const rows = await db
    .select()
    .from(signupInvitations)
    .where(eq(signupInvitations.createdBy, userId))
    .orderBy(desc(signupInvitations.id))
    .limit(100);
  return rows.map(view);
}

/** Revokes one of the member's own unused invitations; anything else is a 404. */
export async function revokeInvitation(userId: number, id: number, db: Database = getDb()): Promise<void> {
  const [header] = (await db
    .update(signupInvitations)
    .set({ revokedAt: sql`UTC_TIMESTAMP(3)` })
    .where(
      and(
        eq(signupInvitations.id, id),
        eq(signupInvitations.createdBy, userId),
        isNull(signupInvitations.usedAt),
        isNull(signupInvitations.revokedAt),
      ),
    )) as unknown as [ResultSetHeader];
  if (header.affectedRows !== 1) {
    throw new ApiError(404, m.signupdefence_invitation_missing(), ErrorCode.notFound);
  }
}

const invalid = () => new ApiError(403, m.signupdefence_invitation_invalid(), ErrorCode.forbidden, 'invite');

/** Whether the code is a usable invitation now (checked before the costly steps of a sign-up). */
export async function assertInvitationUsable(
  code: string,
  db: Database | Transaction = getDb(),
): Promise<void> {
  const [row] = await db
    .select({ id: signupInvitations.id })
    .from(signupInvitations)
    .where(and(eq(signupInvitations.codeHash, codeHash(code)), usable()))
    .limit(1);
  if (!row) throw invalid();
}

/**
 * Uses the invitation for the new member, in the transaction that creates them: the conditional
 * update lets exactly one of two parallel sign-ups with one code through.
 */
export async function useInvitation(code: string, userId: number, tx: Transaction): Promise<void> {
  const [header] = (await tx
    .update(signupInvitations)
    .set({ usedAt: sql`UTC_TIMESTAMP(3)`, usedBy: userId })
    .where(and(eq(signupInvitations.codeHash, codeHash(code)), usable()))) as unknown as [ResultSetHeader];
  if (header.affectedRows !== 1) throw invalid();
}
