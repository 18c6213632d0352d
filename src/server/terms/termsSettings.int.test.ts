import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { desc } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { moderationLogs, users } from '../db/schema/index.ts';
import { closeDb } from '../db/client.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { POST as postTerms } from '../../pages/api/admin/settings/terms.ts';
import { TERMS_KEY, defaultTermsText, loadTermsText } from './termsText.ts';
import { TERMS_TEXT_MAX } from '@/shared/terms/termsSchema.ts';
import type { CurrentUser, Role } from '@/shared/users/currentUser.ts';

// The user agreement on /terms: a default in the site's language until the owner saves a text
// through the settings endpoint ('settings.manage', audited, validated with localized messages).

const t = useTestDatabase();
const members: Partial<Record<Role, CurrentUser>> = {};
const site = { siteTitle: 'Terms forum', language: 'en-US' } as const;

beforeAll(async () => {
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  for (const role of ['owner', 'moderator'] as const) {
    const [row] = await t.db.insert(users).values({ nickname: role, role }).$returningId();
    members[role] = { id: row!.id, role, nickname: role } as CurrentUser;
  }
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

async function save(
  role: Role | null,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const request = new Request('http://localhost/api/admin/settings/terms', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const response = await postTerms({
    request,
    url: new URL(request.url),
    locals: { user: role ? members[role]! : null, requestId: 'test', config: site },
    clientAddress: '203.0.113.7',
  } as unknown as APIContext);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function auditRows() {
  return t.db.select().from(moderationLogs).orderBy(desc(moderationLogs.id));
}

describe('the user agreement', () => {
  it('starts as the default text in the site language', async () => {
    expect(await loadTermsText(site, t.db)).toBe(defaultTermsText('Terms forum', 'en-US'));
    expect(await loadTermsText({ ...site, language: 'zh-CN' }, t.db)).toMatch(/^欢迎来到 Terms forum。/);
  });

  it('is saved by the owner with one audit row, and saving it unchanged writes nothing', async () => {
    const text = 'Be kind.\n\nNo <script>alert(1)</script> here.';
    expect(await save('owner', { text: `  ${text}\n` })).toMatchObject({
      status: 200,
      json: { success: true, data: { changed: true } },
    });
    expect(await loadTermsText(site, t.db)).toBe(text);
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ actorId: members.owner!.id, action: 'settings.update', ip: '203.0.113.7' });
    expect(JSON.parse(audit!.detail)).toEqual({ keys: [TERMS_KEY] });

    const before = (await auditRows()).length;
    expect((await save('owner', { text })).json).toMatchObject({ data: { changed: false } });
    expect(await auditRows()).toHaveLength(before);
  });

  it('is refused to a moderator and to a signed-out visitor', async () => {
    expect((await save('moderator', { text: 'Taken over' })).status).toBe(403);
    expect((await save(null, { text: 'Taken over' })).status).toBe(401);
    expect(await loadTermsText(site, t.db)).not.toBe('Taken over');
  });

  it('must not be empty or too long, and says so in the reader’s words', async () => {
    expect(await save('owner', { text: '   ' })).toMatchObject({
      status: 400,
      json: { success: false, message: 'Please enter the text of the agreement' },
    });
    expect(await save('owner', { text: 'x'.repeat(TERMS_TEXT_MAX + 1) })).toMatchObject({
      status: 400,
      json: { message: `The agreement can be at most ${TERMS_TEXT_MAX} characters` },
    });
  });
});
