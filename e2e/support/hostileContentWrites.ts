/** What the content writes edit: a post, a tweet, an article and a comment of the member (on the post). */
export interface ContentTargets {
  postId: number;
  tweetId: number;
  articleId: number;
  commentId: number;
}

export interface ContentWrite {
  label: string;
  path: string;
  body: Record<string, unknown>;
}

/**
 * Every content write with `text` in each of its text fields: moments (post and tweet), articles
 * and comments created and updated. Valid in shape, so only the text decides.
 */
export function hostileContentWrites(text: string, targets: ContentTargets): ContentWrite[] {
  const html = `<p>${text}</p>`;
  const post = { type: 0, title: 'Hostile body', content: html };
  return [
    { label: 'post create, body', path: '/api/moment/create', body: post },
    {
      label: 'post create, title and tag',
      path: '/api/moment/create',
      body: { type: 0, title: text, content: '<p>x</p>', tags: [text] },
    },
    { label: 'post update, body', path: '/api/moment/update', body: { id: targets.postId, ...post } },
    {
      label: 'post update, title and tag',
      path: '/api/moment/update',
      body: { id: targets.postId, ...post, title: text, tags: [text] },
    },
    { label: 'tweet create', path: '/api/moment/create', body: { type: 1, content: text } },
    {
      label: 'tweet update',
      path: '/api/moment/update',
      body: { id: targets.tweetId, type: 1, content: text },
    },
    {
      label: 'article create, body',
      path: '/api/article/create',
      body: { title: 'Hostile body', content: html },
    },
    {
      label: 'article update, title, body and tag',
      path: '/api/article/update',
      body: { id: targets.articleId, title: text, content: html, tags: [text] },
    },
    {
      label: 'comment',
      path: '/api/comment/create',
      body: { entityType: 'moment', entityId: targets.postId, content: text },
    },
    { label: 'comment update', path: '/api/comment/update', body: { id: targets.commentId, content: text } },
  ];
}
