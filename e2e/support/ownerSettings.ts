import { expect, type Page, type Request } from '@playwright/test';

/**
 * Runs `act` (a save the browser should refuse) and then checks that nothing was sent to `path`:
 * the form named the problem instead.
 */
export async function expectNothingSent(page: Page, path: string, act: () => Promise<void>): Promise<void> {
  let sent = false;
  const watch = (request: Request) => {
    if (request.url().endsWith(path)) sent = true;
  };
  page.on('request', watch);
  try {
    await act();
  } finally {
    page.off('request', watch);
  }
  expect(sent, `nothing is sent to ${path}`).toBe(false);
}
