import { expect, type APIRequestContext } from '@playwright/test';

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

/** Saves a post and an article of the member's for the edit pages to open (their body: "Saved body"). */
export async function withSavedContent(member: {
  token: string;
  api: APIRequestContext;
}): Promise<ComposerMember> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const content = '<p>Saved body</p>';
  const moment = await postForData<{ id: number }>(member.api, '/api/moment/create', {
    type: 0,
    title: `Saved post ${stamp}`,
    content,
  });
  const article = await postForData<{ id: number }>(member.api, '/api/article/create', {
    title: `Saved article ${stamp}`,
    content,
  });
  return { token: member.token, momentId: moment.id, articleId: article.id };
}
