import sharp from 'sharp';
import { expectData } from '../plazaClient.ts';
import { callFrom, type Origin } from './waveCaller.ts';
import type { Caller } from '../plazaClient.ts';
import type { CaptchaChallenge, CaptchaVerifyResult } from '../../../src/shared/captcha/captchaTypes.ts';

// The slider captcha solved as a script would, from the two pictures alone: the gap is the piece's
// own pixels darkened, so the piece slid along its row matches the picture best where the gap is.

interface Pixels {
  data: Buffer;
  width: number;
  channels: number;
}

async function pixelsOf(dataUrl: string): Promise<Pixels> {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, channels: info.channels };
}

/** The left edge, in image pixels, where the piece fits its gap. */
async function sliderAnswer(challenge: CaptchaChallenge): Promise<number> {
  const [picture, piece] = await Promise.all([pixelsOf(challenge.background), pixelsOf(challenge.piece)]);
  // The opaque inside of the piece: its outline is drawn in white over both pictures.
  const inside: { dx: number; dy: number; rgb: number[] }[] = [];
  for (let dy = 0; dy < piece.width; dy++) {
    for (let dx = 0; dx < piece.width; dx++) {
      const at = (dy * piece.width + dx) * piece.channels;
      const rgb = [piece.data[at]!, piece.data[at + 1]!, piece.data[at + 2]!];
      if (piece.data[at + 3] === 255 && Math.min(...rgb) < 230) inside.push({ dx, dy, rgb });
    }
  }
  let best = { x: 0, error: Number.POSITIVE_INFINITY };
  for (let x = 0; x + piece.width <= picture.width; x++) {
    let error = 0;
    for (const { dx, dy, rgb } of inside) {
      const at = ((challenge.pieceY + dy) * picture.width + x + dx) * picture.channels;
      // The gap is the picture under 55% black: 0.45 of the piece's colour.
      for (let c = 0; c < 3; c++) error += Math.abs(picture.data[at + c]! - 0.45 * rgb[c]!);
    }
    if (error < best.error) best = { x, error };
  }
  return best.x;
}

/** A captcha pass for the next guarded write: a new puzzle, solved from its pictures, checked by the server. */
export async function solveSliderCaptcha(url: string, who: Caller & Origin): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const challenge = await expectData<CaptchaChallenge>(
      callFrom(url, who, '/api/captcha/new', {}),
      'draw a captcha',
    );
    const verdict = await expectData<CaptchaVerifyResult>(
      callFrom(url, who, '/api/captcha/verify', { id: challenge.id, x: await sliderAnswer(challenge) }),
      'verify the captcha',
    );
    if (verdict.passed) return verdict.token;
    if (attempt === 3) throw new Error('the slider solver missed three puzzles in a row');
  }
}
