import { describe, expect, it } from 'vitest';
import { keepsRevision, type EditFacts } from './keepsRevision.ts';

const posted = new Date('2026-01-01T10:00:00Z');
const at = (minutes: number) => new Date(posted.getTime() + minutes * 60_000);
const edit = (facts: Partial<EditFacts>): EditFacts => ({
  editorId: 1,
  authorId: 1,
  createdAt: posted,
  revisionCount: 0,
  now: at(1),
  graceMinutes: 5,
  ...facts,
});

describe('keepsRevision', () => {
  it('keeps nothing for the author inside the grace period', () => {
    expect(keepsRevision(edit({ now: at(4.9) }))).toBe(false);
  });

  it('keeps a revision from the end of the grace period on', () => {
    expect(keepsRevision(edit({ now: at(5) }))).toBe(true);
    expect(keepsRevision(edit({ now: at(60) }))).toBe(true);
  });

  it('keeps every edit when the grace period is 0', () => {
    expect(keepsRevision(edit({ now: posted, graceMinutes: 0 }))).toBe(true);
  });

  it("keeps someone else's edit even inside the grace period", () => {
    expect(keepsRevision(edit({ editorId: 2 }))).toBe(true);
  });

  it('keeps every edit once the item has history', () => {
    expect(keepsRevision(edit({ revisionCount: 1 }))).toBe(true);
  });
});
