import { atom } from 'nanostores';

/** Whether the header's collapsed navigation is open (screens up to 1023px wide). */
export const $mobileMenuOpen = atom(false);

/** The mobile breakpoint; wider windows always show the full header. */
export const MOBILE_MAX_WIDTH = 1023;
