import { describe, expect, it } from 'vitest';
import { columnName, sqlDay, sqlIdList, sqlInteger, sqlNames, tableName } from './sqlText.ts';
import { comments, readMarks } from './schema/index.ts';

describe('statements written as text', () => {
  it('names tables and columns from the schema', () => {
    expect(tableName(readMarks)).toBe('`read_marks`');
    expect(columnName(comments.entityId)).toBe('`comments`.`entity_id`');
    expect(sqlNames(readMarks, { mark: readMarks.lastCommentId })).toEqual({
      table: '`read_marks`',
      mark: '`read_marks`.`last_comment_id`',
    });
  });

  it('writes integers, id lists and days, and refuses anything else', () => {
    expect(sqlInteger(-1)).toBe('-1');
    expect(sqlIdList([3, 9])).toBe('3, 9');
    expect(sqlDay('2026-11-27')).toBe("'2026-11-27'");
    expect(() => sqlInteger(1.5)).toThrow();
    expect(() => sqlInteger(Number('1 or 1=1'))).toThrow();
    expect(() => sqlIdList([])).toThrow();
    expect(() => sqlIdList([0])).toThrow();
    expect(() => sqlIdList([2, Number.NaN])).toThrow();
    expect(() => sqlDay("2026-11-27' or '1")).toThrow();
  });
});
