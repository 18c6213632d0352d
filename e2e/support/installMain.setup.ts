import { test as setup, expect, request as playwrightRequest } from '@playwright/test';
import { signInOwner } from './members.ts';
import { E2E_SIGNUP } from './e2eSignupSettings.ts';
import { E2E_ADMIN, e2eDatabaseName } from './servers.ts';
import { E2E_MYSQL, recreateDatabase } from './mysqlAdmin.ts';

// Installs the main server through the public install API, as a script would.
setup('install the main forum', async ({ request }) => {
  const database = e2eDatabaseName('main');
  await recreateDatabase(database);
  const response = await request.post('/api/install/install', {
    data: {
      siteTitle: 'Plaza E2E',
      siteDescription: 'End-to-end test forum',
      language: 'en-US',
      // The main e2e forum stays on the shared server; the built-in database has its system spec.
      databaseKind: 'external',
      dbConfig: {
        host: E2E_MYSQL.host,
        port: E2E_MYSQL.port,
        database,
        username: E2E_MYSQL.username,
        password: E2E_MYSQL.password,
      },
      username: E2E_ADMIN.username,
      password: E2E_ADMIN.password,
      rePassword: E2E_ADMIN.password,
    },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  const owner = await signInOwner({ request: playwrightRequest });
  // Badges off: their notices (a first post, a first comment) would join the message counts other
  // specs assert. e2e/badges.settings.spec.ts turns them on for itself.
  const saved = await owner.post('/api/admin/settings/site', {
    data: { signup: E2E_SIGNUP, badges: { enabled: false } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await owner.dispose();
});
