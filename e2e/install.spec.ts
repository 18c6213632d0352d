import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { RowDataPacket } from 'mysql2';
import { expect, test } from './support/fixtures.ts';
import { E2E_MYSQL, recreateDatabase, withAdminConnection } from './support/mysqlAdmin.ts';
import { E2E_SERVERS, e2eDatabaseName } from './support/servers.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { signInWith } from './support/members.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import { COLOR_MODE_KEY } from '../src/stores/colorMode.ts';

// One uninstalled server: the refusals run first, then the install that ends its uninstalled life.
test.describe.configure({ mode: 'serial' });

const SITE_TITLE = 'Wizard Forum';
const OWNER = { username: 'owner1', password: 'owner-pass-1' };

const BUILTIN_CHOICE = 'Built-in database (MariaDB in the data folder, started and stopped with the forum)';
const EXTERNAL_CHOICE = 'An existing MySQL 5.7+ / MariaDB 10.6+ server';

/** The database step with an existing server chosen (the built-in database is the system spec's). */
async function openDatabaseStep(page: Page): Promise<void> {
  await gotoHydrated(page, '/install');
  await expect(page.getByRole('heading', { name: 'Welcome to Plaza' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Database Configuration' })).toBeFocused();
  await expect(page.getByRole('radio', { name: BUILTIN_CHOICE })).toBeChecked();
  await page.getByRole('radio', { name: EXTERNAL_CHOICE }).check();
  await expect(page.getByLabel('Host', { exact: true })).toBeVisible();
}

async function fillDatabase(
  page: Page,
  database: string,
  password = E2E_MYSQL.password,
  username = E2E_MYSQL.username,
): Promise<void> {
  await page.getByLabel('Host', { exact: true }).fill(E2E_MYSQL.host);
  await page.getByLabel('Port', { exact: true }).fill(String(E2E_MYSQL.port));
  await page.getByLabel('Database name', { exact: true }).fill(database);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

async function databaseCollation(database: string): Promise<string | undefined> {
  return withAdminConnection(async (connection) => {
    const [rows] = await connection.query<RowDataPacket[]>(
      'SELECT DEFAULT_COLLATION_NAME AS collation FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
      [database],
    );
    return rows[0]?.['collation'] as string | undefined;
  });
}

test('before installation every page leads to the wizard and the API says it is not installed', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/install$/);
  await page.goto('/moments');
  await expect(page).toHaveURL(/\/install$/);

  const other = await request.get('/api/other');
  expect(other.status()).toBe(503);
  expect(await other.json()).toMatchObject({ success: false, errorCode: -1 });

  const status = await request.get('/api/install/status');
  expect(await status.json()).toMatchObject({ success: true, data: { installed: false } });
});

test('the wizard shows where it is and can switch its own language', async ({ page }) => {
  await gotoHydrated(page, '/install');
  const steps = page.getByRole('navigation', { name: 'Installation steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(7);
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Welcome/);

  await page.getByLabel('Wizard language').selectOption('zh-CN');
  await expect(page.getByRole('heading', { name: '欢迎使用 Plaza' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下一步' })).toBeVisible();
  await page.getByLabel('向导语言').selectOption('en-US');
  await expect(page.getByRole('heading', { name: 'Welcome to Plaza' })).toBeVisible();
});

test('the database step offers the built-in database first and chosen, then an existing server', async ({
  page,
}) => {
  await gotoHydrated(page, '/install');
  await page.getByRole('button', { name: 'Next' }).click();
  const choices = page.getByRole('group', { name: 'Where should the forum keep its data?' });
  await expect(choices.getByRole('radio')).toHaveCount(2);
  await expect(choices.getByRole('radio').first()).toHaveAccessibleName(BUILTIN_CHOICE);
  await expect(choices.getByRole('radio').nth(1)).toHaveAccessibleName(EXTERNAL_CHOICE);
  const builtin = page.getByRole('radio', { name: BUILTIN_CHOICE });
  await expect(builtin).toBeChecked();
  await expect(builtin).toHaveAccessibleDescription(/Plaza creates the database in its data folder/);
  // Nothing to fill in for the built-in database; the existing server's fields come with its choice.
  await expect(page.getByLabel('Host', { exact: true })).toHaveCount(0);
  await page.getByRole('radio', { name: EXTERNAL_CHOICE }).check();
  await expect(page.getByLabel('Host', { exact: true })).toHaveValue('127.0.0.1');
  await page.getByRole('radio', { name: BUILTIN_CHOICE }).check();
  await expect(page.getByLabel('Host', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByLabel('Wizard language').selectOption('zh-CN');
  await page.getByRole('button', { name: '下一步' }).click();
  const zhBuiltin = page.getByRole('radio', {
    name: '内置数据库（MariaDB，存放在数据目录中，随论坛启动和停止）',
  });
  await expect(zhBuiltin).toBeChecked();
  await expect(
    page.getByRole('radio', { name: '已有的 MySQL 5.7+ / MariaDB 10.6+ 服务器' }),
  ).not.toBeChecked();
  await page.getByRole('button', { name: '上一步' }).click();
  await page.getByLabel('向导语言').selectOption('en-US');
  await expect(page.getByRole('heading', { name: 'Welcome to Plaza' })).toBeVisible();
});

test('the database choice reads well at phone width in dark mode, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((key) => window.localStorage.setItem(key, 'dark'), COLOR_MODE_KEY);
  for (const [language, next, label] of [
    ['en-US', 'Next', BUILTIN_CHOICE],
    ['zh-CN', '下一步', '内置数据库（MariaDB，存放在数据目录中，随论坛启动和停止）'],
  ] as const) {
    await page.context().addCookies([{ name: 'locale', value: language, url: E2E_SERVERS.fresh.url }]);
    await gotoHydrated(page, '/install');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: next }).click();
    await expect(page.getByRole('radio', { name: label })).toBeChecked();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await wcagViolations(page)).toEqual([]);
  }
});

test('a wrong database password shows that the connection failed', async ({ page }) => {
  await openDatabaseStep(page);
  await page.getByLabel('Host', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  const host = page.getByLabel('Host', { exact: true });
  await expect(host).toHaveAccessibleDescription('Please fill in the complete database information');
  await expect(host).toBeFocused();

  await fillDatabase(page, e2eDatabaseName('fresh'), 'certainly-not-the-password');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('alert')).toContainText('Database connection failed');
  await expect(page.getByRole('alert')).toContainText('username or password was not accepted');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Database Configuration' })).toBeVisible();
});

test('a database that is not empty is refused', async ({ page }) => {
  const database = e2eDatabaseName('nonempty');
  await recreateDatabase(database);
  await withAdminConnection((connection) =>
    connection.query(`CREATE TABLE \`${database}\`.existing_data (id INT PRIMARY KEY)`),
  );

  await openDatabaseStep(page);
  await fillDatabase(page, database);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('alert')).toContainText(`The database ${database} is not empty`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('is not empty');
  await expect(page.getByRole('heading', { name: 'Database Configuration' })).toBeVisible();
});

test('a database that does not exist is called missing, and the wizard creates it and goes on', async ({
  page,
}) => {
  const database = e2eDatabaseName('created');
  await withAdminConnection((connection) => connection.query(`DROP DATABASE IF EXISTS \`${database}\``));

  await openDatabaseStep(page);
  await fillDatabase(page, database);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `The database ${database} does not exist. The user ${E2E_MYSQL.username} may create it.`,
  );
  await page.getByRole('button', { name: 'Create the database' }).click();
  await expect(page.getByRole('heading', { name: 'Site Information' })).toBeFocused();
  expect(await databaseCollation(database)).toBe('utf8mb4_unicode_ci');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('status')).toContainText(`Created the database ${database}`);
});

test('an account that may not create databases is told what to ask for, and creating is refused', async ({
  page,
  request,
}) => {
  const username = `plz_e2e_${randomBytes(3).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const database = e2eDatabaseName('nocreate');
  await withAdminConnection((connection) =>
    connection.query(`CREATE USER '${username}'@'%' IDENTIFIED BY '${password}'`),
  );
  try {
    await openDatabaseStep(page);
    await fillDatabase(page, database, password, username);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByRole('alert')).toContainText(
      `The database ${database} does not exist, or the user ${username} has no rights on it.`,
    );
    await expect(page.getByRole('alert')).toContainText('utf8mb4_unicode_ci');
    await expect(page.getByRole('button', { name: 'Create the database' })).toHaveCount(0);

    const dbConfig = { host: E2E_MYSQL.host, port: E2E_MYSQL.port, database, username, password };
    const refused = await request.post('/api/install/create_database', {
      data: dbConfig,
      headers: { cookie: 'locale=zh-CN' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(new RegExp(`^用户 ${username} 无权创建数据库 ${database}。`)),
    });
    expect(await databaseCollation(database)).toBeUndefined();
  } finally {
    await withAdminConnection((connection) => connection.query(`DROP USER IF EXISTS '${username}'@'%'`));
  }
});

test('an administrator installs the forum through the wizard', async ({ page }) => {
  const database = e2eDatabaseName('fresh');
  await recreateDatabase(database);

  await openDatabaseStep(page);
  await fillDatabase(page, database);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status')).toContainText('The database is empty and ready');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Site Information' })).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Site name')).toHaveAccessibleDescription('Please fill in the site name');
  await page.getByLabel('Site name').fill(SITE_TITLE);
  await page.getByLabel('Site description').fill('A forum installed by the browser');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Administrator Setup' })).toBeFocused();
  await page.getByLabel('Administrator username').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
    'The two passwords entered are inconsistent',
  );
  await page.getByLabel('Confirm password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Language Settings' })).toBeFocused();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Administrator username')).toHaveValue(OWNER.username);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /简体中文/ }).check();
  await expect(
    page.getByText(`${E2E_MYSQL.username}@${E2E_MYSQL.host}:${E2E_MYSQL.port} / ${database}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Install' }).click();

  await expect(page.getByRole('heading', { name: 'Installing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Installation Complete' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${SITE_TITLE} is ready. Sign in as ${OWNER.username}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the admin back end' })).toHaveAttribute('href', '/admin');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(new RegExp(SITE_TITLE));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the new forum speaks the chosen language, starts without SMS sign-in and has its agreement', async ({
  page,
  context,
  header,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('.header-links a')).toHaveText(['动态', '文章']);
  await page.goto('/moments?tab=nodes');
  await expect(page.getByRole('main').getByText('综合', { exact: true })).toBeVisible();

  await page.goto('/user/signin?method=sms');
  await expect(page.getByLabel('用户名或邮箱')).toBeVisible();
  await expect(page.getByRole('link', { name: '短信登录' })).toHaveCount(0);
  await expect(page.getByText('开发模式')).toHaveCount(0);
  const sms = await page.request.post('/api/login/sms/send', { data: { phone: '+8613800138000' } });
  expect(sms.status()).toBe(404);

  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: '用户协议', level: 1 })).toBeVisible();
  await expect(page.locator('.terms-text p').first()).toHaveText(
    `欢迎来到 ${SITE_TITLE}。注册或登录即表示你同意以下条款。`,
  );
  // The page's own words follow the reader; the agreement stays in the language it was written in.
  await context.addCookies([{ name: 'locale', value: 'en-US', url: page.url() }]);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'User agreement', level: 1 })).toBeVisible();
  await expect(page.locator('.terms-text p').first()).toContainText('欢迎来到');

  // The owner the wizard made signs in.
  await signInWith(page.request, OWNER.username, OWNER.password);
  await page.goto('/');
  await header.openAccountMenu();
  await header.menuItem('Admin').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('once installed, the wizard is gone and its actions are refused', async ({ page, request }) => {
  await gotoHydrated(page, '/install');
  await expect(page).toHaveURL(/\/$/);

  const status = await request.get('/api/install/status');
  expect(await status.json()).toMatchObject({ success: true, data: { installed: true } });

  const dbConfig = { ...E2E_MYSQL, database: e2eDatabaseName('again') };
  const install = await request.post('/api/install/install', {
    data: {
      siteTitle: 'Again',
      siteDescription: '',
      language: 'en-US',
      dbConfig,
      username: 'other1',
      password: 'other-pass-1',
      rePassword: 'other-pass-1',
    },
  });
  expect(install.status()).toBe(403);
  expect(await install.json()).toMatchObject({ success: false });

  const testConnection = await request.post('/api/install/test_db_connection', { data: dbConfig });
  expect(testConnection.status()).toBe(403);
  const builtin = await request.post('/api/install/start_builtin_database', { data: {} });
  expect(builtin.status()).toBe(403);
});
