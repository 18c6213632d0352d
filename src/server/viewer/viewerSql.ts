import { sqlDay, sqlIdList, sqlInteger } from '../db/sqlText.ts';
import type { ReadAllMark } from '../watching/readAllMark.ts';

/**
 * How a viewer statement writes who it reads for and the page's values: as literals, or as user
 * variables set before it, so that one page shape is one statement text that MariaDB prepares once
 * per connection (memberViewerRound.ts).
 */
export interface ViewerSql {
  /** The member's id. */
  readonly user: string;
  /** Their last "mark all read"'s comment id; null: they have none, so no branch counts since it. */
  readonly readAllCommentId: string | null;
  /** A non-empty list of positive ids, as `1, 2, 3` or `@v1, @v2, @v3`. */
  ids(ids: readonly number[]): string;
  id(id: number): string;
  /** A day as the check-in stores it. */
  day(day: string): string;
}

/** The literals for a member known before the statement is written. */
export function literalViewerSql(member: { id: number; readAll: ReadAllMark | null }): ViewerSql {
  return {
    user: sqlInteger(member.id),
    readAllCommentId: member.readAll ? sqlInteger(member.readAll.commentId) : null,
    ids: sqlIdList,
    id: sqlInteger,
    day: sqlDay,
  };
}

/**
 * The page's values as numbered user variables (`@plaza_v0`, …), in the order the statement names
 * them; `assignments` sets them, each value checked as its literal would be. The member comes from
 * variables the session's look-up sets.
 */
export class VariableViewerSql implements ViewerSql {
  readonly assignments: string[] = [];

  constructor(
    readonly user: string,
    readonly readAllCommentId: string,
  ) {}

  ids(ids: readonly number[]): string {
    sqlIdList(ids);
    return ids.map((id) => this.variable(String(id))).join(', ');
  }

  id(id: number): string {
    return this.variable(sqlInteger(id));
  }

  day(day: string): string {
    return this.variable(sqlDay(day));
  }

  private variable(literal: string): string {
    const name = `@plaza_v${this.assignments.length}`;
    this.assignments.push(`${name} = ${literal}`);
    return name;
  }
}
