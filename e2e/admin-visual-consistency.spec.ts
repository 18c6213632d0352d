import type { Locator, Page } from '@playwright/test';
import { expectFitsWidth, PHONE, type BrowseOptions, type Locale } from './support/browsing.ts';
import { createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { islandsHydrated } from './support/islands.ts';
import { currentUser, signInOwnerPage } from './support/members.ts';
import { adjustScore, giveRole } from './support/staffSetup.ts';

// The admin screens speak one design vocabulary: each heading is what its menu item says, at one
// size, an upload control looks like the site's other buttons, and on a phone every table is a list
// of rows, each cell beside its column's heading. Named to run after admin-users: the dashboard keeps
// its counts for a minute, and that spec counts the members it made.

let owner: { id: number };
/** A member with a role change and a score adjustment in the audit log, and a moment. */
let listed: Member;

/** A page of the owner's, in the language (on a phone if asked). */
async function ownerPage(
  browse: (options?: BrowseOptions) => Promise<Page>,
  locale: Locale,
  phone = false,
): Promise<Page> {
  const page = await browse({ locale, phone });
  await signInOwnerPage(page);
  return page;
}

async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsHydrated(page);
}

/** What makes a control look like one of the site's buttons. */
const BUTTON_LOOK = [
  'display',
  'height',
  'padding-left',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'background-color',
  'font-size',
  'font-weight',
] as const;

async function uploadControlLook(page: Page): Promise<Record<string, string>> {
  const control = page.locator('label:has(input[type="file"])').first();
  await expect(control).toBeVisible();
  return control.evaluate((label, properties) => {
    const style = getComputedStyle(label);
    const input = label.querySelector('input[type="file"]')!.getBoundingClientRect();
    return {
      ...Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)])),
      nativeInputShown: String(input.width > 1 && input.height > 1),
    };
  }, BUTTON_LOOK);
}

/** How many lines each cell's own text takes, with the heading the cell shows beside it. */
async function cellLines(rows: Locator): Promise<Array<{ label: string; text: string; lines: number }>> {
  return rows.locator('td, th[scope="row"]').evaluateAll((cells) =>
    cells
      .filter((cell) => (cell.textContent ?? '').trim() !== '')
      .map((cell) => {
        const tops: number[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
        }
        // Text of one line may sit a pixel or two apart (a smaller font beside): one line each.
        const lines = tops
          .sort((a, b) => a - b)
          .filter((top, index, sorted) => index === 0 || top - sorted[index - 1]! > 6).length;
        return { label: cell.getAttribute('data-label') ?? '', text: cell.textContent!.trim(), lines };
      }),
  );
}

/** The table's rows read on the phone: every cell in at most two lines, the table within the screen. */
async function expectReadableRows(page: Page, rows: Locator): Promise<void> {
  await expect(rows.first()).toBeVisible();
  for (const cell of await cellLines(rows))
    expect.soft(cell.lines, `${cell.label}: "${cell.text}" in at most two lines`).toBeLessThanOrEqual(2);
  const table = await page.locator('table').first().boundingBox();
  expect.soft(table!.x >= 0 && table!.x + table!.width <= PHONE.width, 'the table fits the phone').toBe(true);
  await expectFitsWidth(page);
}

/** Each value cell shows a label, and the label is the words of one of the table's column headings. */
async function expectLabelledCells(page: Page, rows: Locator): Promise<void> {
  const headings = await page
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent!.trim()));
  const cells = await rows
    .first()
    .locator('td:not(:has(input))')
    .evaluateAll((found) =>
      found.map((cell) => ({
        label: cell.getAttribute('data-label') ?? '',
        shown: getComputedStyle(cell, '::before').content !== 'none',
      })),
    );
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    expect.soft(headings, 'the label is a column heading').toContain(cell.label);
    expect.soft(cell.shown, `the label ${cell.label} is shown`).toBe(true);
  }
}

test.beforeAll(async ({ accounts }) => {
  owner = (await currentUser(await accounts.owner())) as { id: number };
  listed = await accounts.member('Tables');
  await giveRole(listed.id, 'moderator');
  await adjustScore(listed.id, 5, 'Welcome');
  await createMoment(listed.api, { title: 'A moment to list' });
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`every admin screen is headed by its menu item's text, all at one size (${locale})`, async ({
    browse,
  }) => {
    // Nineteen screens in turn, each loaded until ready: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const page = await ownerPage(browse, locale);
    await gotoReady(page, '/admin');
    const menu = await page.locator('.side-menu-link').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        label: link.textContent?.trim() ?? '',
      })),
    );
    expect(menu.length).toBeGreaterThan(5);
    const sizes: Record<string, string> = {};
    for (const { href, label } of [...menu, { href: `/admin/users/${owner.id}`, label: null }]) {
      await gotoReady(page, href);
      const heading = page.getByRole('heading', { level: 1 });
      if (label !== null) expect.soft(await heading.innerText(), href).toBe(label);
      sizes[href] = await heading.evaluate((element) => getComputedStyle(element).fontSize);
    }
    expect(new Set(Object.values(sizes)).size, JSON.stringify(sizes)).toBe(1);
    await page.context().close();
  });
}

test('upload controls in admin forms look like the site settings logo button', async ({ browse }) => {
  const page = await ownerPage(browse, 'en-US');
  await gotoReady(page, '/admin/settings');
  const reference = await uploadControlLook(page);
  expect(reference['nativeInputShown']).toBe('false');
  for (const [path, opener] of [
    ['/admin/nodes', 'New node'],
    ['/admin/links', 'New friend link'],
  ] as const) {
    await gotoReady(page, path);
    await page.getByText(opener, { exact: true }).click();
    expect.soft(await uploadControlLook(page), path).toEqual(reference);
  }
  await page.context().close();
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`the owner reads the audit log, members, content and daily numbers as lists on a phone (${locale})`, async ({
    browse,
  }) => {
    const page = await ownerPage(browse, locale, true);

    await page.goto(`/admin/audit?targetType=user&targetId=${listed.id}`);
    const auditRows = page.locator('#audit-list tr');
    await expect(auditRows).toHaveCount(2);
    await expectReadableRows(page, auditRows);
    await expectLabelledCells(page, auditRows);

    await page.goto(`/admin/users?q=${encodeURIComponent(listed.email)}`);
    const userRows = page.locator('#admin-user-list tr');
    await expect(userRows).toHaveCount(1);
    await expectReadableRows(page, userRows);
    await expectLabelledCells(page, userRows);

    await page.goto(`/admin/content?type=moment&author=${listed.id}`);
    await islandsHydrated(page);
    const contentRows = page.locator('tr[data-content-row]');
    await expect(contentRows).toHaveCount(1);
    await expectReadableRows(page, contentRows);
    await expectLabelledCells(page, contentRows);

    await page.goto('/admin');
    const numbers = page.locator('details').filter({ has: page.locator('table') });
    await numbers.locator('summary').click();
    const dayRows = numbers.locator('tbody tr');
    await expectReadableRows(page, dayRows);
    await expectLabelledCells(page, dayRows);
    await page.context().close();
  });
}
