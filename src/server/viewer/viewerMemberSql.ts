import { sqlInteger } from '../db/sqlText.ts';
import type { ReadAllMark } from '../watching/readAllMark.ts';

/**
 * The member a viewer statement reads for, as SQL: integer literals when the member is known, or the
 * user variables that the session's look-up sets in the same round trip (viewerSessionStatement.ts).
 */
export interface ViewerMemberSql {
  /** The member's id. */
  user: string;
  /** Their last "mark all read"'s comment id; null: they have none, so no branch counts since it. */
  readAllCommentId: string | null;
}

/** The literals for a member known before the statement is written. */
export function viewerMemberSqlOf(member: { id: number; readAll: ReadAllMark | null }): ViewerMemberSql {
  return {
    user: sqlInteger(member.id),
    readAllCommentId: member.readAll ? sqlInteger(member.readAll.commentId) : null,
  };
}
