import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { captchaChallenges } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import {
  CAPTCHA_MAX_ATTEMPTS,
  CAPTCHA_TOLERANCE,
  createCaptchaChallenge,
  requireCaptchaPass,
  spendCaptchaPass,
  verifyCaptcha,
} from './captchaChallenges.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE, CAPTCHA_WIDTH } from '@/shared/captcha/captchaTypes.ts';

const t = useTestDatabase();

async function answerOf(id: string): Promise<number> {
  const [row] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
  return row!.answerX;
}
const png = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

describe('a new challenge', () => {
  it('stores the answer and sends two PNGs of the promised sizes, the answer out of the start area', async () => {
    const challenge = await createCaptchaChallenge('203.0.113.5', t.db);
    expect(challenge.id).toMatch(/^[\w-]{32}$/);
    expect(challenge).toMatchObject({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
    expect(JSON.stringify(challenge)).not.toContain('answer');
    const background = await sharp(png(challenge.background)).metadata();
    const piece = await sharp(png(challenge.piece)).metadata();
    expect([background.format, background.width, background.height]).toEqual([
      'png',
      CAPTCHA_WIDTH,
      CAPTCHA_HEIGHT,
    ]);
    expect([piece.format, piece.width, piece.height, piece.hasAlpha]).toEqual([
      'png',
      CAPTCHA_PIECE,
      CAPTCHA_PIECE,
      true,
    ]);
    const answer = await answerOf(challenge.id);
    expect(answer).toBeGreaterThan(CAPTCHA_PIECE);
    expect(answer).toBeLessThanOrEqual(CAPTCHA_WIDTH - CAPTCHA_PIECE);
    expect(challenge.pieceY).toBeGreaterThanOrEqual(0);
    expect(challenge.pieceY).toBeLessThanOrEqual(CAPTCHA_HEIGHT - CAPTCHA_PIECE);
  });

  it('draws a different puzzle each time', async () => {
    const [a, b] = [await createCaptchaChallenge('', t.db), await createCaptchaChallenge('', t.db)];
    expect(a.id).not.toBe(b.id);
    expect(a.background).not.toBe(b.background);
  });

  it('removes expired challenges while creating one', async () => {
    const old = await createCaptchaChallenge('', t.db);
    await t.db
      .update(captchaChallenges)
      .set({ expiresAt: sql`UTC_TIMESTAMP(3) - INTERVAL 1 SECOND` })
      .where(eq(captchaChallenges.id, old.id));
    await createCaptchaChallenge('', t.db);
    expect(await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, old.id))).toEqual([]);
  });
});

describe('verifying', () => {
  it('passes within the tolerance and the pass is spent exactly once', async () => {
    const challenge = await createCaptchaChallenge('', t.db);
    const answer = await answerOf(challenge.id);
    const result = await verifyCaptcha(challenge.id, answer + CAPTCHA_TOLERANCE, t.db);
    expect(result).toEqual({ passed: true, token: challenge.id });
    // Solved puzzles cannot be solved again (or guessed at).
    expect((await refusal(verifyCaptcha(challenge.id, answer, t.db))).status).toBe(400);
    await expect(requireCaptchaPass(challenge.id, t.db)).resolves.toBeUndefined();
    const reused = await refusal(requireCaptchaPass(challenge.id, t.db));
    expect([reused.status, reused.message]).toEqual([
      400,
      'The security check has expired or was already used. Please publish again.',
    ]);
  });

  it('counts a miss just outside the tolerance, and an unsolved puzzle gives no pass', async () => {
    const challenge = await createCaptchaChallenge('', t.db);
    const answer = await answerOf(challenge.id);
    const miss = answer - CAPTCHA_TOLERANCE - 1;
    expect(await verifyCaptcha(challenge.id, miss, t.db)).toEqual({
      passed: false,
      attemptsLeft: CAPTCHA_MAX_ATTEMPTS - 1,
    });
    expect(await spendCaptchaPass(challenge.id, t.db)).toBe(false);
    expect(await verifyCaptcha(challenge.id, answer - 2, t.db)).toMatchObject({ passed: true });
  });

  it('kills the puzzle after five misses, even for the right answer', async () => {
    const challenge = await createCaptchaChallenge('', t.db);
    const answer = await answerOf(challenge.id);
    const misses = [];
    for (let i = 0; i < CAPTCHA_MAX_ATTEMPTS; i++)
      misses.push(await verifyCaptcha(challenge.id, answer > 150 ? 0 : 300, t.db));
    expect(misses.map((result) => (result.passed ? -1 : result.attemptsLeft))).toEqual([4, 3, 2, 1, 0]);
    const dead = await refusal(verifyCaptcha(challenge.id, answer, t.db));
    expect([dead.status, dead.message]).toEqual([
      400,
      'This puzzle has expired or has no attempts left. Please get a new one.',
    ]);
  });

  it('refuses parallel guesses beyond the attempt limit', async () => {
    const challenge = await createCaptchaChallenge('', t.db);
    const answer = await answerOf(challenge.id);
    const wrong = answer > 150 ? 0 : 300;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => verifyCaptcha(challenge.id, wrong, t.db)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(CAPTCHA_MAX_ATTEMPTS);
    const [row] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, challenge.id));
    expect(row!.attempts).toBe(CAPTCHA_MAX_ATTEMPTS);
  });

  it('refuses an expired puzzle and an expired pass', async () => {
    const unsolved = await createCaptchaChallenge('', t.db);
    const solved = await createCaptchaChallenge('', t.db);
    expect(await verifyCaptcha(solved.id, await answerOf(solved.id), t.db)).toMatchObject({ passed: true });
    await t.db
      .update(captchaChallenges)
      .set({ expiresAt: sql`UTC_TIMESTAMP(3) - INTERVAL 1 SECOND` })
      .where(sql`${captchaChallenges.id} IN (${unsolved.id}, ${solved.id})`);
    expect((await refusal(verifyCaptcha(unsolved.id, await answerOf(unsolved.id), t.db))).status).toBe(400);
    expect((await refusal(requireCaptchaPass(solved.id, t.db))).status).toBe(400);
  });

  it('asks for the check when there is no token and refuses made-up ones', async () => {
    const missing = await refusal(requireCaptchaPass(undefined, t.db));
    expect(missing.message).toBe('Please complete the security check before publishing.');
    expect((await refusal(requireCaptchaPass('not-a-real-token', t.db))).status).toBe(400);
    await expect(verifyCaptcha('nope', 10, t.db)).rejects.toBeInstanceOf(ApiError);
  });
});
