import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { fitColumn } from '../db/fitColumn.ts';
import { generateSessionToken, sessionIdFromToken } from './sessionToken.ts';
import {
  SESSION_LIFETIME_MS,
  type SessionInfo,
  type SessionUser,
  readStoredSession,
} from './session.queries.ts';

export async function createSession(
  userId: number,
  meta: { ip: string; userAgent: string },
  db: Database = getDb(),
): Promise<{ token: string; session: SessionInfo }> {
  const token = generateSessionToken();
  const session: SessionInfo = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  };
  await db.insert(sessions).values({
    id: session.id,
    userId,
    expiresAt: session.expiresAt,
    ip: fitColumn(meta.ip, sessions.ip),
    userAgent: fitColumn(meta.userAgent, sessions.userAgent),
  });
  return { token, session };
}

export interface ValidatedSession {
  session: SessionInfo;
  user: SessionUser;
  renewed: boolean;
}

export async function validateSessionToken(
  token: string,
  db: Database = getDb(),
): Promise<ValidatedSession | null> {
  const stored = await readStoredSession(token, db);
  if (!stored) return null;
  const { session, user } = stored;
  if (stored.ended) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (!stored.renewalDue) return { session, user, renewed: false };
  session.expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, session.id));
  return { session, user, renewed: true };
}

export async function invalidateSession(sessionId: string, db: Database = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
