import { randomBytes } from 'node:crypto';
import type { AstroCookies } from 'astro';

/** A random id the sign-up page gives the browser, so accounts per device can be counted. */
const DEVICE_COOKIE = 'plaza_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;
const FOUR_HUNDRED_DAYS_S = 400 * 24 * 60 * 60;

/** The browser's device id, or null without a well-formed one. */
export function readDeviceId(cookies: AstroCookies): string | null {
  const value = cookies.get(DEVICE_COOKIE)?.value ?? '';
  return DEVICE_ID.test(value) ? value : null;
}

/** Gives the browser a device id unless it has one. */
export function ensureDeviceCookie(cookies: AstroCookies, secure: boolean): void {
  if (readDeviceId(cookies)) return;
  cookies.set(DEVICE_COOKIE, randomBytes(24).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: FOUR_HUNDRED_DAYS_S,
  });
}
