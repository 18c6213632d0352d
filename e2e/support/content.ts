import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { postForData } from './composerMember.ts';
import { signInOwner, type Member } from './members.ts';

/** Content made through the app's own API, as its author (the request context carries their session). */
export interface MomentInput {
  title: string;
  content?: string;
  nodeId?: number;
  tags?: string[];
  /** Shown only to readers who have replied, where the site allows it. */
  hiddenContent?: string;
}

export async function createMoment(api: APIRequestContext, input: MomentInput): Promise<number> {
  const { content = `<p>${input.title} body</p>`, ...rest } = input;
  return (await postForData<{ id: number }>(api, '/api/moment/create', { type: 0, content, ...rest })).id;
}

export async function createArticle(
  api: APIRequestContext,
  input: { title: string; content?: string; tags?: string[] },
): Promise<number> {
  const { content = `<p>${input.title} body</p>`, ...rest } = input;
  return (await postForData<{ id: number }>(api, '/api/article/create', { content, ...rest })).id;
}

export interface CommentInput {
  entityType: 'moment' | 'article';
  entityId: number;
  content: string;
  parentId?: number;
  replyToId?: number;
}

export async function createComment(api: APIRequestContext, input: CommentInput): Promise<number> {
  return (await postForData<{ id: number }>(api, '/api/comment/create', input)).id;
}

/** A node made by the installed owner through the admin API. */
export async function createNode(
  playwright: PlaywrightWorkerArgs['playwright'],
  input: { name: string; description?: string },
): Promise<number> {
  const owner = await signInOwner(playwright);
  try {
    return (await postForData<{ id: number }>(owner, '/api/admin/nodes/create', input)).id;
  } finally {
    await owner.dispose();
  }
}

/** A tag's id, found as the composer's tag suggestions find it. */
export async function tagIdByName(api: APIRequestContext, name: string): Promise<number> {
  const response = await api.get(`/api/tag/suggest?q=${encodeURIComponent(name)}`);
  expect(response.ok(), `tag suggest ${name}: ${await response.text()}`).toBe(true);
  const tags = ((await response.json()) as { data: Array<{ id: number; name: string }> }).data;
  const tag = tags.find((one) => one.name === name);
  expect(tag, `tag ${name} in ${JSON.stringify(tags)}`).toBeDefined();
  return tag!.id;
}

/** Starts a private conversation through the API, as `from`; answers its id. */
export async function startConversation(
  from: Pick<Member, 'api'>,
  to: Pick<Member, 'id'>[],
  content: string,
): Promise<number> {
  const sent = await postForData<{ conversationId: number }>(from.api, '/api/conversation/start', {
    memberIds: to.map((member) => member.id),
    content,
  });
  return sent.conversationId;
}
