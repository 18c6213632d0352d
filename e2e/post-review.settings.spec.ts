import { useLocale } from './support/browsing.ts';
import { createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';
import type { SiteConfig } from '../src/shared/site/siteConfig.ts';

// Decision 059: the owner sets how many first posts wait for review, the duplicate window and what a
// spam check that cannot answer does; the Akismet key sits with the private settings, write-only.

let original: SiteConfig['postReview'] | undefined;

test.beforeAll(async () => {
  original = (await currentSiteConfig()).postReview;
});
test.afterAll(async () => {
  if (original) await saveSiteConfig({ postReview: original });
});

test('the owner turns the first-post queue off and a new member’s comment is published at once, in both languages', async ({
  context,
  accounts,
  adminSettings,
}) => {
  await adminSettings.openAsOwner();
  const review = adminSettings.group('Post review');
  await expect(review.getByLabel('First posts held for review')).toHaveValue(String(original?.firstPosts));
  await expect(review.getByLabel('Duplicate text window (hours)')).toHaveValue(
    String(original?.duplicateWindowHours),
  );
  await review.getByLabel('First posts held for review').fill('0');
  await review.getByLabel('When a spam check cannot answer').selectOption('allow');
  expect(await adminSettings.save()).toBe(200);
  expect((await currentSiteConfig()).postReview).toEqual({
    ...original,
    firstPosts: 0,
    onCheckFailure: 'allow',
  });
  const akismet = adminSettings.section('settings-akismet');
  await expect(akismet.getByLabel(/Akismet API key/)).toHaveAttribute('data-secret-status', 'unset');

  const author = await accounts.member('Settings author');
  const newcomer = await accounts.member('Settings newcomer', { trust: 'new' });
  const momentId = await createMoment(author.api, { title: 'Open to all' });
  const answer = await newcomer.api.post('/api/comment/create', {
    data: { entityType: 'moment', entityId: momentId, content: 'Published without waiting' },
  });
  const body = (await answer.json()) as { data: { pending?: boolean; targetCommentCount: number } };
  expect(body.data).toMatchObject({ targetCommentCount: 1 });
  expect(body.data.pending).toBeUndefined();

  await useLocale(context, 'zh-CN');
  await adminSettings.open();
  const zh = adminSettings.group('内容审核');
  await expect(zh.getByLabel('需审核的最初内容数')).toHaveValue('0');
  await expect(zh.getByLabel('垃圾内容检查无法给出结果时')).toHaveValue('allow');
  await expect(adminSettings.section('settings-akismet').getByLabel(/Akismet API 密钥/)).toBeVisible();
});
