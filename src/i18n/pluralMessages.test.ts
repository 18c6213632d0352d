import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWithLocale } from './serverLocale.ts';
import { m } from '@/paraglide/messages.js';

// The counts readers see say "1 fan", "1 moment", "1 view" in English: the catalogs' plural forms
// choose the word, in both languages. They choose by the number itself ("count=1"), never through
// Paraglide's `plural` function, which builds a new Intl.PluralRules on every call (decision 087).

const CATALOG = 'messages';

function catalogTexts(locale: string): Array<[string, string]> {
  return readdirSync(CATALOG).map((area) => {
    const file = join(CATALOG, area, `${locale}.json`);
    return [file, readFileSync(file, 'utf8')];
  });
}

describe('counts in the message catalogs', () => {
  it('use the singular for one and the plural otherwise in en-US', () => {
    runWithLocale('en-US', () => {
      expect(m.profile_user_counts({ fans: 1, followed: 1 })).toBe('1 fan · 1 following');
      expect(m.profile_user_counts({ fans: 2, followed: 0 })).toBe('2 fans · 0 following');
      expect(m.search_page_user_counts({ fans: 1, moments: 1 })).toBe('1 fan · 1 moment');
      expect(m.search_page_user_counts({ fans: 1, moments: 3 })).toBe('1 fan · 3 moments');
      expect(m.search_page_user_counts({ fans: 0, moments: 1 })).toBe('0 fans · 1 moment');
      expect(m.feed_views({ count: 1 })).toBe('1 view');
      expect(m.feed_comments({ count: 1 })).toBe('1 comment');
      expect(m.feed_node_moment_count({ count: 1 })).toBe('1 moment');
      expect(m.feed_node_moment_count({ count: 0 })).toBe('0 moments');
      expect(m.comments_count_label({ count: 1 })).toBe('1 comment');
      expect(m.feed_more_images_label({ count: 1 })).toBe('1 more image');
      expect(m.scores_balance_points({ points: 1 })).toBe('1 point');
      expect(m.captcha_new_account_limit({ limit: 1, minutes: 5 })).toBe(
        'New accounts can post 1 time an hour. Please try again in 5 minutes.',
      );
      expect(m.error_rate_limited({ minutes: 1 })).toBe('Too many attempts. Please try again in 1 minute.');
    });
  });

  it('choose no form through a function, in either language', () => {
    for (const locale of ['en-US', 'zh-CN']) {
      for (const [file, text] of catalogTexts(locale)) {
        expect(text, file).not.toMatch(/"local \w+ = \w+:\s*(plural|number|datetime)\b/);
      }
    }
  });

  it('say "one" exactly where English plural rules do, for whole numbers', () => {
    const rules = new Intl.PluralRules('en-US');
    for (let count = 0; count <= 1000; count += 1) {
      expect(rules.select(count) === 'one', String(count)).toBe(count === 1);
    }
    runWithLocale('en-US', () => {
      expect(m.feed_likes({ count: '1' })).toBe('1 like');
      expect(m.feed_likes({ count: '11' })).toBe('11 likes');
      expect(m.feed_likes({ count: 0 })).toBe('0 likes');
    });
  });

  it('have one form in zh-CN', () => {
    runWithLocale('zh-CN', () => {
      expect(m.profile_user_counts({ fans: 1, followed: 2 })).toBe('1 粉丝 · 2 关注');
      expect(m.feed_views({ count: 1 })).toBe('1 次浏览');
      expect(m.feed_views({ count: 5 })).toBe('5 次浏览');
    });
  });
});
