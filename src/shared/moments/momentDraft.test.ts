import { describe, expect, it } from 'vitest';
import { preselectedNodeId } from './momentDraft.ts';

describe('preselectedNodeId', () => {
  it('keeps an active node, else takes the site default, else the first active node', () => {
    expect(preselectedNodeId([3, 5, 8], 5, 8)).toBe(5);
    expect(preselectedNodeId([3, 5, 8], 0, 8)).toBe(8);
    expect(preselectedNodeId([3, 5, 8], 9, 0)).toBe(3);
    expect(preselectedNodeId([], 0, 0)).toBe(0);
  });
});
