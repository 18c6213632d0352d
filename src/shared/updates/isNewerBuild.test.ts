import { describe, expect, it } from 'vitest';
import { isNewerBuild } from './isNewerBuild.ts';

describe('isNewerBuild', () => {
  it('is true only for a manifest naming another build', () => {
    expect(isNewerBuild({ buildId: 'b2', builtAt: '2024-01-01' }, 'b1')).toBe(true);
    expect(isNewerBuild({ buildId: 'b1' }, 'b1')).toBe(false);
  });
  it('ignores malformed manifests', () => {
    expect(isNewerBuild(null, 'b1')).toBe(false);
    expect(isNewerBuild({ buildId: '' }, 'b1')).toBe(false);
    expect(isNewerBuild({ buildId: 42 }, 'b1')).toBe(false);
    expect(isNewerBuild('b2', 'b1')).toBe(false);
  });
});
