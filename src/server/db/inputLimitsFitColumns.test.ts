import { describe, expect, it } from 'vitest';
import type { AnyMySqlColumn } from 'drizzle-orm/mysql-core';
import { z } from 'zod';
import {
  articles,
  comments,
  forbiddenWords,
  friendLinks,
  moderationLogs,
  moments,
  nodes,
  reports,
  tags,
  uploads,
  users,
} from './schema/index.ts';
import { columnLimit } from './columnLimit.ts';
import { ARTICLE_TAG_NAME_MAX, ARTICLE_TITLE_MAX } from '@/shared/articles/articleLimits.ts';
import { MOMENT_TITLE_MAX, TAG_NAME_MAX } from '@/shared/moments/momentLimits.ts';
import { NICKNAME_MAX } from '@/shared/users/nickname.ts';
import { USERNAME_MAX } from '@/shared/users/username.ts';
import { SIGNATURE_MAX } from '@/shared/account/profileSchema.ts';
import { SETTING_URL_MAX_LENGTH } from '@/shared/validation/settingUrl.ts';
import { MODERATION_REASON_MAX } from '@/shared/moderation/moderationReason.ts';
import { REPORT_NOTE_MAX, REPORT_REASON_MAX } from '@/shared/admincontent/reportLimits.ts';
import {
  ADMIN_CONTENT_REASON_MAX,
  FORBIDDEN_WORD_PATTERN_MAX,
} from '@/shared/admincontent/adminContentKinds.ts';
import { COMMENT_MAX_LENGTH } from '@/shared/comments/commentLimits.ts';
import { NODE_DESCRIPTION_MAX, NODE_NAME_MAX } from '@/shared/admintaxonomy/nodeAdminSchemas.ts';
import {
  FRIEND_LINK_SUMMARY_MAX,
  FRIEND_LINK_TITLE_MAX,
  FRIEND_LINK_URL_MAX,
} from '@/shared/links/friendLinkSchemas.ts';
import { UPLOAD_NAME_MAX_LENGTH } from '../upload/uploadLimits.ts';
import { CONTENT_MAX_HTML_LENGTH } from '../content/contentLimits.ts';

// Every limit a schema enforces (zod's .max counts code points), next to the VARCHAR it lands in,
// which counts code points too: a limit above its column would let valid input fail the insert.
const CHARACTER_LIMITS: Array<[string, number, AnyMySqlColumn]> = [
  ['moment title', MOMENT_TITLE_MAX, moments.title],
  ['article title', ARTICLE_TITLE_MAX, articles.title],
  ['moment tag', TAG_NAME_MAX, tags.name],
  ['article tag', ARTICLE_TAG_NAME_MAX, tags.name],
  ['nickname', NICKNAME_MAX, users.nickname],
  ['username', USERNAME_MAX, users.username],
  ['signature', SIGNATURE_MAX, users.signature],
  ['homepage', SETTING_URL_MAX_LENGTH, users.homepage],
  ['ban reason', MODERATION_REASON_MAX, users.banReason],
  ['moderation reason', MODERATION_REASON_MAX, moderationLogs.reason],
  ['report reason', REPORT_REASON_MAX, reports.reason],
  ['report note', REPORT_NOTE_MAX, reports.resolution],
  ['report note as audit reason', REPORT_NOTE_MAX, moderationLogs.reason],
  ['bulk and review reason', ADMIN_CONTENT_REASON_MAX, moderationLogs.reason],
  ['forbidden word', FORBIDDEN_WORD_PATTERN_MAX, forbiddenWords.pattern],
  ['node name', NODE_NAME_MAX, nodes.name],
  ['node description', NODE_DESCRIPTION_MAX, nodes.description],
  ['node logo', SETTING_URL_MAX_LENGTH, nodes.logo],
  ['friend link title', FRIEND_LINK_TITLE_MAX, friendLinks.title],
  ['friend link summary', FRIEND_LINK_SUMMARY_MAX, friendLinks.summary],
  ['friend link address', FRIEND_LINK_URL_MAX, friendLinks.url],
  ['friend link logo', FRIEND_LINK_URL_MAX, friendLinks.logo],
  ['upload name', UPLOAD_NAME_MAX_LENGTH, uploads.originalName],
];

/** The most UTF-8 bytes one character (code point) takes once stored. */
const BYTES_PER_CHARACTER = 4;
/** Escaping in the sanitizer turns one unit into at most six ('"' → '&quot;'). */
const ESCAPED_BYTES_PER_UNIT = 6;

describe('input limits fit the columns they are stored in', () => {
  it("zod's string .max counts code points, the unit of a utf8mb4 VARCHAR", () => {
    expect(z.string().max(3).safeParse('😀😀😀').success).toBe(true);
    expect(z.string().max(3).safeParse('😀😀😀😀').success).toBe(false);
    expect(z.string().max(1).safeParse('e\u0301').success).toBe(false);
  });

  it.each(CHARACTER_LIMITS)('%s: %i characters fit', (_label, limit, column) => {
    expect(columnLimit(column).unit).toBe('characters');
    expect(limit).toBeLessThanOrEqual(columnLimit(column).max);
  });

  it('a comment of the longest length fits its TEXT column in bytes', () => {
    expect(columnLimit(comments.content).unit).toBe('bytes');
    expect(COMMENT_MAX_LENGTH * BYTES_PER_CHARACTER).toBeLessThanOrEqual(columnLimit(comments.content).max);
  });

  it('the longest editor HTML, escaped, fits the MEDIUMTEXT body columns', () => {
    for (const column of [moments.content, moments.contentText, articles.content, articles.contentText]) {
      expect(CONTENT_MAX_HTML_LENGTH * ESCAPED_BYTES_PER_UNIT).toBeLessThanOrEqual(columnLimit(column).max);
    }
  });
});
