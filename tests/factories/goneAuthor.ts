import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

/** What a list or page shows for an author whose account row is gone: the id, every field empty. */
export function goneAuthor(id: number): PublicAuthor {
  return { id, nickname: '', username: null, avatar: '', smallAvatar: '', signature: '' };
}
