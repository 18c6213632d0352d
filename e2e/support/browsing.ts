import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInBrowser, type Member } from './members.ts';
import { E2E_SERVERS } from './servers.ts';
import { COLOR_MODE_KEY } from '../../src/stores/colorMode.ts';

export type Locale = 'en-US' | 'zh-CN';

/** The phone the specs test on: an iPhone-sized viewport. */
export const PHONE = { width: 390, height: 844 } as const;

/** Sets the locale cookie, as the language switcher does, for the main server (or `url`). */
export async function useLocale(
  context: BrowserContext,
  locale: Locale,
  url: string = E2E_SERVERS.main.url,
): Promise<void> {
  await context.addCookies([{ name: 'locale', value: locale, url }]);
}

/** Nothing on the page sticks out sideways past `width` (a phone's, by default). */
export async function expectFitsWidth(page: Page, width: number = PHONE.width): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'nothing sticks out sideways').toBeLessThanOrEqual(width);
}

/** Marks the page, so a reload (which would drop the mark) can be told apart from an in-place change. */
export async function markUnreloaded(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-unreloaded', ''));
}

/** The page marked by markUnreloaded is still the same document. */
export async function expectNotReloaded(page: Page, message = 'the page was not reloaded'): Promise<void> {
  await expect(page.locator('html[data-e2e-unreloaded]'), message).toHaveCount(1);
}

/** How a page of its own is opened: who reads it, in which language, at which size. */
export interface BrowseOptions {
  /** The member signed in (their session cookies); a visitor when left out. */
  as?: Pick<Member, 'token'>;
  /** The browser's language (`en-US` unless said otherwise). */
  locale?: Locale;
  /** Also set the locale cookie for `locale` (the default when `locale` is given). */
  localeCookie?: boolean;
  /** The browser's own language when it is not `locale` (the cookie still says `locale`). */
  browserLocale?: Locale;
  /** A phone-sized viewport. */
  phone?: boolean;
  viewport?: { width: number; height: number };
  /** The colour mode stored before the first page loads. */
  colorMode?: 'dark' | 'light';
  javaScriptEnabled?: boolean;
  baseURL?: string | undefined;
}

/** Opens a browser context of its own (another device, another reader) and a page in it. */
export async function openBrowsing(browser: Browser, options: BrowseOptions = {}): Promise<Page> {
  const baseURL = options.baseURL ?? E2E_SERVERS.main.url;
  const viewport = options.viewport ?? (options.phone ? PHONE : undefined);
  const context = await browser.newContext({
    baseURL,
    locale: options.browserLocale ?? options.locale ?? 'en-US',
    ...(viewport ? { viewport } : {}),
    ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
    ...(options.colorMode
      ? {
          storageState: {
            cookies: [],
            origins: [
              { origin: baseURL, localStorage: [{ name: COLOR_MODE_KEY, value: options.colorMode }] },
            ],
          },
        }
      : {}),
  });
  if (options.locale && options.localeCookie !== false) await useLocale(context, options.locale, baseURL);
  if (options.as) await signInBrowser(context, options.as, baseURL);
  return context.newPage();
}
