import { desc, eq, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { inboundMails, users } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';

const PAGE_SIZE = 50;

/** One arrived mail as the admin list shows it: never its text. */
export interface InboundMailEntry {
  id: number;
  outcome: string;
  reason: string;
  sender: string;
  /** The member the reply address named; null when it named nobody or they are gone. */
  member: { id: number; nickname: string } | null;
  createdAt: Date;
}

/** The mails that arrived for reply by email, newest first. */
export async function listInboundMails(
  cursor?: string,
  db: Database = getDb(),
): Promise<CursorPage<InboundMailEntry>> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select({
      id: inboundMails.id,
      outcome: inboundMails.outcome,
      reason: inboundMails.reason,
      sender: inboundMails.sender,
      createdAt: inboundMails.createdAt,
      memberId: users.id,
      nickname: users.nickname,
    })
    .from(inboundMails)
    .leftJoin(users, eq(users.id, inboundMails.userId))
    .where(after ? lt(inboundMails.id, after.id) : undefined)
    .orderBy(desc(inboundMails.id))
    .limit(PAGE_SIZE + 1);
  const entries = rows.map(({ memberId, nickname, ...row }) => ({
    ...row,
    member: memberId === null ? null : { id: memberId, nickname: nickname ?? '' },
  }));
  return toCursorPage(entries, PAGE_SIZE, (entry) => ({ k: entry.id, id: entry.id }));
}
