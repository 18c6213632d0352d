import type { UserRow } from '../db/schema/index.ts';

/** A member's last "mark all read" (decision 041): its time and the newest comment id then. */
export interface ReadAllMark {
  at: Date;
  commentId: number;
}

/** The mark from the member's row (the session carries both columns), or null when they never marked all read. */
export function readAllMarkOf(user: Pick<UserRow, 'readAllAt' | 'readAllCommentId'>): ReadAllMark | null {
  return user.readAllAt ? { at: user.readAllAt, commentId: user.readAllCommentId } : null;
}
