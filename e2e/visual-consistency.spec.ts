import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { BrowseOptions, Locale } from './support/browsing.ts';
import { postForData } from './support/composerMember.ts';
import { createComment, createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { islandsHydrated } from './support/islands.ts';
import { currentSiteConfig } from './support/siteConfig.ts';

// One design vocabulary: the same thing looks the same wherever a member meets it. Each check
// measures what the eye compares (icon shape, position, alignment, size) rather than class names.

const RUN = `v${Date.now().toString(36).slice(-6)}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let member: Member;
let momentId: number;

/** A browser context of a member's (the spec's member unless named), at a size and in a language. */
async function memberContext(
  browse: (options?: BrowseOptions) => Promise<Page>,
  viewport = DESKTOP,
  locale: Locale = 'en-US',
  who: Member = member,
): Promise<BrowserContext> {
  return (await browse({ as: who, viewport, locale })).context();
}

async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsHydrated(page);
}

/** The drawing of an icon: the path data of the svg inside. */
function iconDrawing(icon: Locator): Promise<string | null> {
  return icon.locator('svg path').first().getAttribute('d');
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

test.beforeAll(async ({ accounts }) => {
  member = await accounts.member('Visual');
  momentId = await createMoment(member.api, {
    title: `A moment to like ${RUN}`,
    content: '<p>Hearts or thumbs?</p>',
  });
  await createComment(member.api, { entityType: 'moment', entityId: momentId, content: 'First!' });
  await postForData(member.api, '/api/checkin', {});
});

test('a like is drawn with the same icon on feed cards, on the detail page and on comments', async ({
  browse,
}) => {
  const context = await memberContext(browse);
  const page = await context.newPage();
  await gotoReady(page, '/moments');
  const card = page.locator('article', { hasText: `A moment to like ${RUN}` }).first();
  const onCard = await iconDrawing(card.getByRole('listitem', { name: /\blikes$/ }));
  await gotoReady(page, `/moment/${momentId}`);
  const onDetail = await iconDrawing(page.locator('.reaction-like'));
  const onComment = await iconDrawing(page.locator('[data-comment-like]').first());
  expect(onCard).not.toBeNull();
  expect({ onCard, onComment }).toEqual({ onCard: onDetail, onComment: onDetail });
  await context.close();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`a toast appears below the header, never over its Create button (${viewport.width}px)`, async ({
    browse,
    accounts,
  }) => {
    const newcomer = await accounts.member(`Toast${viewport.width}`);
    const context = await memberContext(browse, viewport, 'en-US', newcomer);
    const page = await context.newPage();
    await gotoReady(page, '/');
    const checkIn = page.locator('[data-checkin-widget]').getByRole('button', { name: 'Check in' });
    await expect(checkIn).toBeVisible();
    // Checked in from elsewhere meanwhile: the button this page still shows is answered with an error toast.
    await postForData(newcomer.api, '/api/checkin', {});
    await checkIn.click();
    const toast = page.locator('.toast').first();
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    const header = await box(page.locator('.site-header'));
    expect(toastBox.y, 'toast top vs header bottom').toBeGreaterThanOrEqual(header.y + header.height);
    const create = page.locator('#create-menu');
    if (await create.isVisible()) {
      const button = await box(create);
      expect(toastBox.y).toBeGreaterThanOrEqual(button.y + button.height);
    }
    await context.close();
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`score history rows line up in columns (${viewport.width}px)`, async ({ browse }) => {
    const context = await memberContext(browse, viewport);
    const page = await context.newPage();
    await gotoReady(page, '/user/scores');
    const rows = page.locator('#score-ledger > li');
    // A check-in and a moment at least: sources whose labels differ in width.
    await expect(rows.nth(1)).toBeVisible();
    const columns = await rows.evaluateAll((items) =>
      items.map((item) => {
        const left = (selector: string) => item.querySelector(selector)?.getBoundingClientRect().left;
        const right = (selector: string) => item.querySelector(selector)?.getBoundingClientRect().right;
        return { body: left('.score-log-body'), amount: right('.score-log-amount') };
      }),
    );
    expect(new Set(columns.map((column) => column.body)).size, JSON.stringify(columns)).toBe(1);
    expect(new Set(columns.map((column) => column.amount)).size, JSON.stringify(columns)).toBe(1);
    await context.close();
  });
}

test('the moment and the article composers share one frame: heading, width, card and fields', async ({
  browse,
}) => {
  const context = await memberContext(browse);
  const page = await context.newPage();
  const frame = async (path: string) => {
    await gotoReady(page, path);
    const heading = page.getByRole('heading', { level: 1 });
    const title = page.getByRole('textbox', { name: 'Title' });
    const tags = page.getByLabel('Tags', { exact: true }).and(page.locator('input'));
    return page.evaluate(
      ([headingElement, titleElement, tagsElement]) => {
        const card = titleElement!.closest('.card');
        const style = (element: Element | null | undefined) => (element ? getComputedStyle(element) : null);
        // The tag box is the bordered element around the tag input.
        let tagBox = tagsElement!.parentElement;
        while (tagBox && style(tagBox)?.borderTopWidth === '0px') tagBox = tagBox.parentElement;
        return {
          headingSize: style(headingElement)?.fontSize,
          headingLeft: headingElement!.getBoundingClientRect().left,
          titleLeft: titleElement!.getBoundingClientRect().left,
          titleWidth: titleElement!.getBoundingClientRect().width,
          titleBackground: style(titleElement)?.backgroundColor,
          tagsBackground: style(tagBox)?.backgroundColor,
          inCard: card !== null,
          footer: document.querySelector('footer.site-footer') !== null,
        };
      },
      [await heading.elementHandle(), await title.elementHandle(), await tags.elementHandle()],
    );
  };
  const moment = await frame('/moment/create');
  const article = await frame('/article/create');
  expect(moment).toEqual(article);
  await context.close();
});

test('the redirect page in Chinese says 你 like the rest of the site and spaces the site name', async ({
  browse,
}) => {
  const context = await memberContext(browse, DESKTOP, 'zh-CN');
  const page = await context.newPage();
  const site = (await currentSiteConfig()).siteTitle;
  await gotoReady(page, `/redirect?url=${encodeURIComponent('https://example.com/')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`你即将离开 ${site}`);
  await expect(page.getByRole('link', { name: `返回 ${site}` })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toContain('您');
  await context.close();
});
