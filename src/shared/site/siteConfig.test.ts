import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, mergeSiteConfig } from './siteConfig.ts';

describe('mergeSiteConfig', () => {
  it('keeps a valid time zone and partial score rules over the defaults', () => {
    const config = mergeSiteConfig({ timeZone: 'Asia/Shanghai', scoreRules: { checkin: 10 } });
    expect(config.timeZone).toBe('Asia/Shanghai');
    expect(config.scoreRules).toEqual({ moment: 5, comment: 2, checkin: 10, answer: 10 });
    expect(mergeSiteConfig({ timeZone: 'Mars/Olympus' }).timeZone).toBe('UTC');
  });

  it('gives the SPEC defaults for an empty store', () => {
    const config = mergeSiteConfig({});
    expect(config.modules).toEqual({ moment: true, article: true, tweet: false });
    expect(config.defaultNodeId).toBe(0);
    expect(config.siteNotification).toBe('');
    expect(config.momentCaptcha).toBe(false);
  });

  it('merges stored values and partial modules over the defaults', () => {
    const config = mergeSiteConfig({ siteTitle: 'My forum', modules: { tweet: true }, language: 'zh-CN' });
    expect(config.siteTitle).toBe('My forum');
    expect(config.modules).toEqual({ moment: true, article: true, tweet: true });
    expect(config.language).toBe('zh-CN');
  });

  it('gives limits saved before a limit existed that limit’s default, keeping the saved ones', () => {
    const saved = {
      momentsPerHour: 7,
      articlesPerHour: 2,
      commentsPerHour: 30,
      postsPerIpPerHour: 50,
      newAccountHours: 0,
      newAccountPostsPerHour: 4,
    };
    expect(mergeSiteConfig({ antiAbuse: saved }).antiAbuse).toEqual({
      ...saved,
      commentsPerMinute: 20,
      messagesPerHour: 60,
    });
  });

  it('gives the conversation settings their defaults, merging a partial one and dropping a bad one', () => {
    expect(mergeSiteConfig({}).conversations).toEqual({ enabled: true, maxMembers: 10 });
    expect(mergeSiteConfig({ conversations: { maxMembers: 3 } }).conversations).toEqual({
      enabled: true,
      maxMembers: 3,
    });
    expect(mergeSiteConfig({ conversations: { enabled: 'no', maxMembers: 0 } }).conversations).toEqual(
      DEFAULT_SITE_CONFIG.conversations,
    );
  });

  it('gives the edit history settings their defaults, merging a partial one and dropping a bad one', () => {
    expect(mergeSiteConfig({}).revisions).toEqual({ graceMinutes: 5, historyVisibility: 'everyone' });
    expect(mergeSiteConfig({ revisions: { graceMinutes: 0 } }).revisions).toEqual({
      graceMinutes: 0,
      historyVisibility: 'everyone',
    });
    expect(mergeSiteConfig({ revisions: { historyVisibility: 'staff' } }).revisions.historyVisibility).toBe(
      'staff',
    );
    expect(
      mergeSiteConfig({ revisions: { graceMinutes: -1, historyVisibility: 'nobody' } }).revisions,
    ).toEqual(DEFAULT_SITE_CONFIG.revisions);
  });

  it('ignores unknown keys and values of the wrong shape', () => {
    const config = mergeSiteConfig({
      smtpPassword: 'secret',
      defaultNodeId: 'x',
      siteNavs: [{ title: 'Docs', url: '/docs' }],
    });
    expect(config).not.toHaveProperty('smtpPassword');
    expect(config.defaultNodeId).toBe(DEFAULT_SITE_CONFIG.defaultNodeId);
    expect(config.siteNavs).toEqual([{ title: 'Docs', url: '/docs' }]);
  });

  it('renders no stored logo or nav link that no longer passes, keeping the nav links that do', () => {
    for (const siteLogo of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://cdn.example/logo.png',
    ]) {
      expect(mergeSiteConfig({ siteLogo }).siteLogo, siteLogo).toBe('');
    }
    const uploaded = '/uploads/2026/01/0123456789abcdef0123456789abcdef.png';
    expect(mergeSiteConfig({ siteLogo: uploaded }).siteLogo).toBe(uploaded);
    const config = mergeSiteConfig({
      siteNavs: [
        { title: 'Docs', url: '/docs' },
        { title: 'Script', url: 'javascript:alert(1)' },
        { title: 'Away', url: '/\\evil.example' },
        { title: 'Home', url: 'https://example.com' },
      ],
    });
    expect(config.siteNavs).toEqual([
      { title: 'Docs', url: '/docs' },
      { title: 'Home', url: 'https://example.com' },
    ]);
  });

  it('reads the default links an earlier install stored, in either language, as built-in links', () => {
    for (const [moments, articles] of [
      ['Moments', 'Articles'],
      ['动态', '文章'],
    ]) {
      const config = mergeSiteConfig({
        siteNavs: [
          { title: moments, url: '/moments' },
          { title: 'Docs', url: '/docs' },
          { title: articles, url: '/articles' },
        ],
      });
      expect(config.siteNavs).toEqual([
        { builtin: 'moments', url: '/moments' },
        { title: 'Docs', url: '/docs' },
        { builtin: 'articles', url: '/articles' },
      ]);
    }
  });

  it('keeps an owner’s own titles for the feeds, and the links that only look like the defaults', () => {
    const own = [
      { title: 'Feed', url: '/moments' },
      { title: 'Moments', url: '/articles' },
      { title: 'Moments', url: '/moments', titles: { 'zh-CN': '朋友圈' } },
      { url: '/articles', titles: { 'en-US': 'Articles' } },
    ];
    expect(mergeSiteConfig({ siteNavs: own }).siteNavs).toEqual(own);
  });
});
