import { describe, expect, it } from 'vitest';
import { compact, serializeJsonLd } from './jsonLd.ts';
import { articleJsonLd, momentJsonLd, profileJsonLd } from './structuredData.ts';

const author = { id: 7, nickname: 'Ada', username: 'ada', avatar: '', smallAvatar: '', signature: '' };

describe('serializeJsonLd', () => {
  it('keeps a title holding </script> from closing the script element', () => {
    const text = serializeJsonLd({ headline: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script> & <!--' });
  });

  it('escapes the JavaScript line separators', () => {
    const text = serializeJsonLd({ text: 'a\u2028b\u2029c' });
    expect(text).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ text: 'a\u2028b\u2029c' });
  });
});

describe('compact', () => {
  it('drops undefined, empty strings and empty lists', () => {
    expect(compact({ a: 'x', b: undefined, c: '', d: [], e: 0 })).toEqual({ a: 'x', e: 0 });
  });
});

describe('structured data', () => {
  const origin = 'https://plaza.example';

  it('describes a moment as a DiscussionForumPosting with its author and counts', () => {
    const data = momentJsonLd({
      moment: {
        id: 5,
        title: '',
        excerpt: 'Hello there',
        images: ['/uploads/a.png'],
        author,
        createdAt: '2026-01-01T00:00:00.000Z',
        counts: { views: 9, likes: 3, favorites: 1, comments: 2 },
        tags: [{ id: 1, name: 'go' }],
        node: null,
      },
      headline: 'Hello there',
      modifiedAt: '2026-01-02T00:00:00.000Z',
      origin,
      unknownAuthor: 'Someone',
    });
    expect(data).toMatchObject({
      '@type': 'DiscussionForumPosting',
      url: 'https://plaza.example/moment/5',
      headline: 'Hello there',
      text: 'Hello there',
      image: ['https://plaza.example/uploads/a.png'],
      author: { '@type': 'Person', name: 'Ada', url: 'https://plaza.example/user/7' },
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: '2026-01-02T00:00:00.000Z',
      commentCount: 2,
      keywords: 'go',
    });
    expect(data.interactionStatistic).toEqual([
      expect.objectContaining({ interactionType: 'https://schema.org/LikeAction', userInteractionCount: 3 }),
      expect.objectContaining({
        interactionType: 'https://schema.org/CommentAction',
        userInteractionCount: 2,
      }),
    ]);
    expect(data).not.toHaveProperty('articleSection');
  });

  it('describes an article with its cover, tags as keywords and the publisher', () => {
    const data = articleJsonLd({
      article: {
        id: 3,
        title: 'On </script>',
        excerpt: 'Intro',
        cover: '',
        author: { ...author, nickname: '' },
        publishedAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-03T00:00:00.000Z',
        tags: [
          { id: 1, name: 'go' },
          { id: 2, name: 'js' },
        ],
        likeCount: 0,
        commentCount: 0,
      },
      origin,
      siteName: 'Plaza',
      siteLogo: '/logo.svg',
      unknownAuthor: 'Someone',
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'On </script>',
      keywords: 'go, js',
      author: { name: 'ada' },
      publisher: { name: 'Plaza', logo: 'https://plaza.example/logo.svg' },
      dateModified: '2026-01-03T00:00:00.000Z',
    });
    expect(data).not.toHaveProperty('image');
  });

  it('describes a profile page whose main entity is the member', () => {
    const data = profileJsonLd({
      profile: {
        id: 7,
        nickname: 'Ada',
        username: 'ada',
        avatar: '/uploads/ada.png',
        signature: 'Counting engines',
        fansCount: 12,
        momentCount: 4,
        createdAt: '2025-05-05T00:00:00.000Z',
      },
      name: 'Ada',
      origin,
    });
    expect(data).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Ada',
        alternateName: 'ada',
        url: 'https://plaza.example/user/7',
        description: 'Counting engines',
        image: 'https://plaza.example/uploads/ada.png',
        interactionStatistic: {
          interactionType: 'https://schema.org/FollowAction',
          userInteractionCount: 12,
        },
      },
    });
  });
});
