import type mysql from 'mysql2/promise';
import type { Column } from 'drizzle-orm';
import { getViewerPool } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { columnName, tableName } from '../db/sqlText.ts';
import {
  sessionIdOfCookieToken,
  sessionUserColumns,
  storedSessionOf,
  type SessionUser,
  type StoredSession,
} from '../auth/session.queries.ts';
import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';
import {
  viewerRowsOf,
  viewerUnion,
  type RawViewerRow,
  type ViewerCheckinDays,
  type ViewerRow,
} from './viewerRows.ts';
import { VariableViewerSql } from './viewerSql.ts';
import { preparedOn, statementName } from './preparedStatements.ts';

/** Set before the statements, read by the session's look-up. */
const SESSION_ID = '@plaza_session';
/** Set by the session's look-up, read by the union after it, on the same connection. */
const VIEWER = '@plaza_viewer';
const VIEWER_READ_ALL = '@plaza_viewer_read_all';
const NO_MEMBER = 'cast(null as signed)';

const USER_COLUMNS = Object.entries(sessionUserColumns) as Array<[keyof SessionUser, Column]>;
const EXPIRES_AT = columnName(sessions.expiresAt);

/*
 * The member's columns come as one JSON object: the driver parses a column's definition on every
 * answer, and the member has more than twenty of them.
 */
const SESSION_LOOKUP = `select ${EXPIRES_AT} as expires_at,
    json_object(${USER_COLUMNS.map(([key, column]) => `'${key}', ${columnName(column)}`).join(', ')}) as member,
    ${VIEWER} := ${columnName(users.id)} as viewer,
    ${VIEWER_READ_ALL} := if(${columnName(users.readAllAt)} is null, null, ${columnName(users.readAllCommentId)}) as read_all
  from ${tableName(sessions)} inner join ${tableName(users)} on ${columnName(users.id)} = ${columnName(sessions.userId)}
  where ${columnName(sessions.id)} = ${SESSION_ID} limit 1`;

/*
 * As drizzle reads them (its mysql2 session): times as text, which the column's own mapping parses.
 * The driver's `dateStrings` option, not a `typeCast` function: a function is called with a new field
 * object for every value of every row, which cost the viewer request CPU and garbage.
 */
const TIMES_AS_TEXT = { dateStrings: true } as const;

type DriverRow = Record<string, unknown>;

/** The member from the look-up's JSON (text from MariaDB, already parsed by the driver from MySQL's JSON type). */
function sessionUserOf(member: unknown): SessionUser {
  const values = (typeof member === 'string' ? JSON.parse(member) : member) as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const [key, column] of USER_COLUMNS) {
    const value = values[key];
    user[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return user as unknown as SessionUser;
}

/** The session a token names, and the viewer union for its member, read in one round trip. */
export interface MemberViewerRound {
  stored: StoredSession;
  rows: ViewerRow[];
}

const SESSION_STATEMENT = statementName(SESSION_LOOKUP);

/**
 * A member's viewer request in ONE round trip to the primary (decision 042): the session's look-up
 * and the viewer union sent together, the union reading the member from what the look-up set, both
 * as statements the connection prepared the first time it met their text (a page shape's union is one
 * text: its values are variables), so MariaDB parses neither again. Null for a malformed or unknown
 * token. The rows of an ended session are read and dropped by the caller, as the session is.
 */
export async function readMemberViewerRound(
  token: string,
  query: ViewerQuery,
  checkinDays: ViewerCheckinDays | null,
  pool: mysql.Pool = getViewerPool(),
): Promise<MemberViewerRound | null> {
  const id = sessionIdOfCookieToken(token);
  if (id === null) return null;
  const viewer = new VariableViewerSql(VIEWER, VIEWER_READ_ALL);
  const union = viewerUnion(viewer, query, checkinDays);
  const unionStatement = statementName(union);
  const connection = await pool.getConnection();
  try {
    const prepared = preparedOn(connection);
    const statements = [
      // Emptied first: an unknown token must leave the union reading for nobody, not for the member
      // whose round last used this connection. A typed null: an untyped one is a binary string, which
      // would turn the union's columns into bytes.
      `set ${[`${SESSION_ID} = ${connection.escape(id)}`, `${VIEWER} = ${NO_MEMBER}`, `${VIEWER_READ_ALL} = ${NO_MEMBER}`, ...viewer.assignments].join(', ')}`,
      ...prepared.use(SESSION_STATEMENT, SESSION_LOOKUP),
      `execute ${SESSION_STATEMENT}`,
      ...prepared.use(unionStatement, union),
      `execute ${unionStatement}`,
    ];
    const [results] = await connection
      .query({ sql: statements.join(';\n'), ...TIMES_AS_TEXT })
      .catch((error: unknown) => {
        prepared.forget();
        throw error;
      });
    const rowSets = (results as unknown[]).filter((result) => Array.isArray(result));
    const [sessionRows, unionRows] = rowSets.slice(-2) as [DriverRow[], RawViewerRow[]];
    const row = sessionRows[0];
    if (!row) return null;
    const expiresAt = sessions.expiresAt.mapFromDriverValue(row.expires_at as string) as Date;
    return {
      stored: storedSessionOf(id, { expiresAt, user: sessionUserOf(row.member) }),
      rows: viewerRowsOf(unionRows),
    };
  } finally {
    connection.release();
  }
}
