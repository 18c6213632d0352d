import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { usernameHistory, users } from '../db/schema/index.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '@/shared/users/username.ts';

const RANDOM_TRIES = 5;

/**
 * What of a nickname a username can take, from its first letter: the nickname is public already,
 * where an e-mail address is not.
 */
function nicknameStem(nickname: string | null | undefined): string {
  return (nickname ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/^[^a-z]+/, '');
}

/**
 * The usernames to try for a new member, best first: the Latin letters of their nickname (made long
 * enough with their id), the same shortened to carry the id, then `member{id}`. Each fits the rule.
 */
export function usernameCandidates(userId: number, nickname: string | null | undefined): string[] {
  const id = String(userId);
  const stem = nicknameStem(nickname);
  const candidates: string[] = [];
  if (stem) {
    if (stem.length >= USERNAME_MIN) candidates.push(stem.slice(0, USERNAME_MAX));
    const cut = stem.slice(0, Math.max(1, USERNAME_MAX - id.length));
    candidates.push(`${cut}${id.padStart(USERNAME_MIN - cut.length, '0')}`);
  }
  candidates.push(`member${id}`, `m${userId.toString(36).padStart(USERNAME_MIN - 1, '0')}`);
  return [...new Set(candidates)].filter((name) => USERNAME_PATTERN.test(name));
}

function randomName(): string {
  return `m${Math.random()
    .toString(36)
    .slice(2, 2 + USERNAME_MAX - 1)}`.padEnd(USERNAME_MIN, '0');
}

/** True when the name is not free: someone's earlier username keeps it. */
async function inHistory(tx: Database | Transaction, username: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: usernameHistory.userId })
    .from(usernameHistory)
    .where(eq(usernameHistory.username, username))
    .limit(1);
  return row !== undefined;
}

/**
 * Gives a member who has none a username of their own at sign-up, so `@` can name them from the
 * first moment; they may choose another once (setUsername). The unique index decides a race for a
 * name: the loser tries the next one.
 */
export async function giveDerivedUsername(
  tx: Database | Transaction,
  userId: number,
  nickname: string | null | undefined,
): Promise<string> {
  const names = [
    ...usernameCandidates(userId, nickname),
    ...Array.from({ length: RANDOM_TRIES }, randomName),
  ];
  for (const username of names) {
    if (!USERNAME_PATTERN.test(username) || (await inHistory(tx, username))) continue;
    try {
      const result = await tx
        .update(users)
        .set({ username })
        .where(and(eq(users.id, userId), isNull(users.username)));
      if (affectedRows(result) === 1) return username;
      const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
      if (row?.username) return row.username;
      throw new Error(`No member ${userId} to give a username to`);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error(`No free username for member ${userId}`);
}
