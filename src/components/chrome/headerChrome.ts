import { $currentUser } from '@/stores/currentUser.ts';
import { $config } from '@/stores/config.ts';
import { $mobileMenuOpen, MOBILE_MAX_WIDTH } from '@/stores/mobileMenu.ts';
import { $colorMode, isDarkMode, toggleColorMode } from '@/stores/colorMode.ts';
import { setLocaleCookie } from '@/i18n/setLocaleCookie.ts';
import { isLocale } from '@/i18n/locales.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

const wideScreen = () => window.matchMedia(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);

function seedStores(header: HTMLElement): void {
  const data = header.querySelector('[data-plaza-seed]')?.textContent;
  if (!data) return;
  try {
    const seed = JSON.parse(data) as { user: CurrentUser | null; config: SiteConfig };
    $currentUser.set(seed.user);
    $config.set(seed.config);
  } catch {
    // A damaged seed leaves the stores empty; the server-rendered header still works.
  }
}

/** SPEC §4 Mobile menu: the burger opens and closes it; a link click or a wide window closes it. */
function mobileMenu(header: HTMLElement): void {
  const burger = header.querySelector<HTMLElement>('[data-burger]');
  const nav = header.querySelector<HTMLElement>('#site-nav');
  if (!burger || !nav) return;
  $mobileMenuOpen.subscribe((open) => {
    nav.toggleAttribute('data-open', open);
    burger.setAttribute('aria-expanded', String(open));
    burger.setAttribute('aria-label', (open ? burger.dataset.labelClose : burger.dataset.labelOpen) ?? '');
  });
  burger.addEventListener('click', () => $mobileMenuOpen.set(!$mobileMenuOpen.get()));
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]') && !wideScreen().matches) $mobileMenuOpen.set(false);
  });
  wideScreen().addEventListener('change', (event) => {
    if (event.matches) $mobileMenuOpen.set(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && $mobileMenuOpen.get()) {
      $mobileMenuOpen.set(false);
      burger.focus();
    }
  });
  // A page restored from the back/forward cache starts with the menu closed.
  window.addEventListener('pageshow', () => $mobileMenuOpen.set(false));
}

function colorModeToggle(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLElement>('[data-color-mode-toggle]');
  if (!toggle) return;
  $colorMode.subscribe((mode) => toggle.setAttribute('aria-pressed', String(isDarkMode(mode))));
  toggle.addEventListener('click', toggleColorMode);
}

/** Buttons that act: the language switcher and log out (loaded on first use). */
function actions(header: HTMLElement): void {
  header.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-action]');
    if (!button) return;
    const { action, value } = button.dataset;
    if (action === 'locale' && isLocale(value)) {
      if (value === document.documentElement.lang) return;
      setLocaleCookie(value);
      window.location.reload();
    } else if (action === 'logout') {
      // The button also submits a POST form for visitors without JavaScript; here the script asks first.
      event.preventDefault();
      void import('./logout.ts').then((module) => module.logout());
    }
  });
}

export function startHeaderChrome(header: HTMLElement): void {
  seedStores(header);
  mobileMenu(header);
  colorModeToggle(header);
  actions(header);
  const notice = header.querySelector<HTMLElement>('[data-message-notice]');
  if (notice) void import('./messageNotice.ts').then((module) => module.startMessageNotice(notice));
  header.setAttribute('data-ready', '');
}
