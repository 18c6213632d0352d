import { describe, expect, it } from 'vitest';
import { readAllMessages } from './messageCatalogs.ts';

// One vocabulary for the kinds of content, in both languages: a moment is the whole kind, a post is
// a moment with a title, a tweet one without. Menus, headings, admin screens and mails all use it.
type Kind = 'moment' | 'post' | 'tweet';
const KIND_WORDS: Record<Kind, { 'en-US': RegExp; 'zh-CN': RegExp }> = {
  moment: { 'en-US': /\bmoments?\b/i, 'zh-CN': /动态/ },
  post: { 'en-US': /\bposts?\b/i, 'zh-CN': /帖子/ },
  tweet: { 'en-US': /\btweets?\b/i, 'zh-CN': /推文/ },
};
/** Other words for the same things, which the catalogs used to mix in. */
const OTHER_WORDS = { 'en-US': /\btopics?\b/i, 'zh-CN': /话题|主题|帖(?!子)|微博|说说/ };
/** A key that ends in a kind (`…_moments`, `…_kind_post`) or names a page for one (`…_create_tweet_…`) labels that kind. */
const KIND_IN_KEY: Array<[RegExp, Kind]> = [
  [/_moments?$/, 'moment'],
  [/_post$|_(create|edit)_post_/, 'post'],
  [/_tweet$|_(create|edit)_tweet_/, 'tweet'],
];

const en = readAllMessages('en-US');
const zh = readAllMessages('zh-CN');
const keys = Object.keys(en);

describe('the words for moments, posts and tweets', () => {
  it('leave out other words for them (topic, 话题, 主题, 帖 alone)', () => {
    for (const key of keys) {
      expect(en[key], `en-US:${key}`).not.toMatch(OTHER_WORDS['en-US']);
      expect(zh[key], `zh-CN:${key}`).not.toMatch(OTHER_WORDS['zh-CN']);
    }
  });

  it('name a moment in English exactly where they say 动态 in Chinese, and a tweet where they say 推文', () => {
    for (const kind of ['moment', 'tweet'] as const) {
      const words = KIND_WORDS[kind];
      for (const key of keys) {
        const inEnglish = words['en-US'].test(en[key]!);
        const inChinese = words['zh-CN'].test(zh[key] ?? '');
        expect(inChinese, `${key}: zh-CN names a ${kind} as en-US does (${String(inEnglish)})`).toBe(
          inEnglish,
        );
      }
    }
  });

  it('say "post" in English wherever the Chinese says 帖子 (the English verb "to post" has no 帖子)', () => {
    for (const key of keys.filter((name) => KIND_WORDS.post['zh-CN'].test(zh[name] ?? ''))) {
      expect(en[key], `en-US:${key}`).toMatch(KIND_WORDS.post['en-US']);
    }
  });

  it('use the kind a key names in both languages', () => {
    const named = keys.flatMap((key) =>
      KIND_IN_KEY.filter(([pattern]) => pattern.test(key)).map(([, kind]) => ({ key, kind })),
    );
    expect(named.length).toBeGreaterThan(20);
    for (const { key, kind } of named) {
      expect(en[key], `en-US:${key}`).toMatch(KIND_WORDS[kind]['en-US']);
      expect(zh[key], `zh-CN:${key}`).toMatch(KIND_WORDS[kind]['zh-CN']);
    }
  });

  it.each(['en-US', 'zh-CN'] as const)(
    'give each create-menu item the title of the page it opens (%s)',
    (locale) => {
      const messages = locale === 'en-US' ? en : zh;
      expect(messages.chrome_create_post).toBe(messages.moments_create_post_title);
      expect(messages.chrome_create_tweet).toBe(messages.moments_create_tweet_title);
      expect(messages.chrome_create_article).toBe(messages.articles_create_title);
    },
  );

  it('are Moment / Post / Tweet in English and 动态 / 帖子 / 推文 in Chinese', () => {
    const labels = (messages: Record<string, string>) => [
      messages.feed_moments_heading,
      messages.moments_kind_post,
      messages.moments_kind_tweet,
    ];
    expect(labels(en)).toEqual(['Moments', 'Post', 'Tweet']);
    expect(labels(zh)).toEqual(['动态', '帖子', '推文']);
    expect([en.chrome_create_post, en.chrome_create_tweet]).toEqual(['New post', 'New tweet']);
    expect([zh.chrome_create_post, zh.chrome_create_tweet]).toEqual(['发帖子', '发推文']);
  });
});
