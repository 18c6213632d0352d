import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { ApiError } from '../http/ApiError.ts';
import { getDb, type Database } from '../db/client.ts';
import { captchaChallenges } from '../db/schema/index.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { fitColumn } from '../db/fitColumn.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  type CaptchaChallenge,
  type CaptchaVerifyResult,
} from '@/shared/captcha/captchaTypes.ts';
import { m } from '@/paraglide/messages.js';
import { drawPuzzle } from './captchaImages.ts';

const CAPTCHA_TTL_MS = 2 * 60_000;
export const CAPTCHA_MAX_ATTEMPTS = 5;
/** How far from the gap, in image pixels, a released piece still counts. */
export const CAPTCHA_TOLERANCE = 6;
/** Expired rows removed per new challenge, so cleaning up never makes one request slow. */
const CLEANUP_BATCH = 50;

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const now = sql`UTC_TIMESTAMP(3)`;

/** Draws and stores a new puzzle; the answer stays on the server. */
export async function createCaptchaChallenge(ip: string, db: Database = getDb()): Promise<CaptchaChallenge> {
  await db.execute(sql`DELETE FROM captcha_challenges WHERE expires_at < ${now} LIMIT ${CLEANUP_BATCH}`);
  const puzzle = await drawPuzzle();
  const id = randomBytes(24).toString('base64url');
  await db.insert(captchaChallenges).values({
    id,
    answerX: puzzle.answerX,
    ip: fitColumn(ip, captchaChallenges.ip),
    expiresAt: sql`${now} + INTERVAL ${CAPTCHA_TTL_MS * 1000} MICROSECOND`,
  });
  return {
    id,
    background: dataUrl(puzzle.background),
    piece: dataUrl(puzzle.piece),
    pieceY: puzzle.pieceY,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
  };
}

const live = (id: string) =>
  and(
    eq(captchaChallenges.id, id),
    isNull(captchaChallenges.solvedAt),
    lt(captchaChallenges.attempts, CAPTCHA_MAX_ATTEMPTS),
    sql`${captchaChallenges.expiresAt} > ${now}`,
  );

/**
 * Checks where the piece was released. Each step is one conditional UPDATE, so parallel guesses
 * can neither solve a dead puzzle nor get more than CAPTCHA_MAX_ATTEMPTS tries.
 */
export async function verifyCaptcha(
  id: string,
  x: number,
  db: Database = getDb(),
): Promise<CaptchaVerifyResult> {
  const [row] = await db
    .select({ answerX: captchaChallenges.answerX })
    .from(captchaChallenges)
    .where(live(id))
    .limit(1);
  if (!row) throw new ApiError(400, m.captcha_expired(), ErrorCode.validation);
  if (Math.abs(x - row.answerX) <= CAPTCHA_TOLERANCE) {
    const solved = await db.update(captchaChallenges).set({ solvedAt: now }).where(live(id));
    if (affectedRows(solved) === 1) return { passed: true, token: id };
    throw new ApiError(400, m.captcha_expired(), ErrorCode.validation);
  }
  const missed = await db
    .update(captchaChallenges)
    .set({ attempts: sql`${captchaChallenges.attempts} + 1` })
    .where(live(id));
  if (affectedRows(missed) !== 1) throw new ApiError(400, m.captcha_expired(), ErrorCode.validation);
  const [after] = await db
    .select({ attempts: captchaChallenges.attempts })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.id, id));
  return {
    passed: false,
    attemptsLeft: Math.max(0, CAPTCHA_MAX_ATTEMPTS - (after?.attempts ?? CAPTCHA_MAX_ATTEMPTS)),
  };
}

/** Uses up a solved puzzle's pass: true exactly once, and only before it expires. */
export async function spendCaptchaPass(token: string, db: Database = getDb()): Promise<boolean> {
  if (!token || token.length > 64) return false;
  const spent = await db
    .update(captchaChallenges)
    .set({ spentAt: now })
    .where(
      and(
        eq(captchaChallenges.id, token),
        isNull(captchaChallenges.spentAt),
        isNotNull(captchaChallenges.solvedAt),
        sql`${captchaChallenges.expiresAt} > ${now}`,
      ),
    );
  return affectedRows(spent) === 1;
}

/** Refuses the guarded action unless the request carries an unspent pass (400, localized). */
export async function requireCaptchaPass(token: unknown, db: Database = getDb()): Promise<void> {
  if (typeof token !== 'string' || token === '')
    throw new ApiError(400, m.captcha_required(), ErrorCode.validation);
  if (!(await spendCaptchaPass(token, db)))
    throw new ApiError(400, m.captcha_pass_invalid(), ErrorCode.validation);
}
