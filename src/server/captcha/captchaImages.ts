import { randomInt } from 'node:crypto';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_MAX_X,
  CAPTCHA_PIECE,
  CAPTCHA_WIDTH,
} from '@/shared/captcha/captchaTypes.ts';

export interface PuzzleImages {
  answerX: number;
  pieceY: number;
  background: Buffer;
  piece: Buffer;
}

/** The piece's outline inside its CAPTCHA_PIECE box: a square with a knob on top and one on the right. */
const PIECE_PATH = 'M1,9 H15 A7,7 0 0 1 29,9 H42 V23 A7,7 0 0 1 42,37 V49 H1 Z';

/** Leaves this much room on the left so the piece never starts over its gap. */
const MIN_X = CAPTCHA_PIECE + 10;
const EDGE = 6;

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${hue},${saturation}%,${lightness}%)`;

/** A random picture: two-tone gradient, soft circles and a few sharp shapes so the gap is not trivial to spot. */
function backgroundSvg(): string {
  const hue = randomInt(360);
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const fill = hsl(randomInt(360), 40 + randomInt(50), 35 + randomInt(40));
    const opacity = (0.35 + randomInt(50) / 100).toFixed(2);
    const x = randomInt(CAPTCHA_WIDTH);
    const y = randomInt(CAPTCHA_HEIGHT);
    if (i % 3 === 0) {
      const points = [0, 1, 2].map(() => `${x + randomInt(-60, 61)},${y + randomInt(-40, 41)}`).join(' ');
      shapes.push(`<polygon points="${points}" fill="${fill}" fill-opacity="${opacity}"/>`);
    } else if (i % 3 === 1) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${8 + randomInt(40)}" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    } else {
      const w = 10 + randomInt(70);
      const h = 6 + randomInt(40);
      const turn = randomInt(180);
      shapes.push(
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${turn} ${x} ${y})"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(hue, 65, 55)}"/><stop offset="1" stop-color="${hsl((hue + 120 + randomInt(120)) % 360, 65, 40)}"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

const pieceSvg = (fill: string, stroke: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_PIECE}" height="${CAPTCHA_PIECE}">
<path d="${PIECE_PATH}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/></svg>`);

/** Draws a new puzzle: the picture with a darkened gap at a random spot, and the piece cut from it. */
export async function drawPuzzle(): Promise<PuzzleImages> {
  // Loaded with the first puzzle, not with every module that can check a captcha answer.
  const { default: sharp } = await import('sharp');
  const answerX = randomInt(MIN_X, CAPTCHA_MAX_X - EDGE + 1);
  const pieceY = randomInt(EDGE, CAPTCHA_HEIGHT - CAPTCHA_PIECE - EDGE + 1);
  const picture = await sharp(Buffer.from(backgroundSvg())).png().toBuffer();
  const piece = await sharp(picture)
    .extract({ left: answerX, top: pieceY, width: CAPTCHA_PIECE, height: CAPTCHA_PIECE })
    .composite([
      { input: pieceSvg('#fff', 'none'), blend: 'dest-in' },
      { input: pieceSvg('none', 'rgba(255,255,255,0.9)') },
    ])
    .png()
    .toBuffer();
  const background = await sharp(picture)
    .composite([
      { input: pieceSvg('rgba(0,0,0,0.55)', 'rgba(255,255,255,0.75)'), left: answerX, top: pieceY },
    ])
    .png()
    .toBuffer();
  return { answerX, pieceY, background, piece };
}
