import type { Page } from '@playwright/test';
import type { ResultSetHeader, RowDataPacket } from 'mysql2';
import { useLocale, type Locale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';
import { signInOwnerPage } from './support/members.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { postAsOwner } from './support/siteConfig.ts';
import { withMainDatabase } from './support/mysqlAdmin.ts';

// Addresses typed into settings (decision 025): the settings API refuses script, HTML and
// other-host addresses in the reader's language, and values stored before that check existed are
// never rendered into an <img>, a link or og:image. A settings spec: what it plants is removed at the end.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// Every planted address holds this; no page may contain it anywhere.
const MARK = `evil${RUN}`;
const SITE_TITLE = `Plaza ${RUN}`;
const RESTORED_KEYS = ['siteLogo', 'siteNavs', 'siteTitle'] as const;

let storedRows: RowDataPacket[] = [];
let nodeId = 0;
let linkIds: number[] = [];

function setLocale(page: Page, locale: Locale): Promise<void> {
  return useLocale(page.context(), locale);
}

test.describe.configure({ mode: 'serial' });

// The planted config values are ones the settings API refuses and the server reads as unset, so only
// the database can put the rows back as they were.
test.beforeAll(async () => {
  storedRows = await withMainDatabase(async (connection) => {
    const [rows] = await connection.query<RowDataPacket[]>(
      'SELECT config_key, config_value FROM site_configs WHERE config_key IN (?)',
      [RESTORED_KEYS],
    );
    return rows;
  });
});

test.afterAll(async () => {
  await withMainDatabase(async (connection) => {
    await connection.query('DELETE FROM site_configs WHERE config_key IN (?)', [RESTORED_KEYS]);
    for (const row of storedRows) {
      await connection.query('INSERT INTO site_configs (config_key, config_value) VALUES (?, ?)', [
        row['config_key'],
        row['config_value'],
      ]);
    }
  });
  for (const id of linkIds) await postAsOwner('/api/admin/links/delete', { id });
  if (nodeId) await postAsOwner('/api/admin/nodes/delete', { id: nodeId });
});

test('the settings API refuses a script, HTML or other-host logo with a 400 in English and Chinese', async ({
  page,
  asOwner: _owner,
}) => {
  const messages = {
    'en-US': 'The logo must be an image uploaded to this site (/uploads/…).',
    'zh-CN': 'Logo 必须是上传到本站的图片（/uploads/…）。',
  } as const;
  const logos = [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://elsewhere.example/logo.png',
  ];
  for (const locale of ['en-US', 'zh-CN'] as const) {
    await setLocale(page, locale);
    for (const siteLogo of logos) {
      const response = await page.request.post('/api/admin/settings/site', { data: { siteLogo } });
      expect(response.status(), `${siteLogo} (${locale})`).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        field: 'siteLogo',
        message: messages[locale],
      });
    }
  }
  const nav = await page.request.post('/api/admin/settings/site', {
    data: { siteNavs: [{ title: 'x', url: 'vbscript:msgbox(1)' }] },
  });
  expect(nav.status()).toBe(400);
  expect(await nav.json()).toMatchObject({
    field: 'siteNavs.0.url',
    message: '请输入以 / 开头的路径或 http(s) 地址',
  });
  await setLocale(page, 'en-US');
});

test('addresses stored before the check are never rendered: not in <img>, links or og:image', async ({
  page,
}) => {
  nodeId = await withMainDatabase(async (connection) => {
    for (const [key, value] of [
      ['siteLogo', `javascript:alert('${MARK}')`],
      [
        'siteNavs',
        [
          { title: `Fine ${RUN}`, url: '/tags' },
          { title: `Script ${RUN}`, url: `javascript:alert('${MARK}')` },
        ],
      ],
      // Written last: once the API shows it, the server has read the rows above too.
      ['siteTitle', SITE_TITLE],
    ] as const) {
      await connection.query(
        'INSERT INTO site_configs (config_key, config_value) VALUES (?, ?) ' +
          'ON DUPLICATE KEY UPDATE config_value = VALUES(config_value)',
        [key, JSON.stringify(value)],
      );
    }
    const [links] = await connection.query<ResultSetHeader>(
      'INSERT INTO friend_links (title, url, summary, logo, sort_order) VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)',
      [
        `Scripted ${RUN}`,
        `javascript:alert('${MARK}')`,
        '',
        '',
        -100,
        `Remote logo ${RUN}`,
        `https://friend-${RUN}.example/`,
        '',
        `https://elsewhere.example/${MARK}.png`,
        -99,
      ],
    );
    linkIds = [links.insertId, links.insertId + 1];
    const [node] = await connection.query<ResultSetHeader>(
      'INSERT INTO nodes (name, description, logo, sort_order) VALUES (?, ?, ?, ?)',
      [`Node ${RUN}`, '', `data:text/html,<script>alert('${MARK}')</script>`, -100],
    );
    return node.insertId;
  });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/config/configs')).json()) as { data: { siteTitle: string } })
          .data.siteTitle,
      {
        timeout: 12_000,
      },
    )
    .toBe(SITE_TITLE);

  await signInOwnerPage(page);
  const pages: Array<[string, string, number]> = [
    ['/', `Fine ${RUN}`, 200],
    ['/links', `Remote logo ${RUN}`, 200],
    [`/moments/node/${nodeId}`, `Node ${RUN}`, 200],
    ['/moments?tab=nodes', `Node ${RUN}`, 200],
    ['/about', SITE_TITLE, 200],
    ['/no-such-page', SITE_TITLE, 404],
    ['/admin/nodes', `Node ${RUN}`, 200],
    ['/admin/links', `Scripted ${RUN}`, 200],
    ['/admin/settings', SITE_TITLE, 200],
  ];
  for (const [path, shows, status] of pages) {
    // Planted behind the server's back: a page it cached just before keeps its old text until it expires.
    let response = await page.request.get(path);
    await expect
      .poll(async () => (response = await page.request.get(path)).text(), { timeout: 12_000 })
      .toContain(shows);
    expect(response.status(), path).toBe(status);
    expect(await response.text(), `${path} renders no planted address`).not.toContain(MARK);
  }
  const links = await (await page.request.get('/links')).text();
  expect(links, 'a link with no safe address is left out of /links').not.toContain(`Scripted ${RUN}`);

  await page.goto('/');
  await expect(page.locator('header img.header-logo'), 'the header shows the home icon instead').toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: `Fine ${RUN}` })).toHaveAttribute('href', '/tags');
  await expect(page.getByRole('link', { name: `Script ${RUN}` })).toHaveCount(0);
  const preview = `${E2E_SERVERS.main.url}/logo.svg`;
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', preview);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', preview);
});
