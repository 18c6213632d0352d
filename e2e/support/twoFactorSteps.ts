import { expect, type Page } from '@playwright/test';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { totpCode } from '../../tests/totpCode.ts';
import { gotoHydrated } from './gotoHydrated.ts';

/** A code of the next 30 s step (inside the server's ±1 window, never the step just used). */
export function nextCode(secret: Uint8Array, ahead = 1): string {
  return totpCode(secret, ahead);
}

export async function signInWithPassword(
  page: Page,
  name: string,
  password: string,
  path = '/user/signin',
): Promise<void> {
  await gotoHydrated(page, path);
  const form = page.locator('main form');
  await form.locator('input[name="username"]').fill(name);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Enrols the signed-in member on the security page; answers the secret and the recovery codes. */
export async function enrol(page: Page): Promise<{ secret: Uint8Array; recovery: string[] }> {
  await page.goto('/user/profile/security');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const shown = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(shown).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  );
  const secret = decodeBase32IgnorePadding(shown);
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('two-factor-recovery-codes').locator('code');
  await expect(codes).toHaveCount(10);
  return { secret, recovery: await codes.allTextContents() };
}
