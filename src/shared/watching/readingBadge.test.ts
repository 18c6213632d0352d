import { describe, expect, it } from 'vitest';
import { readingBadgeOf } from './readingBadge.ts';

const viewer = { id: 7, readingSince: '2026-11-20T10:00:00.000Z' };
const byOther = (postedAt: string) => ({ authorId: 3, postedAt });

describe('readingBadgeOf', () => {
  it('marks a card by someone else new when posted after the reading time and never opened', () => {
    expect(readingBadgeOf(undefined, byOther('2026-11-20T10:00:00.001Z'), viewer)).toEqual({
      isNew: true,
      unreadComments: 0,
    });
    expect(readingBadgeOf(undefined, byOther('2026-11-20T10:00:00.000Z'), viewer).isNew).toBe(false);
    expect(readingBadgeOf(undefined, byOther('2026-11-19T23:00:00.000Z'), viewer).isNew).toBe(false);
  });

  it("never marks one's own card, an opened card or a visitor's page new", () => {
    const later = '2026-11-21T00:00:00.000Z';
    expect(readingBadgeOf(undefined, { authorId: 7, postedAt: later }, viewer).isNew).toBe(false);
    expect(readingBadgeOf({ opened: true, unreadComments: 0 }, byOther(later), viewer).isNew).toBe(false);
    expect(readingBadgeOf(undefined, byOther(later), { id: 7, readingSince: null }).isNew).toBe(false);
  });

  it('carries the unread comments, new or not', () => {
    const later = '2026-11-21T00:00:00.000Z';
    expect(readingBadgeOf({ opened: true, unreadComments: 4 }, byOther(later), viewer)).toEqual({
      isNew: false,
      unreadComments: 4,
    });
    expect(readingBadgeOf({ opened: false, unreadComments: 2 }, byOther(later), viewer)).toEqual({
      isNew: true,
      unreadComments: 2,
    });
  });

  it('reads a card whose time cannot be parsed as not new', () => {
    expect(readingBadgeOf(undefined, byOther(''), viewer).isNew).toBe(false);
  });
});
