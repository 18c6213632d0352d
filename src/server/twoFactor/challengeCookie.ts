import type { AstroCookies } from 'astro';
import type { IssuedChallenge } from './challenge.commands.ts';

const CHALLENGE_COOKIE = 'plaza_2fa';
export { TWO_FACTOR_STEP_PATH } from '@/shared/twoFactor/twoFactorChallengeData.ts';

/** The challenge also rides in an httpOnly cookie, so the code page and no-JS forms need no script. */
export function setChallengeCookie(cookies: AstroCookies, challenge: IssuedChallenge, secure: boolean): void {
  cookies.set(CHALLENGE_COOKIE, challenge.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: challenge.expiresAt,
  });
}

export function clearChallengeCookie(cookies: AstroCookies, secure: boolean): void {
  cookies.set(CHALLENGE_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}

export function readChallengeCookie(cookies: AstroCookies): string {
  return cookies.get(CHALLENGE_COOKIE)?.value ?? '';
}
