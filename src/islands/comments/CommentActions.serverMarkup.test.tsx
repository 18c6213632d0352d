import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@/paraglide/runtime.js';
import { CommentActions, type CommentActionsProps } from './CommentActions.tsx';

// Before hydration there is no viewer in the stores: the server renders the visitor's row.

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

  it('are written in the page language', () => {
    overwriteGetLocale(() => 'zh-CN');
    const chinese = renderToString(createElement(CommentActions, variants[0]!));
    overwriteGetLocale(() => 'en-US');
    const english = renderToString(createElement(CommentActions, variants[0]!));
    expect(english).toContain('Reply');
    expect(chinese).toContain('回复');
  });
});
