import { describe, expect, it } from 'vitest';
import { AVATAR_SIZES, avatarColor, avatarImage, avatarLetter, hsvToHex, isAvatarSize } from './avatar.ts';

function hexToHsv(hex: string): { s: number; v: number } {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return { s: max === 0 ? 0 : (max - min) / max, v: max };
}

describe('avatarImage', () => {
  it('prefers the small avatar, then the avatar, then none', () => {
    expect(avatarImage({ smallAvatar: '/s.png', avatar: '/a.png' })).toBe('/s.png');
    expect(avatarImage({ smallAvatar: '', avatar: '/a.png' })).toBe('/a.png');
    expect(avatarImage({ smallAvatar: '', avatar: '' })).toBe('');
    expect(avatarImage(null)).toBe('');
  });
});

describe('avatarLetter', () => {
  it('uppercases the first letter of the nickname', () => {
    expect(avatarLetter({ nickname: 'alice', username: 'zed' })).toBe('A');
  });
  it('falls back to the username when the nickname is empty', () => {
    expect(avatarLetter({ nickname: '  ', username: 'bob' })).toBe('B');
    expect(avatarLetter({ nickname: null, username: 'carol' })).toBe('C');
  });
  it('keeps whole characters beyond ASCII', () => {
    expect(avatarLetter({ nickname: '张三' })).toBe('张');
    expect(avatarLetter({ nickname: '😀 smile' })).toBe('😀');
  });
  it('is empty without any name', () => {
    expect(avatarLetter({ nickname: '', username: '' })).toBe('');
    expect(avatarLetter(undefined)).toBe('');
  });
});

describe('avatarColor', () => {
  it('gives white for an empty letter', () => {
    expect(avatarColor('')).toBe('#ffffff');
  });
  it('is deterministic per letter and differs between letters', () => {
    expect(avatarColor('A')).toBe(avatarColor('A'));
    expect(avatarColor('A')).not.toBe(avatarColor('B'));
    expect(avatarColor('A')).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('uses saturation .3 and brightness .9', () => {
    for (const letter of ['A', 'B', 'Z', '张', '7']) {
      const { s, v } = hexToHsv(avatarColor(letter));
      expect(s).toBeCloseTo(0.3, 1);
      expect(v).toBeCloseTo(0.9, 2);
    }
  });
});

describe('hsvToHex', () => {
  it('converts the primary hues', () => {
    expect(hsvToHex(0, 1, 1)).toBe('#ff0000');
    expect(hsvToHex(120, 1, 1)).toBe('#00ff00');
    expect(hsvToHex(240, 1, 1)).toBe('#0000ff');
    expect(hsvToHex(0, 0, 0.9)).toBe('#e6e6e6');
    expect(hsvToHex(360, 0.3, 0.9)).toBe(hsvToHex(0, 0.3, 0.9));
  });
});

describe('isAvatarSize', () => {
  it('accepts exactly the listed sizes', () => {
    expect(AVATAR_SIZES).toEqual([20, 24, 30, 35, 40, 45, 50, 60, 70, 80, 100, 150]);
    expect(isAvatarSize(40)).toBe(true);
    expect(isAvatarSize(41)).toBe(false);
    expect(isAvatarSize('40')).toBe(false);
  });
});
