// Lighthouse and page weight only mean something on a forum whose widgets have content: an empty
// friend-link widget, say, hides its link text from the SEO audit. This names any that are empty.
import type { Browser } from '@playwright/test';

const WIDGETS: ReadonlyArray<readonly [string, string]> = [
  ['site notice', '[data-site-notice]'],
  ['friend links', '[data-friend-links-widget] li'],
  ['hot tags', '.side-tags li'],
  ['score ranking', '[data-score-ranking] li'],
  ['nodes', '.side-nodes li'],
];

/** The names of the home page's widgets that show nothing. */
export async function emptyHomeWidgets(browser: Browser, origin: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/`);
    const empty: string[] = [];
    for (const [name, selector] of WIDGETS) {
      if ((await page.locator(selector).count()) === 0) empty.push(name);
    }
    return empty;
  } finally {
    await page.close();
  }
}
