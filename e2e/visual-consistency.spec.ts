import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_SERVERS } from './support/servers.ts';
import { call, expectData, signUp, type Caller } from './support/plazaClient.ts';
import { islandsHydrated } from './support/islands.ts';
import { sessionCookies } from './support/members.ts';

// One design vocabulary: the same thing looks the same wherever a member meets it. Each check
// measures what the eye compares (icon shape, position, alignment, size) rather than class names.

const MAIN = E2E_SERVERS.main.url;
const RUN = `v${Date.now().toString(36).slice(-6)}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let member: Caller;
let momentId: number;

function apiData<T>(caller: Caller, path: string, body?: unknown): Promise<T> {
  return expectData<T>(call(MAIN, caller, path, body), path);
}

async function memberContext(
  browser: Browser,
  viewport = DESKTOP,
  locale = 'en-US',
  who: Caller = member,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale });
  const cookies: Array<{ name: string; value: string; url: string }> = [
    { name: 'locale', value: locale, url: MAIN },
  ];
  if (who.token) cookies.push(...sessionCookies(who.token, MAIN));
  await context.addCookies(cookies);
  return context;
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

test.beforeAll(async () => {
  member = await signUp(MAIN, 'Visual', RUN);
  momentId = (
    await apiData<{ id: number }>(member, '/api/moment/create', {
      type: 0,
      title: `A moment to like ${RUN}`,
      content: '<p>Hearts or thumbs?</p>',
    })
  ).id;
  await apiData(member, '/api/comment/create', {
    entityType: 'moment',
    entityId: momentId,
    content: 'First!',
  });
  await apiData(member, '/api/checkin', {});
});

test('a like is drawn with the same icon on feed cards, on the detail page and on comments', async ({
  browser,
}) => {
  const context = await memberContext(browser);
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
    browser,
  }) => {
    const newcomer = await signUp(MAIN, `Toast${viewport.width}`, RUN);
    const context = await memberContext(browser, viewport, 'en-US', newcomer);
    const page = await context.newPage();
    await gotoReady(page, '/');
    const checkIn = page.locator('[data-checkin-widget]').getByRole('button', { name: 'Check in' });
    await expect(checkIn).toBeVisible();
    // Checked in from elsewhere meanwhile: the button this page still shows is answered with an error toast.
    await apiData(newcomer, '/api/checkin', {});
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
  test(`score history rows line up in columns (${viewport.width}px)`, async ({ browser }) => {
    const context = await memberContext(browser, viewport);
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
  browser,
}) => {
  const context = await memberContext(browser);
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
  browser,
}) => {
  const context = await memberContext(browser, DESKTOP, 'zh-CN');
  const page = await context.newPage();
  const site = (await apiData<{ siteTitle: string }>(member, '/api/config/configs')).siteTitle;
  await gotoReady(page, `/redirect?url=${encodeURIComponent('https://example.com/')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`你即将离开 ${site}`);
  await expect(page.getByRole('link', { name: `返回 ${site}` })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toContain('您');
  await context.close();
});
