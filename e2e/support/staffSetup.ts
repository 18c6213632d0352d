import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { postForData } from './composerMember.ts';
import { signInOwner, uniqueStamp } from './members.ts';
import type { MomentInput } from './content.ts';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** Runs staff set-up as the installed owner, through the same admin and moderation API the screens call. */
export async function asOwner<T>(
  playwright: Playwright,
  work: (owner: APIRequestContext) => Promise<T>,
): Promise<T> {
  const owner = await signInOwner(playwright);
  try {
    return await work(owner);
  } finally {
    await owner.dispose();
  }
}

/** A forbidden word of this spec's own: content carrying it is held for review, content of other specs never is. */
export interface ReviewWord {
  word: string;
  remove(): Promise<void>;
}

export async function addReviewWord(
  playwright: Playwright,
  word = `zzheld${uniqueStamp()}`,
): Promise<ReviewWord> {
  const { id } = await asOwner(playwright, (owner) =>
    postForData<{ id: number }>(owner, '/api/admin/words/add', { pattern: word, isRegex: false }),
  );
  return {
    word,
    remove: () => asOwner(playwright, (owner) => postForData(owner, '/api/admin/words/delete', { id })),
  };
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

export type MomentFlag = 'sticky' | 'recommend';

/** Pins or recommends a moment as staff would from its manage menu. */
export async function flagMoment(playwright: Playwright, flag: MomentFlag, id: number): Promise<void> {
  await asOwner(playwright, (owner) =>
    postForData(owner, `/api/moderation/moment/${flag}`, { id, on: true }),
  );
}

export interface FriendLinkInput {
  title: string;
  url: string;
  summary?: string;
  sortOrder?: number;
  status?: 0 | 1;
}

/** Friend links made on the admin links screen's API; answers a function that deletes them again. */
export async function createFriendLinks(
  playwright: Playwright,
  links: FriendLinkInput[],
): Promise<() => Promise<void>> {
  const ids = await asOwner(playwright, async (owner) => {
    const made: number[] = [];
    for (const link of links) {
      made.push((await postForData<{ id: number }>(owner, '/api/admin/links/create', link)).id);
    }
    return made;
  });
  return () =>
    asOwner(playwright, async (owner) => {
      for (const id of ids) await postForData(owner, '/api/admin/links/delete', { id });
    });
}
