// Forum text for the generated data set, built on benchText's Chinese and English word lists:
// posts with a title and editor-like HTML, articles, tweets, comments, names and tags.
import { excerpt } from '../../../src/server/content/excerpt.ts';
import { CHINESE_WORDS, ENGLISH_WORDS, forumPost, pick } from '../benchText.ts';
import type { Random } from './datasetRandom.ts';

export interface GeneratedBody {
  title: string;
  /** Clean editor HTML, as sanitizeContent would store it. */
  html: string;
  /** What plainText (src/server/content/plainText.ts) gives for html. */
  text: string;
  excerpt: string;
}

// The same block boundaries as plainText: our generated text holds no `<`, `>` or `&`, so removing
// the tags and collapsing the spaces gives exactly its result, without sanitize-html's cost.
const BLOCK_BOUNDARY = /<\/(?:p|h[1-6]|li|blockquote|pre|div|ul|ol|label)>|<(?:br|hr|img|input)\b[^>]*>/g;

function plainTextOf(html: string): string {
  return html
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function body(title: string, html: string): GeneratedBody {
  const text = plainTextOf(html);
  return { title, html, text, excerpt: excerpt(text) };
}

function paragraph(random: Random): string {
  const { title, body: text } = forumPost(random);
  const shape = random();
  if (shape < 0.1) return `<h2>${title}</h2><p>${text}</p>`;
  if (shape < 0.18) return `<ul><li>${title}</li><li>${text}</li></ul>`;
  if (shape < 0.26) return `<blockquote><p>${text}</p></blockquote>`;
  if (shape < 0.4) return `<p><strong>${title}</strong> ${text}</p>`;
  return `<p>${text}</p>`;
}

/** A post (moment type 0): a title and one to three paragraphs. */
export function postBody(random: Random): GeneratedBody {
  const { title } = forumPost(random);
  const count = 1 + Math.floor(random() * 3);
  let html = '';
  for (let index = 0; index < count; index += 1) html += paragraph(random);
  return body(title, html);
}

/** An article: a title and three to seven paragraphs. */
export function articleBody(random: Random): GeneratedBody {
  const { title } = forumPost(random);
  const count = 3 + Math.floor(random() * 5);
  let html = '';
  for (let index = 0; index < count; index += 1) html += paragraph(random);
  return body(title, html);
}

const TWEET_LENGTH = 140;

/** A tweet (moment type 1): no title, a short text as tweetTextToHtml stores it. */
export function tweetBody(random: Random): GeneratedBody {
  const text = forumPost(random).body.slice(0, TWEET_LENGTH).trim();
  return body('', `<p>${text}</p>`);
}

/** A comment is plain text: a line or two. */
export function commentText(random: Random): string {
  const { title, body: text } = forumPost(random);
  return random() < 0.5 ? title : text.slice(0, 120).trim();
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const LONGER_ENGLISH = ENGLISH_WORDS.filter((word) => word.length >= 4);

/** A display name: Chinese or English words; the id keeps it unique. */
export function nickname(random: Random, id: number): string {
  if (random() < 0.5) return `${pick(CHINESE_WORDS, random)}${pick(CHINESE_WORDS, random)}${id}`;
  return `${capitalized(pick(LONGER_ENGLISH, random))} ${capitalized(pick(LONGER_ENGLISH, random))} ${id}`;
}

export function signature(random: Random): string {
  return random() < 0.4 ? '' : forumPost(random).title;
}

/**
 * `count` distinct tag names, frequent words first (so Zipf usage of tag ids matches word
 * frequency): single words, then Chinese pairs and hyphenated English pairs.
 */
export function tagNames(count: number): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const key = name.toLowerCase();
    if (names.length >= count || seen.has(key) || name.length > 32) return;
    seen.add(key);
    names.push(name);
  };
  const chinese = CHINESE_WORDS;
  const english = LONGER_ENGLISH;
  for (let index = 0; index < Math.max(chinese.length, english.length); index += 1) {
    if (index < chinese.length) add(chinese[index]!);
    if (index < english.length) add(english[index]!);
  }
  for (let first = 0; names.length < count && first < chinese.length; first += 1) {
    for (let second = 0; second < 8; second += 1) {
      add(`${chinese[first]!}${chinese[(first + second * 7 + 1) % chinese.length]!}`);
      add(`${english[first % english.length]!}-${english[(first + second * 5 + 1) % english.length]!}`);
    }
  }
  for (let index = 0; names.length < count; index += 1) add(`topic-${index}`);
  return names;
}
