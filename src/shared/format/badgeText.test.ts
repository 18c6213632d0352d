import { describe, expect, it } from 'vitest';
import { badgeText } from './badgeText.ts';

describe('badgeText', () => {
  it('shows the count up to 9 and 9+ above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
  it('shows nothing for zero or nonsense', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });
});
