import { users, type UserRow } from '../db/schema/index.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

/** The users columns that make an author's public face; spread into a select beside a list's own columns. */
export const authorColumns = {
  id: users.id,
  nickname: users.nickname,
  username: users.username,
  avatar: users.avatar,
  smallAvatar: users.smallAvatar,
  signature: users.signature,
};

/** A row selected with `authorColumns`, possibly with more columns beside them. */
export type AuthorRow = Pick<UserRow, keyof typeof authorColumns>;

/** The author's public face out of a row that may carry more columns (they are left behind). */
export function toPublicAuthor(row: AuthorRow): PublicAuthor {
  return {
    id: row.id,
    nickname: row.nickname,
    username: row.username,
    avatar: row.avatar,
    smallAvatar: row.smallAvatar,
    signature: row.signature,
  };
}
