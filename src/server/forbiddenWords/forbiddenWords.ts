import { desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { forbiddenWords } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { compileWords, wordPatternProblem } from './wordPattern.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

export interface ForbiddenWord {
  id: number;
  pattern: string;
  isRegex: boolean;
  createdAt: Date;
}

const CACHE_MS = 60_000;
let cached: { wordsIn: (text: string) => string[]; loadedAt: number } | undefined;

/** Forgets the cached list: the next check reads the table again. */
export function invalidateForbiddenWords(): void {
  cached = undefined;
}

/**
 * The forbidden words the text (a title plus the plain text of the body) holds; any of them holds
 * the content for review. The list is cached for a minute per process; changes made here clear it.
 */
export async function forbiddenWordsIn(text: string, db: Database = getDb()): Promise<string[]> {
  if (!cached || Date.now() - cached.loadedAt > CACHE_MS) {
    const rows = await db
      .select({ pattern: forbiddenWords.pattern, isRegex: forbiddenWords.isRegex })
      .from(forbiddenWords);
    cached = { wordsIn: compileWords(rows), loadedAt: Date.now() };
  }
  return cached.wordsIn(text);
}

/** Every word, newest first (the list is short: admins type them in one by one). */
export async function listForbiddenWords(db: Database = getDb()): Promise<ForbiddenWord[]> {
  return db
    .select({
      id: forbiddenWords.id,
      pattern: forbiddenWords.pattern,
      isRegex: forbiddenWords.isRegex,
      createdAt: forbiddenWords.createdAt,
    })
    .from(forbiddenWords)
    .orderBy(desc(forbiddenWords.id));
}

const problemMessage = {
  empty: () => m.admincontent_word_error_empty(),
  tooLong: () => m.admincontent_word_error_too_long(),
  invalid: () => m.admincontent_word_error_invalid(),
  unsafe: () => m.admincontent_word_error_unsafe(),
};

export interface WordAction {
  actorId: number;
  ip: string;
}

export async function addForbiddenWord(
  input: { pattern: string; isRegex: boolean },
  action: WordAction,
  db: Database = getDb(),
): Promise<{ id: number }> {
  const pattern = input.isRegex ? input.pattern : input.pattern.trim();
  const problem = wordPatternProblem(pattern, input.isRegex);
  if (problem) throw new ApiError(400, problemMessage[problem](), ErrorCode.validation, 'pattern');
  try {
    const id = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(forbiddenWords)
        .values({ pattern, isRegex: input.isRegex, createdBy: action.actorId })
        .$returningId();
      const wordId = inserted!.id;
      await recordAction(tx, {
        actorId: action.actorId,
        action: 'word.add',
        targetType: 'word',
        targetId: wordId,
        detail: { pattern, isRegex: input.isRegex },
        ip: action.ip,
      });
      return wordId;
    });
    invalidateForbiddenWords();
    return { id };
  } catch (error) {
    if (isDuplicateKey(error)) {
      throw new ApiError(409, m.admincontent_word_error_duplicate(), ErrorCode.conflict, 'pattern');
    }
    throw error;
  }
}

export async function deleteForbiddenWord(
  id: number,
  action: WordAction,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [word] = await tx.select().from(forbiddenWords).where(eq(forbiddenWords.id, id)).for('update');
    if (!word) throw new ApiError(404, m.admincontent_not_found(), ErrorCode.notFound);
    await tx.delete(forbiddenWords).where(eq(forbiddenWords.id, id));
    await recordAction(tx, {
      actorId: action.actorId,
      action: 'word.delete',
      targetType: 'word',
      targetId: id,
      detail: { pattern: word.pattern, isRegex: word.isRegex },
      ip: action.ip,
    });
  });
  invalidateForbiddenWords();
}
