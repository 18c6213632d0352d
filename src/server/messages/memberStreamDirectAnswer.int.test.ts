import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { sseEventReader } from '../../../tests/sseEventReader.ts';
import { APP_STATUS, startFrontDoorWithStandIn } from '../../../tests/frontDoorStandIn.ts';
import { closeDb } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { createSession } from '../auth/session.commands.ts';
import { SESSION_LIFETIME_MS } from '../auth/session.queries.ts';
import { NON_PAGE_POLICY } from '../http/securityPolicy.ts';
import { eventStreamConnections } from '../metrics/metricsRegistry.ts';
import { publishNow } from '../outbox/outboxDelivery.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { ItemChange } from '@/shared/liveItems/itemChange.ts';

// The front door's own answer to a member tab's event stream, on a real HTTP server against real
// MySQL; a stand-in for the app answers APP_STATUS, so a test sees which requests the direct answer declined.

const t = useTestDatabase();
const rows = commentTestRows(t);
let server: Server;
let base = '';
let memberId = 0;
let token = '';
const opened: AbortController[] = [];

function stream(path = '/api/user/msg_stream', headers: Record<string, string> = {}, cookieToken = token) {
  const abort = new AbortController();
  opened.push(abort);
  const request = fetch(`${base}${path}`, {
    headers: { cookie: `token=${cookieToken}; plaza_member=1`, ...headers },
    signal: abort.signal,
  });
  return { abort, request };
}

async function sessionWith(expiresAt: Date): Promise<string> {
  const created = await createSession(memberId, { ip: '203.0.113.7', userAgent: 'test' }, t.db);
  await t.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, created.session.id));
  return created.token;
}

const openStreams = async () => (await eventStreamConnections.get()).values[0]?.value ?? 0;

beforeAll(async () => {
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  memberId = await rows.user();
  token = (await createSession(memberId, { ip: '203.0.113.7', userAgent: 'test' }, t.db)).token;
  ({ server, base } = await startFrontDoorWithStandIn());
});

afterAll(async () => {
  opened.forEach((abort) => abort.abort());
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await closeDb();
  resetInstallStateForTests();
});

describe("the front door's answer to a member's event stream", () => {
  it('streams the unread count with the route’s headers, follows changes, and lets go when the tab closes', async () => {
    const before = await openStreams();
    const follower = await rows.user();
    const { abort, request } = stream();
    const response = await request;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(NON_PAGE_POLICY);
    const events = sseEventReader(response.body!);
    expect(await events.next()).toBe('retry: 5000');
    expect(await events.nextCount()).toBe(0);
    expect(await openStreams()).toBe(before + 1);

    await publishNow({ type: 'follow.added', followerId: follower, followeeId: memberId }, t.db);
    expect(await events.nextCount()).toBe(1);

    abort.abort();
    await expect.poll(openStreams, { timeout: 3000 }).toBe(before);
  });

  it("carries the followed item's snapshot, and leaves out an item the member may not read", async () => {
    const author = await rows.user();
    const readable = await rows.moment(author);
    const hidden = await rows.moment(author, { status: ContentStatus.pending });
    const followed = stream(`/api/user/msg_stream?item=moment:${readable}`);
    const counts = await sseEventReader((await followed.request).body!).nextOf<ItemChange>('item');
    expect(counts).toMatchObject({ type: 'item.counts', topic: `moment:${readable}`, commentCount: 0 });

    const refused = await stream(`/api/user/msg_stream?item=moment:${hidden}`).request;
    expect(refused.status).toBe(200);
    const events = sseEventReader(refused.body!);
    const sent: string[] = [];
    const quiet = new Promise((done) => setTimeout(done, 800));
    const reading = (async () => {
      for (;;) sent.push(await events.next());
    })();
    await Promise.race([quiet, reading]);
    // The count and the conversations come on connect, and no item event for the hidden moment.
    expect(sent.some((event) => event.startsWith('event: count'))).toBe(true);
    expect(sent.filter((event) => event.startsWith('event: item'))).toEqual([]);
  });

  it('leaves to the app what only the app does: a renewal, an ended or unknown session, a bad query, an API key', async () => {
    const renewable = await sessionWith(new Date(Date.now() + SESSION_LIFETIME_MS / 4));
    const expired = await sessionWith(new Date(Date.now() - 1000));
    const asked = async (cookieToken: string, path?: string, headers: Record<string, string> = {}) => {
      const { abort, request } = stream(path, headers, cookieToken);
      const status = (await request).status;
      abort.abort();
      return status;
    };
    expect(await asked(renewable)).toBe(APP_STATUS);
    expect(await asked(expired)).toBe(APP_STATUS);
    expect(await asked('abcdefghijklmnopqrstuvwxyz234567')).toBe(APP_STATUS);
    expect(await asked(token, '/api/user/msg_stream?item=user:1')).toBe(APP_STATUS);
    expect(await asked(token, undefined, { authorization: 'Bearer plz_x' })).toBe(APP_STATUS);
    expect(
      (await fetch(`${base}/api/user/msg_stream`, { headers: { cookie: `token=${token}` } })).status,
    ).toBe(APP_STATUS);
    expect(await asked(token)).toBe(200);
  });
});
