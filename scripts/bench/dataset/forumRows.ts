// Moments and articles with their tag links, written once every counter is known. Each visible
// row gets its search_documents row as searchIndexSync would write it (searchDocumentSources'
// title and body, through the same indexTokens).
import { indexTokens } from '../../../src/server/search/searchTokens.ts';
import { SEARCH_KIND_CODE } from '../../../src/server/search/searchKindCode.ts';
import { FIRST_MEMBER_ID, tagsOf, type ContentPlan, type EntityPlan } from './contentPlan.ts';
import { articleBody, postBody, tweetBody } from './datasetText.ts';
import type { TableSink } from './bulkWriter.ts';
import { joinText, rowRandom } from './searchText.ts';

export interface ContentSinks {
  rows: TableSink;
  tagLinks: TableSink;
  documents: TableSink;
}

export async function writeMoments(plan: ContentPlan, tagNames: readonly string[], sinks: ContentSinks) {
  const moments: EntityPlan = plan.moments;
  const sticky = new Set(
    [1, 2, 3, 4, 5].map((step) => moments.count - step * 37).filter((index) => index >= 0),
  );
  for (let index = 0; index < moments.count; index += 1) {
    const id = index + 1;
    const random = rowRandom(SEARCH_KIND_CODE.moment, id);
    const tweet = moments.type[index] === 1;
    const text = tweet ? tweetBody(random) : postBody(random);
    const userId = moments.author[index]! + FIRST_MEMBER_ID;
    const created = new Date(moments.createdAt[index]!);
    const likes = moments.likeCount[index]!;
    const views = likes * 12 + moments.commentCount[index]! * 4 + Math.floor(random() * 200);
    const wait = sinks.rows.add([
      id,
      userId,
      moments.node[index],
      moments.type[index],
      text.title,
      text.html,
      text.text,
      text.excerpt,
      '[]',
      '',
      sticky.has(index) ? 1 : 0,
      index % 499 === 7 ? 1 : 0,
      views,
      likes,
      moments.favoriteCount[index],
      moments.commentCount[index],
      new Date(moments.lastActivityAt[index]!),
      created,
      created,
    ]);
    if (wait) await wait;
    const tags = tagsOf(moments, index);
    for (const tag of tags) {
      const linked = sinks.tagLinks.add([id, tag]);
      if (linked) await linked;
    }
    const body = joinText(text.text, ...tags.map((tag) => tagNames[tag - 1]!));
    const indexed = sinks.documents.add([
      SEARCH_KIND_CODE.moment,
      id,
      moments.node[index],
      userId,
      indexTokens(text.title),
      indexTokens(body),
      created,
    ]);
    if (indexed) await indexed;
  }
}

export const MOMENT_COLUMNS = [
  'id',
  'user_id',
  'node_id',
  'type',
  'title',
  'content',
  'content_text',
  'excerpt',
  'images',
  'hidden_content',
  'sticky',
  'recommended',
  'view_count',
  'like_count',
  'favorite_count',
  'comment_count',
  'last_activity_at',
  'created_at',
  'updated_at',
];

export async function writeArticles(plan: ContentPlan, tagNames: readonly string[], sinks: ContentSinks) {
  const articles = plan.articles;
  for (let index = 0; index < articles.count; index += 1) {
    const id = index + 1;
    const random = rowRandom(SEARCH_KIND_CODE.article, id);
    const text = articleBody(random);
    const userId = articles.author[index]! + FIRST_MEMBER_ID;
    const created = new Date(articles.createdAt[index]!);
    const likes = articles.likeCount[index]!;
    const wait = sinks.rows.add([
      id,
      userId,
      text.title,
      text.html,
      text.text,
      text.excerpt,
      likes * 15 + Math.floor(random() * 300),
      likes,
      articles.favoriteCount[index],
      articles.commentCount[index],
      created,
      created,
      created,
    ]);
    if (wait) await wait;
    const tags = tagsOf(articles, index);
    for (const tag of tags) {
      const linked = sinks.tagLinks.add([id, tag]);
      if (linked) await linked;
    }
    const body = joinText(text.text, ...tags.map((tag) => tagNames[tag - 1]!));
    const indexed = sinks.documents.add([
      SEARCH_KIND_CODE.article,
      id,
      0,
      userId,
      indexTokens(text.title),
      indexTokens(body),
      created,
    ]);
    if (indexed) await indexed;
  }
}

export const ARTICLE_COLUMNS = [
  'id',
  'user_id',
  'title',
  'content',
  'content_text',
  'excerpt',
  'view_count',
  'like_count',
  'favorite_count',
  'comment_count',
  'published_at',
  'created_at',
  'updated_at',
];
