import { expect, test } from './support/fixtures.ts';
import { expectFitsWidth } from './support/browsing.ts';
import { ApiDocsPage } from './support/pages/ApiDocs.ts';

// Issue 43 part 1 (decision 071): the API described by itself, at /api/openapi.json and /api/docs.

interface OpenApiOperation {
  operationId: string;
  summary: string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  'x-plaza-scope': string;
  'x-plaza-access': string;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

test('/api/docs lists the routes with their summary, permission, scope and body fields', async ({ page }) => {
  const docs = new ApiDocsPage(page);
  await docs.open();
  const create = docs.operation('POST', '/api/moment/create');
  await expect(create).toContainText('Post a moment');
  await expect(create).toContainText(docs.words.member);
  await expect(create.getByRole('table')).toContainText('title');
  await expect(docs.operation('POST', '/api/admin/users/{id}/ban')).toContainText(
    'Moderator or above (permission user.ban)',
  );
  await expect(docs.operation('POST', '/api/login/signin')).toContainText('browser session only');
  await expect(docs.jsonLink).toHaveAttribute('href', '/api/openapi.json');
  await expect(page.locator('footer').getByRole('link', { name: 'API', exact: true })).toHaveAttribute(
    'href',
    '/api/docs',
  );
});

test('/api/docs reads in Chinese, and fits a 375px phone in dark mode without JavaScript', async ({
  browse,
}) => {
  const page = await browse({
    locale: 'zh-CN',
    viewport: { width: 375, height: 800 },
    colorMode: 'dark',
    javaScriptEnabled: false,
  });
  const docs = new ApiDocsPage(page, 'zh-CN');
  await docs.open();
  await expect(docs.operation('POST', '/api/moment/create')).toContainText('发布动态');
  await expect(docs.operation('POST', '/api/moment/create')).toContainText('已登录成员');
  await expectFitsWidth(page, 375);
});

test('/api/openapi.json is an OpenAPI 3.1 document in the asked language', async ({ request }) => {
  const english = (await (await request.get('/api/openapi.json')).json()) as OpenApiDocument;
  expect(english.openapi).toBe('3.1.0');
  expect(english.paths['/api/moment/create']?.['post']?.summary).toBe('Post a moment');
  const response = await request.get('/api/openapi.json?lang=zh-CN');
  expect(response.headers()['content-type']).toContain('application/json');
  const chinese = (await response.json()) as OpenApiDocument;
  expect(chinese.paths['/api/moment/create']?.['post']?.summary).toBe('发布动态');
});

test('a plain fetch client finds the moment operation in the document and posts with an API key', async ({
  member,
  baseURL,
}) => {
  const document = (await (await fetch(`${baseURL}/api/openapi.json`)).json()) as OpenApiDocument;
  const found = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.operationId === 'postMomentCreate')
      .map(([method, operation]) => ({ path, method, operation })),
  );
  expect(found).toHaveLength(1);
  const { path, method, operation } = found[0]!;
  expect(operation['x-plaza-scope']).toBe('write');
  const fields = operation.requestBody?.content['application/json']?.schema.properties ?? {};
  expect(Object.keys(fields)).toEqual(expect.arrayContaining(['type', 'title', 'content']));

  // A client outside the browser holds a personal API key (decision 072), not a session.
  const made = await member.api.post('/api/user/api-keys/create', {
    data: { name: 'document client', scopes: ['read', 'write'] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { token } = ((await made.json()) as { data: { token: string } }).data;
  expect(token).toMatch(/^plz_/);

  const title = `Posted from the document ${Date.now()}`;
  const response = await fetch(`${baseURL}${path}`, {
    method: method.toUpperCase(),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 0, title, content: `<p>${title}</p>` }),
  });
  const envelope = (await response.json()) as {
    success: boolean;
    data: { id: number } | null;
    message: string;
  };
  expect(envelope.message).toBe('');
  expect(envelope.success).toBe(true);
  expect(response.status).toBe(200);
  const moment = await fetch(`${baseURL}/moment/${envelope.data!.id}`);
  expect(await moment.text()).toContain(title);
});
