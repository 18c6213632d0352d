import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { hydrateAllIslands } from './support/hydrateIslands.ts';
import type { Locale } from './support/browsing.ts';

// Every page a reader reaches must hydrate without a word from React or the browser: a hydration
// mismatch (React #418) means the server's markup was thrown away, and an island that speaks the
// wrong language means it read the locale before the page's <html lang> was applied.

/** Pages anyone can read; `{moment}`, `{article}` and `{author}` are filled in from the fixtures. */
const PUBLIC_PAGES = [
  '/',
  '/moments',
  '/articles',
  '/tags',
  '/links',
  '/about',
  '/search?q=moment',
  '/moment/{moment}',
  '/moment/{moment}/history',
  '/article/{article}',
  '/user/{author}',
  '/user/{author}/articles',
  '/user/{author}/fans',
  '/user/signin',
  '/user/signup',
  '/offline',
];

/** Pages only a member reaches. */
const MEMBER_PAGES = [
  '/moment/create',
  '/article/create',
  '/moment/edit/{moment}',
  '/user/profile',
  '/user/profile/account',
  '/user/profile/security',
  '/user/profile/api-keys',
  '/user/account',
  '/user/messages',
  '/user/conversations',
  '/user/favorites',
  '/user/drafts',
  '/user/watching',
  '/user/scores',
  '/user/blocks',
  '/user/notifications',
];

/** Console errors and warnings, and uncaught exceptions, of every document the page opens. */
function watchConsole(page: Page): () => string[] {
  let heard: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      heard.push(`${message.type()}: ${message.text()} (${page.url()})`);
    }
  });
  page.on('pageerror', (error) => heard.push(`uncaught: ${error.message} (${page.url()})`));
  return () => {
    const taken = heard;
    heard = [];
    return taken;
  };
}

// Pages as readers get them, with the forum's service worker (decision 063): it must add nothing to the console.
test.use({ serviceWorkers: 'allow' });

const CHECKIN_WORDS: Record<Locale, { title: string; button: string }> = {
  'en-US': { title: 'Daily check-in', button: 'Check in' },
  'zh-CN': { title: '每日签到', button: '签到' },
};

for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const audience of ['visitor', 'author', 'member'] as const) {
    test(`every page hydrates without a console error for a ${audience} (${locale})`, async ({
      browse,
      member,
      moment,
      article,
      accounts,
    }) => {
      test.slow();
      const reader =
        audience === 'author' ? member : audience === 'member' ? await accounts.member('Reader') : undefined;
      const page = await browse({ ...(reader ? { as: reader } : {}), locale, phone: locale === 'zh-CN' });
      const heard = watchConsole(page);
      const pages = reader ? [...PUBLIC_PAGES, ...MEMBER_PAGES] : PUBLIC_PAGES;
      for (const template of pages) {
        if (template.includes('/edit/') && audience !== 'author') continue;
        const path = template
          .replace('{moment}', String(moment.id))
          .replace('{article}', String(article.id))
          .replace('{author}', String(member.id));
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(200);
        await hydrateAllIslands(page);
        await page.waitForLoadState('networkidle');
        expect(heard(), path).toEqual([]);
      }
    });
  }

  test(`the check-in widget speaks the page's language after sign-in (${locale})`, async ({
    browse,
    accounts,
  }) => {
    const reader = await accounts.member('Checker');
    const page = await browse({ as: reader, locale });
    await page.goto('/');
    await hydrateAllIslands(page);
    const widget = page.locator('[data-checkin-widget]');
    await expect(widget.locator('.side-widget-title')).toHaveText(CHECKIN_WORDS[locale].title);
    await expect(widget.locator('[data-checkin-button]')).toHaveText(CHECKIN_WORDS[locale].button);
  });
}
