import { useLocale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';

// A URL whose percent escapes do not decode (a lone `%`, bytes that are not UTF-8) reaches the app,
// which answers it like any other bad input: an envelope for the API, our own page for pages.

test('an API request with an undecodable query gets a localized 400 envelope', async ({ request }) => {
  const english = await request.get('/api/moment/list?nodeId=%FF');
  expect(english.status()).toBe(400);
  expect(english.headers()['content-type']).toContain('application/json');
  const answer = (await english.json()) as { success: boolean; errorCode: number; message: string };
  expect(answer.success).toBe(false);
  expect(answer.errorCode).not.toBe(0);
  expect(answer.message).toMatch(/[a-z]/i);

  const chinese = await request.get('/api/moment/list?nodeId=%', { headers: { cookie: 'locale=zh-CN' } });
  expect(chinese.status()).toBe(400);
  const chineseAnswer = (await chinese.json()) as { message: string };
  expect(chineseAnswer.message).toMatch(/[\u4e00-\u9fff]/);
});

test('a valid query around a broken escape still reads the valid part', async ({ request }) => {
  const answer = await request.get('/api/moment/list?tab=latest&cursor=%E4%B8');
  expect(answer.status()).toBeLessThan(500);
  expect(answer.headers()['content-type']).toContain('application/json');
});

test('a page at an undecodable address is our 404 page, in the reader’s language', async ({ page }) => {
  const response = await page.goto('/moment/%FF%zz');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();

  await useLocale(page.context(), 'zh-CN');
  const chinese = await page.goto('/tags/%C3');
  expect(chinese?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
