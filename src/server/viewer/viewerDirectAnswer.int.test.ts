import { get, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { APP_STATUS, startFrontDoorWithStandIn } from '../../../tests/frontDoorStandIn.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { closeDb } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { createSession } from '../auth/session.commands.ts';
import { readStoredSession, SESSION_LIFETIME_MS } from '../auth/session.queries.ts';
import { readMemberViewerRound } from './memberViewerRound.ts';
import { NON_PAGE_POLICY } from '../http/securityPolicy.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { answerMemberViewer } from './viewerDirectAnswer.ts';
import { readViewerState } from './readViewerState.ts';
import { markAllRead } from '../watching/readMarks.ts';
import { readAllMarkOf } from '../watching/readAllMark.ts';
import { viewerQuerySchema } from '@/shared/viewer/viewerQuerySchema.ts';
import { localDay, shiftDay } from '@/shared/checkin/localDay.ts';

// Behind a trusted proxy, as a deployment with TLS at the proxy runs (read once, on first use).
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true';
});

// The direct answer on a real HTTP server against real MySQL; a stand-in for the app answers APP_STATUS,
// so a test sees which requests the direct answer declined.

const t = useTestDatabase();
const rows = commentTestRows(t);
let server: Server;
let base = '';
let memberId = 0;
let token = '';

async function viewer(path: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, { headers: { cookie: `token=${token}; plaza_member=1`, ...headers } });
}

async function sessionWith(expiresAt: Date): Promise<string> {
  const created = await createSession(memberId, { ip: '203.0.113.7', userAgent: 'test' }, t.db);
  await t.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, created.session.id));
  return created.token;
}

const storedSessions = () =>
  t.db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, memberId));

beforeAll(async () => {
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  memberId = await rows.user();
  token = (await createSession(memberId, { ip: '203.0.113.7', userAgent: 'test' }, t.db)).token;
  ({ server, base } = await startFrontDoorWithStandIn({ answerViewer: answerMemberViewer }));
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await closeDb();
  resetInstallStateForTests();
});

describe('the direct answer to a member viewer request', () => {
  it("answers the member's viewer state in the app's envelope, with the API headers", async () => {
    const momentIds = await Promise.all([1, 2, 3].map(() => rows.moment(memberId)));
    // The member's "mark all read" comes with their session: the cards' reading needs it.
    const readAt = await markAllRead(memberId, t.db);
    const reading = momentIds.map((id) => `moment:${id}`).join(',');
    const path = `/api/viewer?moment=${momentIds.join(',')}&checkin=1&reading=${reading}`;
    const response = await viewer(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(NON_PAGE_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const body = await response.json();
    const row = await rows.userRow(memberId);
    const expected = await readViewerState(
      toCurrentUser(row),
      viewerQuerySchema.parse({ moment: momentIds.join(','), checkin: '1', reading }),
      { timeZone: 'UTC', requestUrl: new URL(`${base}${path}`), readAll: readAllMarkOf(row) },
      t.db,
    );
    expect(expected.readingSince).toBe(readAt.toISOString());
    expect(body).toEqual({
      success: true,
      data: JSON.parse(JSON.stringify(expected)),
      message: '',
      errorCode: 0,
    });
    expect(body.data.user.id).toBe(memberId);
    expect(Object.keys(body.data.reactions)).toHaveLength(3);
  });

  it('sends HSTS when the trusted proxy says the browser came over HTTPS, as the middleware does', async () => {
    const overHttps = await viewer('/api/viewer', { 'x-forwarded-proto': 'https' });
    expect(overHttps.status).toBe(200);
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const overHttp = await viewer('/api/viewer', { 'x-forwarded-proto': 'http' });
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
  });

  /** The answer's bytes as sent to a browser that takes gzip (fetch would unzip them). */
  const rawAnswer = (path: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      const headers = { cookie: `token=${token}; plaza_member=1`, 'accept-encoding': 'gzip' };
      get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', fail);
    });

  it('sends an answer that fits the first TCP window as it is, even to a browser that takes gzip', async () => {
    const momentIds = await Promise.all(Array.from({ length: 12 }, () => rows.moment(memberId)));
    const path = `/api/viewer?moment=${momentIds.join(',')}`;
    const plain = await (await viewer(path)).text();
    expect(plain.length).toBeGreaterThan(1024);
    expect(plain.length).toBeLessThan(8 * 1024);
    const raw = await rawAnswer(path);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe(plain);
  });

  it('gzips a larger answer for a browser that takes gzip', async () => {
    const momentIds = await Promise.all(Array.from({ length: 150 }, () => rows.moment(memberId)));
    const path = `/api/viewer?moment=${momentIds.join(',')}`;
    const plain = await (await viewer(path)).text();
    expect(plain.length).toBeGreaterThan(8 * 1024);
    const raw = await rawAnswer(path);
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers.vary).toBe('Accept-Encoding');
    expect(Number(raw.headers['content-length'])).toBe(raw.body.byteLength);
    expect(gunzipSync(raw.body).toString()).toBe(plain);
  });

  it('leaves to the app what only the app does: a renewal, an ended or unknown session, a bad query', async () => {
    const renewable = await sessionWith(new Date(Date.now() + SESSION_LIFETIME_MS / 4));
    const expired = await sessionWith(new Date(Date.now() - 1000));
    const before = await storedSessions();
    const asked = async (cookieToken: string, path = '/api/viewer') =>
      (await fetch(`${base}${path}`, { headers: { cookie: `token=${cookieToken}; plaza_member=1` } })).status;
    expect(await asked(renewable)).toBe(APP_STATUS);
    expect(await asked(expired)).toBe(APP_STATUS);
    expect(await asked('abcdefghijklmnopqrstuvwxyz234567')).toBe(APP_STATUS);
    expect(await asked(token, '/api/viewer?moment=not-a-number')).toBe(APP_STATUS);
    expect(await asked(token)).toBe(200);
    // Nothing was written on the way: the app renews or deletes, and sets the cookies that go with it.
    expect(before).toHaveLength(3);
    expect(await storedSessions()).toEqual(before);
  });

  it('leaves everything to the app before the forum is installed', async () => {
    resetInstallStateForTests();
    try {
      expect((await viewer('/api/viewer')).status).toBe(APP_STATUS);
    } finally {
      markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
    }
    expect((await viewer('/api/viewer')).status).toBe(200);
  });

  it("counts the member's visit once a day: the day's first page view writes, the next ones do not", async () => {
    const today = localDay(new Date(), 'UTC');
    await t.db
      .update(users)
      .set({ daysVisited: 4, lastVisitDay: shiftDay(today, -1) })
      .where(eq(users.id, memberId));
    const visits = async () => {
      const [row] = await t.db
        .select({ days: users.daysVisited, day: users.lastVisitDay })
        .from(users)
        .where(eq(users.id, memberId));
      return row;
    };
    expect((await viewer('/api/viewer')).status).toBe(200);
    expect(await visits()).toEqual({ days: 5, day: today });
    expect((await viewer('/api/viewer')).status).toBe(200);
    expect(await visits()).toEqual({ days: 5, day: today });
    // Both session reads carry the day as countVisit compares it: a counted day sends no query.
    const round = await readMemberViewerRound(token, viewerQuerySchema.parse({}), null);
    expect(round?.stored.user.lastVisitDay).toBe(today);
    expect((await readStoredSession(token, t.db))?.user.lastVisitDay).toBe(today);
  });
});
