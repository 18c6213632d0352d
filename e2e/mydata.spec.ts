import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectFitsWidth } from './support/browsing.ts';
import { createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { ACCOUNT_DATA_WORDS, AccountDataPage } from './support/pages/AccountDataPage.ts';

// A member downloads an archive of their data, then schedules their account's deletion with their
// password, sees the date, and cancels it; signing in meanwhile leads to the page to cancel.

const PHONE_375 = { width: 375, height: 812 };

for (const { locale, phone, colorMode } of [
  { locale: 'en-US', phone: false, colorMode: 'light' },
  { locale: 'zh-CN', phone: true, colorMode: 'dark' },
] as const) {
  test(`a member downloads their data and schedules, then cancels, their account's deletion (${locale}${phone ? ', 375px' : ''}, ${colorMode})`, async ({
    accounts,
    browse,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const member = await accounts.member('Data');
    const title = `My own words ${Date.now().toString(36)}`;
    await createMoment(member.api, { title });
    const page = await browse({
      as: member,
      locale,
      colorMode,
      ...(phone ? { viewport: PHONE_375 } : {}),
    });
    const words = ACCOUNT_DATA_WORDS[locale];
    const data = new AccountDataPage(page, words);
    await data.open();

    await data.prepareArchive();
    if (phone) await expectFitsWidth(page, PHONE_375.width);
    const download = await data.download();
    expect(download.suggestedFilename()).toMatch(/^account-data-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
    const dir = mkdtempSync(join(tmpdir(), 'plaza-mydata-e2e-'));
    try {
      const file = join(dir, 'archive.zip');
      await download.saveAs(file);
      expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
      const account = JSON.parse(execFileSync('unzip', ['-p', file, 'account.json']).toString()) as {
        id: number;
        email: string;
      };
      expect(account).toMatchObject({ id: member.id, email: member.email });
      const moments = JSON.parse(execFileSync('unzip', ['-p', file, 'moments.json']).toString()) as Array<{
        title: string;
      }>;
      expect(moments.map((moment) => moment.title)).toEqual([title]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // A wrong password is refused on the page; the right one schedules the deletion.
    await data.deleteWithPassword('not-my-password');
    await expect(page.getByText(words.wrongPassword)).toBeVisible();
    await data.deleteWithPassword(member.password);
    await expect(data.scheduledNotice()).toContainText(words.scheduled);
    const inSevenDays = new Date(Date.now() + 7 * 86_400_000);
    await expect(data.scheduledNotice()).toContainText(String(inSevenDays.getFullYear()));
    if (phone) await expectFitsWidth(page, PHONE_375.width);

    // Signing in during the grace period still works and leads to this page.
    const other = await playwright.request.newContext({ baseURL: baseURL ?? page.url() });
    try {
      const answer = await other.post('/api/login/signin', {
        data: { username: member.email, password: member.password },
      });
      expect(answer.ok()).toBe(true);
      expect(((await answer.json()) as { data: { redirect: string } }).data.redirect).toBe('/user/account');
    } finally {
      await other.dispose();
    }

    await data.cancelDeletion();
    await expect(data.scheduledNotice()).toHaveCount(0);
    await expect(page.getByRole('button', { name: words.delete })).toBeVisible();
  });
}
