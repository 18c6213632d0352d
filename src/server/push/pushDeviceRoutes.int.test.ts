import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { callRoute } from '../../../tests/callRoute.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { pushDevices } from '../db/schema/index.ts';
import { closeDb } from '../db/client.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { GET as listRoute } from '../../pages/api/user/push/devices.ts';
import { POST as subscribeRoute } from '../../pages/api/user/push/subscribe.ts';
import { POST as revokeRoute } from '../../pages/api/user/push/revoke.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { PushDeviceView } from '@/shared/push/pushSchemas.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
let alice: CurrentUser;
let bob: CurrentUser;

const subscription = (name: string, p256dh = 'BP'.padEnd(87, 'k')) => ({
  endpoint: `https://push.example.test/send/${name}`,
  keys: { p256dh, auth: 'a'.repeat(22) },
});

beforeAll(async () => {
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  alice = await rows.currentUser({ nickname: 'alice' });
  bob = await rows.currentUser({ nickname: 'bob' });
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

describe('push device routes', () => {
  it('answer a signed-out caller 401', async () => {
    expect((await callRoute(listRoute, null, '/api/user/push/devices')).status).toBe(401);
    expect(
      (await callRoute(subscribeRoute, null, '/api/user/push/subscribe', subscription('x'))).status,
    ).toBe(401);
    expect((await callRoute(revokeRoute, null, '/api/user/push/revoke', { id: 1 })).status).toBe(401);
  });

  it('refuse a subscription that is not an https push endpoint with keys, with a message', async () => {
    for (const body of [
      { ...subscription('x'), endpoint: 'http://push.example.test/send/x' },
      { endpoint: 'https://push.example.test/send/x', keys: { p256dh: 'not base64!', auth: 'a' } },
      { endpoint: 'https://push.example.test/send/x' },
    ]) {
      const answer = await callRoute(subscribeRoute, alice, '/api/user/push/subscribe', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
  });

  it('keeps one device per endpoint: subscribing again updates its keys', async () => {
    const first = await callRoute(subscribeRoute, alice, '/api/user/push/subscribe', subscription('a1'));
    expect(first.status).toBe(200);
    const again = await callRoute(
      subscribeRoute,
      alice,
      '/api/user/push/subscribe',
      subscription('a1', 'BQ'.padEnd(87, 'z')),
    );
    const devices = again.body.data as PushDeviceView[];
    expect(devices).toHaveLength(1);
    const stored = await t.db.select().from(pushDevices).where(eq(pushDevices.userId, alice.id));
    expect(stored.map((row) => row.p256dh)).toEqual(['BQ'.padEnd(87, 'z')]);
  });

  it("lists only the caller's devices, and refuses to revoke another member's", async () => {
    await callRoute(subscribeRoute, bob, '/api/user/push/subscribe', subscription('b1'));
    const bobs = (await callRoute(listRoute, bob, '/api/user/push/devices')).body.data as PushDeviceView[];
    expect(bobs).toHaveLength(1);
    const alices = (await callRoute(listRoute, alice, '/api/user/push/devices')).body
      .data as PushDeviceView[];
    expect(alices.map((device) => device.id)).not.toContain(bobs[0]!.id);

    const refused = await callRoute(revokeRoute, alice, '/api/user/push/revoke', { id: bobs[0]!.id });
    expect(refused.status).toBe(404);
    expect(await t.db.select().from(pushDevices).where(eq(pushDevices.id, bobs[0]!.id))).toHaveLength(1);

    const revoked = await callRoute(revokeRoute, bob, '/api/user/push/revoke', { id: bobs[0]!.id });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual([]);
  });

  it("revoke by endpoint as a browser signing out does, only its own member's", async () => {
    await callRoute(subscribeRoute, bob, '/api/user/push/subscribe', subscription('b2'));
    const endpoint = subscription('b2').endpoint;
    const refused = await callRoute(revokeRoute, alice, '/api/user/push/revoke', { endpoint });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('This device is not in your list.');
    const revoked = await callRoute(revokeRoute, bob, '/api/user/push/revoke', { endpoint });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual([]);
    expect((await callRoute(revokeRoute, bob, '/api/user/push/revoke', { nothing: 1 })).status).toBe(400);
  });
});
