import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { signInBrowser } from './members.ts';

/** One member per spec file who writes in the composers, with a saved post and article to edit. */
export interface ComposerMember {
  token: string;
  momentId: number;
  articleId: number;
}

/** Posts to an API call and answers its envelope's data, failing the test with the answer otherwise. */
export async function postForData<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Signs a member up through the API (the cookie stays in `request`) and saves what the edit pages open. */
export async function createComposerMember(
  request: APIRequestContext,
  label: string,
): Promise<ComposerMember> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'composer-pass-123';
  const { token } = await postForData<{ token: string }>(request, '/api/login/signup', {
    nickname: label.slice(0, 20),
    email: `composer-${stamp}@example.com`,
    password,
    rePassword: password,
  });
  const content = '<p>Saved body</p>';
  const moment = await postForData<{ id: number }>(request, '/api/moment/create', {
    type: 0,
    title: `Saved post ${stamp}`,
    content,
  });
  const article = await postForData<{ id: number }>(request, '/api/article/create', {
    title: `Saved article ${stamp}`,
    content,
  });
  return { token, momentId: moment.id, articleId: article.id };
}

/** Signs the browser context in as the member, as the sign-in page would. */
export async function signInAs(
  context: BrowserContext,
  member: ComposerMember,
  baseURL: string,
): Promise<void> {
  await signInBrowser(context, member, baseURL);
}
