/** Avatar display rules: image, else a coloured initial. */
export const AVATAR_SIZES = [20, 24, 30, 35, 40, 45, 50, 60, 70, 80, 100, 150] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const DEFAULT_AVATAR_SIZE: AvatarSize = 40;

export interface AvatarUser {
  nickname?: string | null | undefined;
  username?: string | null | undefined;
  avatar?: string | null | undefined;
  smallAvatar?: string | null | undefined;
}

const SATURATION = 0.3;
const BRIGHTNESS = 0.9;
// The golden angle spreads neighbouring letters (A, B, C…) far apart on the colour wheel.
const HUE_STEP = 137.508;

/** smallAvatar, else avatar, else none. */
export function avatarImage(user: AvatarUser | null | undefined): string {
  return user?.smallAvatar?.trim() || user?.avatar?.trim() || '';
}

/** The uppercased first letter of the nickname, else of the username; '' when both are empty. */
export function avatarLetter(user: AvatarUser | null | undefined): string {
  const name = user?.nickname?.trim() || user?.username?.trim() || '';
  const [first = ''] = Array.from(name);
  return first.toUpperCase();
}

/** HSV (h in degrees, s and v in 0..1) to #rrggbb. */
export function hsvToHex(hue: number, saturation: number, value: number): string {
  const h = (((hue % 360) + 360) % 360) / 60;
  const c = value * saturation;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = value - c;
  const [r, g, b] =
    h < 1
      ? [c, x, 0]
      : h < 2
        ? [x, c, 0]
        : h < 3
          ? [0, c, x]
          : h < 4
            ? [0, x, c]
            : h < 5
              ? [x, 0, c]
              : [c, 0, x];
  const hex = (channel: number) =>
    Math.round((channel + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** A background colour derived only from the letter; white for an empty letter. */
export function avatarColor(letter: string): string {
  const codePoint = letter.codePointAt(0);
  if (codePoint === undefined) return '#ffffff';
  return hsvToHex((codePoint * HUE_STEP) % 360, SATURATION, BRIGHTNESS);
}

export function isAvatarSize(value: unknown): value is AvatarSize {
  return typeof value === 'number' && (AVATAR_SIZES as readonly number[]).includes(value);
}
