import { expect, type Page } from '@playwright/test';

export interface SubmissionWatch {
  /** Fails when anything was submitted, loaded or saved since the watch began, or the address changed. */
  expectNone(after: string): Promise<void>;
}

/** Watches for form submissions, page loads and save requests from now on. */
export async function watchSubmissions(page: Page): Promise<SubmissionWatch> {
  const address = page.url();
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(`page load ${frame.url()}`);
  });
  page.on('request', (request) => {
    if (/\/api\/(moment|article)\/(create|update)$/.test(request.url())) seen.push(`save ${request.url()}`);
  });
  await page.exposeFunction('reportSubmission', (form: string) => seen.push(`submit of ${form}`));
  await page.evaluate(() => {
    const report = (window as unknown as { reportSubmission: (form: string) => void }).reportSubmission;
    const describe = (form: Element) => form.outerHTML.slice(0, form.outerHTML.indexOf('>') + 1);
    document.addEventListener('submit', (event) => report(describe(event.target as Element)), true);
  });
  return {
    async expectNone(after) {
      // A round trip to the page delivers the reports of what the last action set off.
      await page.evaluate(() => undefined);
      expect(seen, `${after} submits nothing`).toEqual([]);
      expect(page.url(), `${after} keeps the page`).toBe(address);
    },
  };
}
