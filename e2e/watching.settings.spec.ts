import { postForData } from './support/composerMember.ts';
import { createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { saveSiteConfig } from './support/siteConfig.ts';

// The owner switches watch messages off on the settings screen: a watcher then hears nothing of a
// new post by the member they watch; switched back on, the next post reaches them.

test.afterEach(async () => {
  await saveSiteConfig({ watching: { notices: true } });
});

/** Messages about the moment in the member's message centre (each names it in its "View" link). */
async function messagesAbout(member: Member, momentId: number): Promise<number> {
  const response = await member.api.get('/user/messages');
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const views = html.match(new RegExp(`class="message-view[^"]*"[^>]*href="/moment/${momentId}"`, 'g'));
  return views?.length ?? 0;
}

test('the owner switches watch messages off and on', async ({ page, accounts, adminSettings }) => {
  const [fan, poster] = await accounts.members('Fan', 'Poster');
  await postForData(fan.api, '/api/watch/set', { kind: 'member', id: poster.id, watch: true });

  await adminSettings.openAsOwner();
  const notices = adminSettings.field('Send messages about watched things');
  await expect(notices).toBeChecked();
  await notices.uncheck();
  expect(await adminSettings.save()).toBe(200);

  const quiet = await createMoment(poster.api, { title: 'Nobody is told' });
  expect(await messagesAbout(fan, quiet)).toBe(0);

  await page.reload();
  await adminSettings.field('Send messages about watched things').check();
  expect(await adminSettings.save()).toBe(200);
  const loud = await createMoment(poster.api, { title: 'Everyone watching is told' });
  await expect.poll(() => messagesAbout(fan, loud), { timeout: 45_000 }).toBe(1);
  // Delivered in the background like the loud one, which has long arrived: the quiet one never will.
  expect(await messagesAbout(fan, quiet)).toBe(0);
});
