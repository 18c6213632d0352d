import { test, expect } from './support/fixtures.ts';
import { expectNotReloaded, markUnreloaded, type Locale } from './support/browsing.ts';
import { createMoment } from './support/content.ts';
import { COMMENT_WORDS, MomentPage } from './support/pages/ContentPage.ts';

// A member who loses the connection keeps the page and what they typed: the page says the
// connection is lost, and the same tap works once it is back. Only a real new build may reload.
const WORDS = {
  'en-US': { like: 'Like', lost: /connection was lost/ },
  'zh-CN': { like: '点赞', lost: /网络连接已断开/ },
} as const satisfies Record<Locale, unknown>;

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`a lost connection leaves the moment page and the typed comment as they were (${locale})`, async ({
    browse,
    accounts,
  }) => {
    const [author, reader] = await accounts.members('Author', 'Reader');
    const id = await createMoment(author.api, { title: `Offline ${locale} ${Date.now()}` });
    const page = await browse({ as: reader, locale, phone: locale === 'zh-CN' });
    const moment = new MomentPage(page, COMMENT_WORDS[locale]);
    const words = WORDS[locale];
    await moment.openWithComments(id);
    await moment.comments.field.fill('Words I typed before the train went into the tunnel');
    await markUnreloaded(page);

    await page.context().setOffline(true);
    await moment.reaction(words.like).click();
    const lost = page.locator('[data-connection-lost]');
    await expect(lost).toBeVisible();
    await expect(lost).toHaveText(words.lost);
    await expect(moment.reactionCount(words.like)).toHaveText('0');
    // The toast's code is fetched on first use: offline that fails too, and it is no new build
    // (the page used to reload into the browser's offline page here).
    await page.waitForTimeout(1_500);
    await expectNotReloaded(page);
    await expect(moment.comments.field).toHaveValue('Words I typed before the train went into the tunnel');

    await page.context().setOffline(false);
    await expect(lost).toBeHidden();
    await moment.reaction(words.like).click();
    await expect(moment.reactionCount(words.like)).toHaveText('1');
    await expectNotReloaded(page);
  });
}

test('a newer build offers the reload instead of reloading over typed text, and reloads a page without any', async ({
  browse,
  accounts,
}) => {
  const [author, reader] = await accounts.members('Author', 'Reader');
  const id = await createMoment(author.api, { title: `Newer build ${Date.now()}` });
  const page = await browse({ as: reader });
  const moment = new MomentPage(page);
  // A deploy has replaced this build: the manifest names another one and this build's chunks are gone.
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );
  await page.route('**/_astro/mountGlobalUi*', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('**/api/like/toggle', (route) => route.abort('connectionreset'));
  await moment.openWithComments(id);
  await moment.comments.field.fill('Half a thought');
  await markUnreloaded(page);

  await moment.reaction('Like').click();
  await expect(page.locator('[data-update-banner]')).toBeVisible();
  await page.waitForTimeout(1_500);
  await expectNotReloaded(page);
  await expect(moment.comments.field).toHaveValue('Half a thought');

  await moment.comments.field.fill('');
  const reloaded = page.waitForEvent('load');
  await moment.reaction('Like').click();
  await reloaded;
});
