import { describe, expect, it } from 'vitest';
import { ViewWindow } from './viewWindow.ts';

const MINUTE = 60_000;

describe('ViewWindow', () => {
  it('counts a key once per window and again once the window has passed', () => {
    const window = new ViewWindow(10 * MINUTE, 100);
    expect(window.shouldCount('u:1|moment:5', 0)).toBe(true);
    expect(window.shouldCount('u:1|moment:5', 1)).toBe(false);
    expect(window.shouldCount('u:1|moment:5', 10 * MINUTE - 1)).toBe(false);
    expect(window.shouldCount('u:1|moment:5', 10 * MINUTE)).toBe(true);
    expect(window.shouldCount('u:1|moment:5', 10 * MINUTE + 5)).toBe(false);
  });

  it('keeps keys apart', () => {
    const window = new ViewWindow(MINUTE, 100);
    expect(window.shouldCount('a', 0)).toBe(true);
    expect(window.shouldCount('b', 0)).toBe(true);
    expect(window.shouldCount('a', 1)).toBe(false);
  });

  it('drops expired entries and never holds more than its bound', () => {
    const window = new ViewWindow(MINUTE, 3);
    for (const key of ['a', 'b', 'c', 'd']) window.shouldCount(key, 0);
    expect(window.size).toBe(3);
    // The oldest was evicted to make room, so it counts again.
    expect(window.shouldCount('a', 1)).toBe(true);
    expect(window.shouldCount('d', 1)).toBe(false);
    window.shouldCount('e', 2 * MINUTE);
    expect(window.size).toBe(1);
  });
});
