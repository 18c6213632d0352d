import { describe, expect, it } from 'vitest';
import { addRecentColor, parseRecentColors } from './recentColors.ts';
import { BACKGROUND_COLOR_PRESETS, TEXT_COLOR_PRESETS } from './colorPresets.ts';

describe('addRecentColor', () => {
  it('puts the newest colour first', () => {
    expect(addRecentColor(['#111111', '#222222'], '#333333')).toEqual(['#333333', '#111111', '#222222']);
  });

  it('moves a colour used again to the front instead of repeating it', () => {
    expect(addRecentColor(['#111111', '#222222', '#333333'], '#222222')).toEqual([
      '#222222',
      '#111111',
      '#333333',
    ]);
    expect(addRecentColor(['#aabbcc'], '#AABBCC')).toEqual(['#aabbcc']);
  });

  it('keeps at most 7', () => {
    let recent: string[] = [];
    for (let index = 0; index < 10; index++) recent = addRecentColor(recent, `#00000${index}`);
    expect(recent).toEqual(['#000009', '#000008', '#000007', '#000006', '#000005', '#000004', '#000003']);
  });
});

describe('parseRecentColors', () => {
  it('reads a stored list', () => {
    expect(parseRecentColors('["#111111","#222222"]')).toEqual(['#111111', '#222222']);
  });

  it('drops anything that is not a list of hex colours', () => {
    expect(parseRecentColors(null)).toEqual([]);
    expect(parseRecentColors('not json')).toEqual([]);
    expect(parseRecentColors('{"a":1}')).toEqual([]);
    expect(parseRecentColors('["#111111","red;background:url(x)",3,"#111111"]')).toEqual(['#111111']);
  });

  it('trims an over-long stored list to 7', () => {
    const stored = JSON.stringify(Array.from({ length: 9 }, (_, index) => `#00000${index}`));
    expect(parseRecentColors(stored)).toHaveLength(7);
    expect(parseRecentColors(stored)[0]).toBe('#000000');
  });
});

describe('colour presets', () => {
  it('offers 20 distinct hex colours for text and for background', () => {
    for (const presets of [TEXT_COLOR_PRESETS, BACKGROUND_COLOR_PRESETS]) {
      expect(presets).toHaveLength(20);
      expect(new Set(presets).size).toBe(20);
      for (const color of presets) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
