import type { Page } from '@playwright/test';
import type { BrowseOptions, Locale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';
import { islandsHydrated } from './support/islands.ts';
import { currentUser, signInOwnerPage } from './support/members.ts';

// The admin screens speak one design vocabulary: each heading is what its menu item says, at one
// size, and an upload control looks like the site's other buttons. Named to run after admin-users:
// the dashboard keeps its counts for a minute, and that spec counts the members it made.

let owner: { id: number };

/** A page of the owner's, in the language. */
async function ownerPage(browse: (options?: BrowseOptions) => Promise<Page>, locale: Locale): Promise<Page> {
  const page = await browse({ locale });
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

test.beforeAll(async ({ accounts }) => {
  owner = (await currentUser(await accounts.owner())) as { id: number };
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`every admin screen is headed by its menu item's text, all at one size (${locale})`, async ({
    browse,
  }) => {
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
