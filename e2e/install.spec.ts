import { test, expect, type Page } from '@playwright/test';
import { E2E_MYSQL, recreateDatabase, withAdminConnection } from './support/mysqlAdmin.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';

// One uninstalled server: the refusals run first, then the install that ends its uninstalled life.
test.describe.configure({ mode: 'serial' });

const SITE_TITLE = 'Wizard Forum';
const OWNER = { username: 'owner1', password: 'owner-pass-1' };

async function openDatabaseStep(page: Page): Promise<void> {
  await gotoHydrated(page, '/install');
  await expect(page.getByRole('heading', { name: 'Welcome to Plaza' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Database Configuration' })).toBeFocused();
}

async function fillDatabase(page: Page, database: string, password = E2E_MYSQL.password): Promise<void> {
  await page.getByLabel('Host', { exact: true }).fill(E2E_MYSQL.host);
  await page.getByLabel('Port', { exact: true }).fill(String(E2E_MYSQL.port));
  await page.getByLabel('Database name', { exact: true }).fill(database);
  await page.getByLabel('Username', { exact: true }).fill(E2E_MYSQL.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
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
});
