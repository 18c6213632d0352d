import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@/paraglide/runtime.js';
import { CommentActions, type CommentActionsProps } from './CommentActions.tsx';

// The server reuses a comment's actions markup for every comment with the same key (decision 045):
// the key must cover every prop the server markup shows. Comments that differ in everything else
// must render the same markup when their keys are equal, and different markup when they are not.

const place = {
  kind: 'moment',
  entityId: 4,
  timeZone: 'UTC',
  redirectLinks: false,
  historyLinks: true,
} as const;
const variants: CommentActionsProps[] = [
  {
    place,
    id: 1,
    threadId: 1,
    authorId: 2,
    authorName: 'Ann',
    content: 'Hi',
    edited: false,
    likes: 0,
    hasReplies: false,
  },
  {
    place: { ...place, kind: 'article', entityId: 9, historyLinks: false, timeZone: 'Asia/Shanghai' },
    id: 5,
    threadId: 3,
    authorId: 0,
    authorName: '匿名',
    content: 'A <b>longer</b> text',
    edited: true,
    likes: 0,
    hasReplies: true,
    threadTail: { reloadAfterComment: true },
  },
  {
    place,
    id: 6,
    threadId: 6,
    authorId: 8,
    authorName: 'Bo',
    content: '',
    edited: false,
    likes: 2,
    hasReplies: true,
    threadTail: { reloadAfterComment: false },
  },
  {
    place,
    id: 7,
    threadId: 6,
    authorId: 2,
    authorName: 'Ann',
    content: 'x',
    edited: true,
    likes: 2,
    hasReplies: false,
  },
  {
    place,
    id: 8,
    threadId: 8,
    authorId: 3,
    authorName: 'Cy',
    content: 'y',
    edited: false,
    likes: 15,
    hasReplies: false,
  },
];

describe("a comment's actions as the server renders them", () => {
  afterEach(() => overwriteGetLocale(() => 'en-US'));

  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`depend on nothing but their markup key (${locale})`, () => {
      overwriteGetLocale(() => locale);
      const byKey = new Map<string, Set<string>>();
      for (const props of variants) {
        const key = CommentActions.serverMarkupKey(props);
        const html = renderToString(createElement(CommentActions, props));
        byKey.set(key, (byKey.get(key) ?? new Set()).add(html));
      }
      expect([...byKey.keys()]).toEqual(['', '2', '15']);
      for (const markups of byKey.values()) expect(markups.size).toBe(1);
      const distinct = new Set([...byKey.values()].map((markups) => [...markups][0]));
      expect(distinct.size).toBe(3);
    });
  }

  it('are written in the page language', () => {
    overwriteGetLocale(() => 'zh-CN');
    const chinese = renderToString(createElement(CommentActions, variants[0]!));
    overwriteGetLocale(() => 'en-US');
    const english = renderToString(createElement(CommentActions, variants[0]!));
    expect(english).toContain('Reply');
    expect(chinese).toContain('回复');
  });
});
