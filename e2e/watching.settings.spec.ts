import { expect, test } from '@playwright/test';
import { postForData } from './support/composerMember.ts';
import { createMoment } from './support/content.ts';
import { openSettingsAsOwner } from './support/ownerSettings.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { disposeMembers, signUpMember, type Member } from './support/members.ts';

// The owner switches watch messages off on the settings screen: a watcher then hears nothing of a
// new post by the member they watch; switched back on, the next post reaches them.

let fan: Member;
let poster: Member;

test.afterEach(async () => {
  await saveSiteConfig({ watching: { notices: true } });
  await disposeMembers(fan, poster);
});

/** Messages about the moment in the member's message centre (each names it in its "View" link). */
async function messagesAbout(member: Member, momentId: number): Promise<number> {
  const response = await member.api.get('/user/messages');
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const views = html.match(new RegExp(`class="message-view[^"]*"[^>]*href="/moment/${momentId}"`, 'g'));
  return views?.length ?? 0;
}

test('the owner switches watch messages off and on', async ({ page, playwright }) => {
  fan = await signUpMember(playwright, 'Fan');
  poster = await signUpMember(playwright, 'Poster');
  await postForData(fan.api, '/api/watch/set', { kind: 'member', id: poster.id, watch: true });

  await openSettingsAsOwner(page);
  const notices = page.getByLabel('Send messages about watched things');
  await expect(notices).toBeChecked();
  await notices.uncheck();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/settings/site'));
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);

  const quiet = await createMoment(poster.api, { title: 'Nobody is told' });
  expect(await messagesAbout(fan, quiet)).toBe(0);

  await page.reload();
  await page.getByLabel('Send messages about watched things').check();
  const again = page.waitForResponse((response) => response.url().endsWith('/api/admin/settings/site'));
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await again).status()).toBe(200);
  const loud = await createMoment(poster.api, { title: 'Everyone watching is told' });
  await expect.poll(() => messagesAbout(fan, loud), { timeout: 45_000 }).toBe(1);
  // Delivered in the background like the loud one, which has long arrived: the quiet one never will.
  expect(await messagesAbout(fan, quiet)).toBe(0);
});
