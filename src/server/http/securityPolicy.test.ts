import { describe, expect, it } from 'vitest';
import { FALLBACK_PAGE_POLICY, POLICY_DIRECTIVES } from './securityPolicy.ts';

describe('img-src (decision 025)', () => {
  it('loads images from this site, data: and blob: only, never another host', () => {
    const imgSrc = POLICY_DIRECTIVES.filter((directive) => directive.startsWith('img-src '));
    expect(imgSrc).toEqual(["img-src 'self' data: blob:"]);
    expect(FALLBACK_PAGE_POLICY).toContain("img-src 'self' data: blob:;");
    expect(FALLBACK_PAGE_POLICY).not.toMatch(/img-src[^;]*(https?:|\*)/);
  });
});
