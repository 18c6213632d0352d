import { postAsOwner } from './siteConfig.ts';

/** Runs `work` while `word` is a forbidden word (new content holding it waits for review), then removes it. */
export async function whileForbidden<T>(word: string, work: () => Promise<T>): Promise<T> {
  const { id } = await postAsOwner<{ id: number }>('/api/admin/words/add', { pattern: word, isRegex: false });
  try {
    return await work();
  } finally {
    await postAsOwner('/api/admin/words/delete', { id });
  }
}
