import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { useTestDatabase } from '../../../../tests/useTestDatabase.ts';
import { closeDb } from '../../db/client.ts';
import { markInstalled, resetInstallStateForTests } from '../../install/installState.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfig.ts';
import { clearPrivateSettingsCache, savePrivateSettings } from '../../settings/privateSettings.ts';
import { POST as postSend } from '../../../pages/api/login/sms/send.ts';
import { POST as postSignin } from '../../../pages/api/login/sms/signin.ts';

// A new forum has no SMS provider: SMS sign-in does not exist until the owner chooses one.

const t = useTestDatabase();
let address = 0;

beforeAll(async () => {
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  clearPrivateSettingsCache();
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

async function call(handler: (context: APIContext) => Promise<Response> | Response, body: unknown) {
  const request = new Request('http://localhost/api/login/sms', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  address += 1;
  const response = await handler({
    request,
    url: new URL(request.url),
    cookies: { set: () => undefined, get: () => undefined, delete: () => undefined },
    locals: { user: null, requestId: 'test', config: DEFAULT_SITE_CONFIG },
    clientAddress: `198.51.100.${address}`,
  } as unknown as APIContext);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('SMS sign-in on a new forum', () => {
  it('is not there: sending a code and signing in are refused as not found', async () => {
    const off = {
      status: 404,
      json: { success: false, message: 'SMS sign-in is not available on this site.' },
    };
    expect(await call(postSend, { phone: '+8613800138000' })).toMatchObject(off);
    expect(await call(postSignin, { phone: '+8613800138000', code: '123456', agree: true })).toMatchObject(
      off,
    );
  });

  it('starts once the owner chooses a provider', async () => {
    await savePrivateSettings({ sms: { provider: 'log' } }, t.db);
    expect(await call(postSend, { phone: '+8613800138001' })).toMatchObject({
      status: 200,
      json: { success: true },
    });
  });
});
