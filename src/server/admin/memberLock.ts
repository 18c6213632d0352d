import { eq } from 'drizzle-orm';
import type { Transaction } from '../entities/entityTarget.ts';
import { users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import type { Party, Refusal } from './userRules.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { m } from '@/paraglide/messages.js';

export function refusalError(refusal: Refusal): ApiError {
  const message = {
    permission: m.error_forbidden,
    self: m.adminusers_refused_self,
    owner: m.adminusers_refused_owner,
    rank: m.adminusers_refused_rank,
  }[refusal]();
  return new ApiError(403, message, ErrorCode.forbidden);
}

/** The live member, locked for the rest of the transaction; a deleted or unknown one is a 404. */
export async function lockMember(tx: Transaction, userId: number): Promise<Party> {
  const rows = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const row = rows[0];
  if (!row || row.status === UserStatus.deleted) {
    throw new ApiError(404, m.adminusers_not_found(), ErrorCode.notFound);
  }
  return { id: row.id, role: row.role as Role };
}
