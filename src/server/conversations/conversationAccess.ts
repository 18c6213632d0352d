import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMembers, conversations } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

type Reader = Database | Transaction;

export type MembershipRow = typeof conversationMembers.$inferSelect;

/** The same 404 for a conversation that does not exist and one the viewer is not in. */
export const conversationNotFound = () => new ApiError(404, m.conversations_not_found(), ErrorCode.notFound);

/** A forum that turned conversations off answers as if they did not exist. */
export function assertConversationsEnabled(config: SiteConfig): void {
  if (!config.conversations.enabled) throw new ApiError(404, m.error_feature_disabled(), ErrorCode.notFound);
}

/** The viewer's row in the conversation (primary-key look-up), or undefined. */
export async function membershipOf(
  conversationId: number,
  userId: number,
  db: Reader = getDb(),
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    );
  return row;
}

/**
 * A member who has not left may read the conversation; everyone else gets the 404 of a conversation
 * that does not exist (a former member too: leaving takes the conversation out of their reach).
 */
export async function requireActiveMember(
  conversationId: number,
  userId: number,
  db: Reader = getDb(),
): Promise<MembershipRow> {
  const row = await membershipOf(conversationId, userId, db);
  if (!row?.active) throw conversationNotFound();
  return row;
}

/** Locks the conversation row: sends, leaves and approvals of one conversation take turns. */
export async function lockConversation(tx: Transaction, conversationId: number) {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  return row;
}

/** The members still in the conversation (the sender included), on the primary key. */
export async function activeMemberIds(tx: Reader, conversationId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.active, true)));
  return rows.map((row) => row.userId);
}
