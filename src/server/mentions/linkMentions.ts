import { and, eq, inArray, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { ApiError } from '../http/ApiError.ts';
import { excerpt } from '../content/excerpt.ts';
import { plainText } from '../content/plainText.ts';
import type { SanitizedContent } from '../content/sanitizeContent.ts';
import { mentionCandidates, mentionedIds, rewriteMentions, type MentionTarget } from './mentionHtml.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { typedMentionNames } from '@/shared/mentions/mentionMarkup.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';

type Reader = Database | Transaction;

/** The active members named by id or username: one query on the primary key and the username index. */
async function lookUpMembers(ids: number[], names: string[], db: Reader) {
  const byId = new Map<number, MentionTarget>();
  const byName = new Map<string, MentionTarget>();
  if (ids.length === 0 && names.length === 0) return { byId, byName };
  const named = [
    ...(ids.length > 0 ? [inArray(users.id, ids)] : []),
    ...(names.length > 0 ? [inArray(users.username, names)] : []),
  ];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      usernameChosen: users.usernameChosen,
      nickname: users.nickname,
    })
    .from(users)
    .where(and(eq(users.status, UserStatus.active), or(...named)));
  for (const row of rows) {
    // A link reads as the name the member chose, else their nickname (a Chinese one stays Chinese
    // rather than the username given at sign-up).
    const target = { id: row.id, label: (row.usernameChosen && row.username) || row.nickname };
    byId.set(row.id, target);
    if (row.username) byName.set(row.username.toLowerCase(), target);
  }
  return { byId, byName };
}

/** A 400 when an item mentions more members than the owner allows (`mentions.maxPerItem`). */
function assertMentionCap(count: number, maxPerItem: number): void {
  if (count <= maxPerItem) return;
  throw new ApiError(
    400,
    m.mentions_too_many({ max: String(maxPerItem), count: String(count) }),
    ErrorCode.validation,
    'content',
  );
}

export interface LinkedContent {
  content: SanitizedContent;
  /** The members the stored HTML mentions, each once. */
  mentioned: number[];
}

/**
 * Sanitized HTML with its mentions settled (see rewriteMentions) and capped. With `maxPerItem` 0 the
 * site has mentions off: mention links become their text and nobody is linked or notified.
 */
export async function linkMentions(
  clean: SanitizedContent,
  maxPerItem: number,
  db: Reader = getDb(),
): Promise<LinkedContent> {
  const candidates = mentionCandidates(clean.html);
  if (candidates.ids.length === 0 && candidates.names.length === 0) return { content: clean, mentioned: [] };
  const lookup =
    maxPerItem > 0
      ? await lookUpMembers(candidates.ids, candidates.names, db)
      : { byId: new Map(), byName: new Map() };
  const html = rewriteMentions(clean.html, lookup);
  const mentioned = mentionedIds(html);
  assertMentionCap(mentioned.length, maxPerItem);
  const text = plainText(html);
  return { content: { html, text, excerpt: excerpt(text) }, mentioned };
}

/** The members a plain text (a comment) mentions as `@username`, capped like HTML. */
export async function mentionedInText(
  text: string,
  maxPerItem: number,
  db: Reader = getDb(),
): Promise<number[]> {
  const names = typedMentionNames(text);
  if (names.length === 0 || maxPerItem === 0) return [];
  const { byName } = await lookUpMembers([], names, db);
  const mentioned = [...new Set(names.flatMap((name) => byName.get(name)?.id ?? []))];
  assertMentionCap(mentioned.length, maxPerItem);
  return mentioned;
}
