import { expect, test } from './support/fixtures.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';
import type { SiteConfig } from '../src/shared/site/siteConfig.ts';

// One rule for shown times: the site's configured time zone, whether the server rendered the time
// or the browser did (a comment just posted), whatever the reader's own zone; tooltips name it.

let original: SiteConfig['timeZone'];

test.use({ timezoneId: 'America/New_York' });

test.beforeAll(async () => {
  original = (await currentSiteConfig()).timeZone;
  await saveSiteConfig({ timeZone: 'Asia/Shanghai' });
});

test.afterAll(async () => {
  await saveSiteConfig({ timeZone: original });
});

test('server- and browser-rendered times are both on the site’s clock, and say so', async ({
  page,
  momentPage,
  moment,
}) => {
  await momentPage.openWithComments(moment.id);

  const inShanghai = (iso: string) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      hourCycle: 'h23',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(iso));
  const momentTime = page.locator('.moment-detail time');
  const momentAt = (await momentTime.getAttribute('datetime'))!;
  await expect(momentTime).toHaveAttribute('title', `${inShanghai(momentAt)} (Asia/Shanghai time)`);

  await momentPage.comments.post('Posted from New York');
  const posted = page
    .locator('li.comment')
    .filter({ hasText: 'Posted from New York' })
    .locator('time')
    .first();
  await expect(posted).toBeVisible();
  const postedAt = (await posted.getAttribute('datetime'))!;
  const browserTitle = await posted.getAttribute('title');
  expect(browserTitle, 'the browser writes it on the site’s clock').toBe(
    `${inShanghai(postedAt)} (Asia/Shanghai time)`,
  );

  await page.reload();
  const rendered = page
    .locator('li.comment')
    .filter({ hasText: 'Posted from New York' })
    .locator('time')
    .first();
  await expect(rendered, 'the server writes the same').toHaveAttribute('title', browserTitle!);
});
