import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueStamp } from './members.ts';
import type { MomentInput } from './content.ts';
import { postAsOwner } from './siteConfig.ts';

/** A forbidden word of one spec's own: content carrying it is held for review, other specs' never is. */
export interface ReviewWord {
  word: string;
  remove(): Promise<void>;
}

export async function addReviewWord(word = `zzheld${uniqueStamp()}`): Promise<ReviewWord> {
  const { id } = await postAsOwner<{ id: number }>('/api/admin/words/add', { pattern: word, isRegex: false });
  return { word, remove: () => postAsOwner('/api/admin/words/delete', { id }).then(() => undefined) };
}

/** Runs `work` while `word` is a forbidden word (new content holding it waits for review), then removes it. */
export async function whileForbidden<T>(word: string, work: () => Promise<T>): Promise<T> {
  const review = await addReviewWord(word);
  try {
    return await work();
  } finally {
    await review.remove();
  }
}

/** A moment the posting gate holds for review (status 1), because its title carries the review word. */
export async function createPendingMoment(
  api: APIRequestContext,
  review: ReviewWord,
  input: MomentInput,
): Promise<number> {
  const response = await api.post('/api/moment/create', {
    data: {
      type: 0,
      content: `<p>${input.title} body</p>`,
      ...input,
      title: `${input.title} ${review.word}`,
    },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true, data: { status: 1 } });
  return (body.data as { id: number }).id;
}
