import { describe, expect, it } from 'vitest';
import { mayReport } from './mayReport.ts';

describe('mayReport', () => {
  it('lets a signed-in member report someone else', () => {
    expect(mayReport(3, 7)).toBe(true);
  });

  it('hides the action from the author', () => {
    expect(mayReport(7, 7)).toBe(false);
  });

  it('hides the action from visitors', () => {
    expect(mayReport(null, 7)).toBe(false);
    expect(mayReport(undefined, 7)).toBe(false);
    expect(mayReport(0, 7)).toBe(false);
  });

  it('hides the action when the author is gone', () => {
    expect(mayReport(3, null)).toBe(false);
    expect(mayReport(3, undefined)).toBe(false);
  });
});
