import { describe, expect, it } from 'vitest';
import { allowImagesFrom } from './allowImagesFrom.ts';
import { FALLBACK_PAGE_POLICY, NON_PAGE_POLICY } from './securityPolicy.ts';

describe('allowImagesFrom', () => {
  it("adds the bucket's origin to img-src and to nothing else", () => {
    const policy = allowImagesFrom(FALLBACK_PAGE_POLICY, 'https://cdn.example.com');
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.example.com;");
    expect(policy.match(/https:\/\/cdn\.example\.com/g)).toHaveLength(1);
    expect(policy.replace(' https://cdn.example.com', '')).toBe(FALLBACK_PAGE_POLICY);
  });

  it('leaves a policy without img-src as it is', () => {
    expect(allowImagesFrom(NON_PAGE_POLICY, 'https://cdn.example.com')).toBe(NON_PAGE_POLICY);
  });
});
