import { expect, test } from './support/fixtures.ts';
import { createComment, createMoment } from './support/content.ts';
import { expectFitsWidth, type Locale } from './support/browsing.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { signInOwnerPage, unreadCount } from './support/members.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import type { SiteConfig } from '../src/shared/site/siteConfig.ts';

// Questions and accepted answers (decision 082): the owner makes a node a question node and sets the
// points; a member asks, another answers, the asker accepts; the page, the lists and the structured
// data show it.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let originalRules: SiteConfig['scoreRules'] | undefined;

test.beforeAll(async () => {
  originalRules = (await currentSiteConfig()).scoreRules;
});

test.afterAll(async () => {
  if (originalRules) await saveSiteConfig({ scoreRules: originalRules });
});

test('a question gets an accepted answer that its page, the lists and the structured data show', async ({
  page,
  adminSettings,
  accounts,
  browse,
}) => {
  test.slow(); // eight pages audited by axe

  // The owner sets the points and makes a question node on the admin screens.
  await adminSettings.openAsOwner();
  await adminSettings.group('Scores').getByLabel('Points for an accepted answer').fill('12');
  expect(await adminSettings.save()).toBe(200);
  expect((await currentSiteConfig()).scoreRules.answer).toBe(12);

  await signInOwnerPage(page);
  const nodeName = `Help ${RUN}`;
  await page.goto('/admin/nodes');
  await page.getByText('New node', { exact: true }).click();
  await page.locator('#node-new-name').fill(nodeName);
  await page.getByRole('switch', { name: 'Question node' }).check();
  await page.getByRole('button', { name: 'Create node' }).click();
  const row = page.locator('[data-admin-nodes] > li', { hasText: nodeName });
  await expect(row.getByText('Questions', { exact: true })).toBeVisible();
  await page.goto('/moments');
  const nodeHref = await page.locator('.side-nodes a', { hasText: nodeName }).getAttribute('href');
  const nodeId = Number(/\/moments\/node\/(\d+)/.exec(nodeHref ?? '')?.[1]);
  expect(nodeId).toBeGreaterThan(0);

  // A member asks; two others answer; another question stays unanswered.
  const [asker, answerer, other] = await Promise.all([
    accounts.member('Asker'),
    accounts.member('Answerer'),
    accounts.member('Other'),
  ]);
  const title = `Why does the kettle hum ${RUN}`;
  const momentId = await createMoment(asker.api, { title, nodeId });
  const openTitle = `Which tea for mornings ${RUN}`;
  await createMoment(asker.api, { title: openTitle, nodeId });
  const answerText = `The element expands as it heats ${RUN}`;
  const answerId = await createComment(answerer.api, {
    entityType: 'moment',
    entityId: momentId,
    content: answerText,
  });
  await createComment(other.api, {
    entityType: 'moment',
    entityId: momentId,
    content: `Mine hums too ${RUN}`,
  });
  const unreadBefore = await unreadCount(answerer);

  // The asker accepts the answer from the comment's actions.
  const askerPage = await browse({ as: asker });
  await gotoHydrated(askerPage, `/moment/${momentId}`);
  await expect(askerPage.locator('[data-question-label]')).toHaveText('Question');
  const answerComment = askerPage.locator(`#comment-${answerId}`);
  await answerComment.getByRole('button', { name: 'Accept as answer' }).click();
  await expect(askerPage.locator('.accepted-answer')).toBeVisible();
  await expect(askerPage.locator('.accepted-answer')).toContainText(answerText);
  await expect(askerPage.locator('.accepted-answer a', { hasText: 'Read the answer' })).toHaveAttribute(
    'href',
    `/comment/${answerId}`,
  );
  await expect(answerComment.locator('[data-accepted-answer]')).toHaveText('Accepted answer');
  await expect(answerComment.getByRole('button', { name: 'Remove accepted answer' })).toBeVisible();
  await expect.poll(() => unreadCount(answerer)).toBeGreaterThan(unreadBefore);

  // A visitor reads it; the page tells search engines it is a question with an accepted answer.
  const visitor = await browse();
  await visitor.goto(`/moment/${momentId}`);
  await expect(visitor.locator('.accepted-answer')).toContainText(answerText);
  await expect(visitor.locator(`#comment-${answerId} [data-accepted-answer]`)).toBeVisible();
  await expect(
    visitor.locator(`#comment-${answerId}`).getByRole('button', { name: 'Accept as answer' }),
  ).toHaveCount(0);
  const jsonLd = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type': string; mainEntity: Record<string, unknown> };
  expect(jsonLd['@type']).toBe('QAPage');
  expect(jsonLd.mainEntity).toMatchObject({
    '@type': 'Question',
    name: title,
    answerCount: 2,
    acceptedAnswer: { '@type': 'Answer', text: answerText },
  });
  expect(jsonLd.mainEntity['suggestedAnswer']).toHaveLength(1);

  // The node's list badges the answered question; "Unanswered" leaves it out.
  await visitor.goto(`/moments/node/${nodeId}`);
  const answeredCard = visitor.locator(`[data-moment-id="${momentId}"]`);
  await expect(answeredCard.locator('[data-answered-badge]')).toHaveText('Answered');
  await visitor.getByRole('link', { name: 'Unanswered' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/moments/node/${nodeId}\\?filter=unanswered$`));
  await expect(visitor.locator('.moment-card', { hasText: openTitle })).toBeVisible();
  await expect(visitor.locator(`[data-moment-id="${momentId}"]`)).toHaveCount(0);

  for (const [locale, colorMode] of [
    ['en-US', 'light'],
    ['zh-CN', 'dark'],
    ['en-US', 'dark'],
    ['zh-CN', 'light'],
  ] as Array<[Locale, 'light' | 'dark']>) {
    const reader = await browse({ as: asker, locale, colorMode, viewport: { width: 375, height: 812 } });
    await gotoHydrated(reader, `/moment/${momentId}`);
    await expect(reader.locator('.accepted-answer')).toBeVisible();
    await expect(reader.locator(`#comment-${answerId} [data-answer-action="unaccept"]`)).toBeVisible();
    await expectFitsWidth(reader, 375);
    expect(await wcagViolations(reader), `question page ${locale} ${colorMode}`).toEqual([]);
    await reader.goto(`/moments/node/${nodeId}?filter=unanswered`);
    await expect(reader.locator('.moment-card', { hasText: openTitle })).toBeVisible();
    await expectFitsWidth(reader, 375);
    expect(await wcagViolations(reader), `unanswered list ${locale} ${colorMode}`).toEqual([]);
  }
  const zh = await browse({ locale: 'zh-CN' });
  await zh.goto(`/moments/node/${nodeId}`);
  await expect(zh.locator(`[data-moment-id="${momentId}"] [data-answered-badge]`)).toHaveText('已解答');

  // The asker takes the acceptance back: the question is unanswered again.
  await gotoHydrated(askerPage, `/moment/${momentId}`);
  await askerPage
    .locator(`#comment-${answerId}`)
    .getByRole('button', { name: 'Remove accepted answer' })
    .click();
  await expect(
    askerPage.locator(`#comment-${answerId}`).getByRole('button', { name: 'Accept as answer' }),
  ).toBeVisible();
  await expect(askerPage.locator('.accepted-answer')).toHaveCount(0);
});
