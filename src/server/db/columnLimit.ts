import type { AnyMySqlColumn } from 'drizzle-orm/mysql-core';
import type { TextLimit } from '../../shared/text/truncateText.ts';

// TEXT types hold a number of bytes; (VAR)CHAR(n) holds n characters (code points in utf8mb4).
const TEXT_TYPE_BYTES: Readonly<Record<string, number>> = {
  tinytext: 255,
  text: 65_535,
  mediumtext: 16_777_215,
  longtext: 4_294_967_295,
};

/** What a text column of our schema can hold, read from its SQL type, in the unit MySQL counts it. */
export function columnLimit(column: AnyMySqlColumn): TextLimit {
  const type = column.getSQLType().toLowerCase();
  const sized = /^(?:var)?char\((\d+)\)$/.exec(type);
  if (sized) return { unit: 'characters', max: Number(sized[1]) };
  const bytes = TEXT_TYPE_BYTES[type];
  if (bytes === undefined) throw new Error(`Column ${column.name} (${type}) does not hold text`);
  return { unit: 'bytes', max: bytes };
}
