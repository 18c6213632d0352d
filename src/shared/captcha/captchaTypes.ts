import { z } from 'zod';

/** The slider puzzle's geometry in image pixels; the client scales it to the space it has. */
export const CAPTCHA_WIDTH = 320;
export const CAPTCHA_HEIGHT = 160;
export const CAPTCHA_PIECE = 50;
/** The furthest the piece's left edge can travel. */
export const CAPTCHA_MAX_X = CAPTCHA_WIDTH - CAPTCHA_PIECE;

/** GET/POST /api/captcha/new. */
export interface CaptchaChallenge {
  id: string;
  /** PNG data URL of the picture with the gap. */
  background: string;
  /** PNG data URL of the piece, CAPTCHA_PIECE pixels square. */
  piece: string;
  pieceY: number;
  width: number;
  height: number;
}

/** POST /api/captcha/verify. */
export const captchaVerifySchema = z.object({
  id: z.string().min(1).max(64),
  x: z.number().finite().min(0).max(CAPTCHA_WIDTH),
});

export type CaptchaVerifyResult = { passed: true; token: string } | { passed: false; attemptsLeft: number };
