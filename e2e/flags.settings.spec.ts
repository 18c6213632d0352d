import { createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { withMainDatabase } from './support/mysqlAdmin.ts';
import { MomentPage } from './support/pages/ContentPage.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';
import { TrustLevel } from '../src/shared/trust/trustLevel.ts';

// The owner sets the weight of flags that hides an item (decision 058): at 1, one regular member's
// flag hides a moment at once. The section reads in both languages.

const DEFAULT_THRESHOLD = 3;
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;

test('the owner sets the hide threshold; at 1 one regular member’s flag hides a moment', async ({
  accounts,
  adminSettings,
  browse,
}) => {
  const [author, regular] = await accounts.members('Author', 'Regular');
  await withMainDatabase((connection) =>
    connection.query('UPDATE users SET trust_level = ? WHERE id = ?', [TrustLevel.regular, regular.id]),
  );
  const momentId = await createMoment(author.api, { title: `Threshold ${RUN}` });
  try {
    await adminSettings.openAsOwner();
    await expect(adminSettings.group('Flags')).toBeVisible();
    const field = adminSettings.field('Weight of flags that hides an item (0: flags never hide)');
    await expect(field).toHaveValue(String(DEFAULT_THRESHOLD));
    await field.fill('1');
    await adminSettings.page.getByRole('button', { name: 'Save settings' }).click();
    await expect(adminSettings.savedNotice).toBeVisible();
    expect((await currentSiteConfig()).flagging).toEqual({ hideThreshold: 1 });

    const report = await regular.api.post('/api/report', {
      data: { targetType: 'moment', targetId: momentId, reason: `Spam ${RUN}` },
    });
    expect(report.ok()).toBe(true);
    const visitor = await browse({ phone: true });
    expect((await new MomentPage(visitor).open(momentId))?.status()).toBe(404);

    const chinese = await browse({ locale: 'zh-CN' });
    await chinese.context().addCookies(await adminSettings.page.context().cookies());
    await chinese.goto('/admin/settings');
    await expect(chinese.getByRole('group', { name: '举报' })).toBeVisible();
    await expect(chinese.getByLabel('隐藏内容所需的举报权重（0：举报从不隐藏）')).toHaveValue('1');
  } finally {
    await saveSiteConfig({ flagging: { hideThreshold: DEFAULT_THRESHOLD } });
  }
});
