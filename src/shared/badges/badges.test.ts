import { describe, expect, it } from 'vitest';
import enUS from '../../../messages/badges/en-US.json' with { type: 'json' };
import zhCN from '../../../messages/badges/zh-CN.json' with { type: 'json' };
import { BADGE_TIERS, BADGES, badgeOf, badgeOfNotice, compareNotability } from './badges.ts';

const catalogs: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

/** The catalog key of a badge's name or description: slugs use '-', keys '_'. */
const keyOf = (slug: string, part: 'name' | 'description') => `badges_${slug.replaceAll('-', '_')}_${part}`;

describe('the badge list', () => {
  it.each(BADGES.map((badge) => badge.slug))('names and describes %s in both languages', (slug) => {
    for (const catalog of Object.values(catalogs)) {
      expect(catalog[keyOf(slug, 'name')]?.trim()).toBeTruthy();
      expect(catalog[keyOf(slug, 'description')]?.trim()).toBeTruthy();
    }
  });

  it('gives every badge its own slug and notice number', () => {
    expect(new Set(BADGES.map((badge) => badge.slug)).size).toBe(BADGES.length);
    expect(new Set(BADGES.map((badge) => badge.notice)).size).toBe(BADGES.length);
    for (const badge of BADGES) {
      expect(badge.slug).toMatch(/^[a-z0-9-]{1,40}$/);
      expect(badgeOf(badge.slug)).toBe(badge);
      expect(badgeOfNotice(badge.notice)).toBe(badge);
    }
  });

  it('has rules with a positive need, and a badge given by hand only', () => {
    expect(BADGES.filter((badge) => badge.rule === null).map((badge) => badge.slug)).toEqual([
      'community-helper',
    ]);
    for (const badge of BADGES) if (badge.rule) expect(badge.rule.atLeast).toBeGreaterThan(0);
  });
});

describe('notability', () => {
  const at = (ms: number) => new Date(ms);

  it('orders the tiers bronze, silver, gold', () => {
    expect(BADGE_TIERS).toEqual(['bronze', 'silver', 'gold']);
  });

  it('puts the higher tier first, then the newer award', () => {
    const held = [
      { tier: 'bronze' as const, awardedAt: at(3) },
      { tier: 'gold' as const, awardedAt: at(1) },
      { tier: 'silver' as const, awardedAt: at(2) },
      { tier: 'gold' as const, awardedAt: at(2) },
    ];
    expect([...held].sort(compareNotability)).toEqual([held[3], held[1], held[2], held[0]]);
  });
});
