import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect, test } from './support/fixtures.ts';
import { createComment, createMoment } from './support/content.ts';
import { expectFitsWidth, useLocale, type Locale } from './support/browsing.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { E2E_PREVIEW_PORT } from './support/servers.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import { solidPng } from '../tests/fixtures/testImages.ts';
import type { Page } from '@playwright/test';

// Link previews (decision 079): a link alone on its line becomes a card once the server has fetched
// the page after the save (never the reader's browser); the owner turns previews off or limits them
// to listed domains. The page is served here, on the one private host the e2e server may reach.

let server: Server;
const seen: Array<{ url: string; agent: string }> = [];
const origin = `http://127.0.0.1:${E2E_PREVIEW_PORT}`;

test.beforeAll(async () => {
  const png = await solidPng(320, 160);
  server = createServer((request: IncomingMessage, response) => {
    seen.push({ url: request.url ?? '', agent: request.headers['user-agent'] ?? '' });
    if (request.url?.startsWith('/story.png')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    }
    if (request.url?.startsWith('/story')) {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html><head><title>Fallback</title>` +
            `<meta property="og:title" content="Lighthouse keepers of the north coast">` +
            `<meta property="og:description" content="How the last keepers lived, told by their families.">` +
            `<meta property="og:site_name" content="Coast Journal">` +
            `<meta property="og:image" content="/story.png"><script>document.title = 'ran'</script></head>` +
            `<body><p>Story</p></body></html>`,
        );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(E2E_PREVIEW_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await saveSiteConfig({ linkPreviews: { mode: 'all', domains: [] } });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const storyUrl = (label: string) => `${origin}/story?${label}=${Date.now().toString(36)}`;
const loneLink = (url: string) => `<p>Worth reading:</p><p><a href="${url}">${url}</a></p>`;

/** Reloads the page until the card is there: it arrives after the save, through the outbox. */
async function waitForCard(page: Page, path: string, card: string) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return page.locator(card).count();
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThan(0);
}

const CARD = '.content-body .link-preview-card';

test('a lone link in a moment becomes a card fetched by the server, in both languages, light and dark, on a phone', async ({
  accounts,
  browse,
}) => {
  test.slow(); // four pages, each audited by axe
  const writer = await accounts.member('Writer');
  const url = storyUrl('moment');
  const id = await createMoment(writer.api, {
    title: `Keepers ${Date.now().toString(36)}`,
    content: loneLink(url),
  });

  const visitor = await browse();
  await waitForCard(visitor, `/moment/${id}`, CARD);
  const card = visitor.locator(CARD);
  await expect(card.locator('.link-preview-title')).toHaveText('Lighthouse keepers of the north coast');
  await expect(card.locator('.link-preview-site')).toHaveText('Coast Journal');
  await expect(card.locator('.link-preview-description')).toHaveText(
    'How the last keepers lived, told by their families.',
  );
  await expect(card.getByRole('link')).toHaveAttribute('href', url);
  await expect(card.locator('img')).toHaveAttribute('src', /^(\/uploads\/|https?:\/\/).*\.png$/);
  // The image is this forum's re-encoded copy, not the remote one.
  const src = await card.locator('img').getAttribute('src');
  const image = await visitor.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  await expect(visitor.locator('.content-body').getByText('Worth reading:')).toBeVisible();
  // Only the server asked the page: every request to it carries the preview fetcher's name.
  const asked = seen.filter((request) => request.url.includes(new URL(url).search.slice(1)));
  expect(asked.length).toBeGreaterThan(0);
  expect(seen.every((request) => request.agent.startsWith('PlazaLinkPreview/'))).toBe(true);

  for (const [locale, colorMode] of [
    ['en-US', 'light'],
    ['zh-CN', 'dark'],
    ['en-US', 'dark'],
    ['zh-CN', 'light'],
  ] as Array<[Locale, 'light' | 'dark']>) {
    const page = await browse({ locale, colorMode, phone: true });
    await page.goto(`/moment/${id}`);
    await expect(page.locator(CARD)).toBeVisible();
    await expectFitsWidth(page, 390);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page, 375);
    expect(await wcagViolations(page), `${locale} ${colorMode}`).toEqual([]);
  }
});

test('a comment whose line is one address shows its card', async ({ accounts, browse }) => {
  const [writer, commenter] = await accounts.members('Writer', 'Commenter');
  const id = await createMoment(writer.api, { title: `Coast ${Date.now().toString(36)}` });
  const url = storyUrl('comment');
  await createComment(commenter.api, { entityType: 'moment', entityId: id, content: `Found this\n${url}` });

  const page = await browse({ locale: 'zh-CN', colorMode: 'dark' });
  await waitForCard(page, `/moment/${id}`, '.comment-text .link-preview-card');
  const card = page.locator('.comment-text .link-preview-card');
  await expect(card.locator('.link-preview-title')).toHaveText('Lighthouse keepers of the north coast');
  await expect(card.getByRole('link')).toHaveAttribute('href', url);
  await expect(page.locator('.comment-text').getByText('Found this')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});

test('the owner limits previews to listed domains, then turns them back on', async ({
  page,
  accounts,
  adminSettings,
  browse,
}) => {
  test.slow(); // the settings screen in two languages, each audited by axe
  const writer = await accounts.member('Writer');
  const url = storyUrl('owner');
  const id = await createMoment(writer.api, {
    title: `Listed ${Date.now().toString(36)}`,
    content: loneLink(url),
  });
  const reader = await browse();
  await waitForCard(reader, `/moment/${id}`, CARD);

  await adminSettings.openAsOwner();
  const section = adminSettings.group('Link previews');
  const mode = section.getByLabel('Previews', { exact: true });
  await expect(mode).toHaveValue('all');
  await mode.selectOption('listed');
  const domains = section.getByLabel('Domains');
  await domains.fill('https://example.com/');
  // The form checks before sending: nothing is saved, the field says why.
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByText('Each domain is a host name such as example.com, without a scheme or path.'),
  ).toBeVisible();
  await domains.fill('example.com\nnews.example.org');
  await adminSettings.saveOk();
  expect(await wcagViolations(page)).toEqual([]);

  // 127.0.0.1 is not listed: the link is a plain link again, on the page every reader is served.
  await expect
    .poll(
      async () => {
        await reader.goto(`/moment/${id}`);
        return reader.locator(CARD).count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
  await expect(reader.locator('.content-body').getByRole('link', { name: url })).toBeVisible();

  // In Chinese the owner turns them on for every site again, and the card is back.
  await useLocale(page.context(), 'zh-CN');
  const zhSettings = adminSettings.in('zh-CN');
  await zhSettings.open();
  const zhSection = zhSettings.group('链接预览');
  await expect(zhSection).toBeVisible();
  await zhSection.getByLabel('预览', { exact: true }).selectOption('all');
  await expect(zhSection.getByLabel('域名')).toHaveCount(0);
  await zhSettings.saveOk();
  expect(await wcagViolations(page)).toEqual([]);
  await waitForCard(reader, `/moment/${id}`, CARD);
});
