import { escapeHtml } from '@/shared/comments/safeHtml.ts';
import { escapeXml } from './xml.ts';

// Readers render titles, descriptions and names as HTML, so no field carries member HTML: each is
// plain text (a description is the excerpt, never the body) escaped for HTML, then for XML.

export interface RssItem {
  /** Plain text. */
  title: string;
  /** Absolute http(s) URL; also the item's permanent guid. */
  link: string;
  /** Plain text: the excerpt of the body. */
  description: string;
  pubDate: Date;
  /** Plain text: the author's name. */
  author: string;
}

export interface RssChannel {
  /** Plain text. */
  title: string;
  /** The page the feed mirrors (absolute). */
  link: string;
  /** Plain text. */
  description: string;
  /** The feed's own URL (absolute), for atom:link rel="self". */
  self: string;
  language: string;
  items: RssItem[];
}

/** An RSS 2.0 date: RFC 822 with a four-digit year, in GMT. */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** A text field: a reader that decodes it as HTML gets the text back, never markup. */
function textElement(name: string, text: string): string {
  return `<${name}>${escapeXml(escapeHtml(text))}</${name}>`;
}

// Addresses are followed, not rendered: HTML-escaping them would change the URL.
function urlElement(name: string, url: string): string {
  return `<${name}>${escapeXml(url)}</${name}>`;
}

function item(entry: RssItem): string {
  return [
    '<item>',
    textElement('title', entry.title),
    urlElement('link', entry.link),
    `<guid isPermaLink="true">${escapeXml(entry.link)}</guid>`,
    textElement('pubDate', rfc822(entry.pubDate)),
    // RSS's own <author> must be an e-mail address; members' addresses are private, so Dublin Core's creator.
    textElement('dc:creator', entry.author),
    textElement('description', entry.description),
    '</item>',
  ].join('');
}

/** An RSS 2.0 document; every field is escaped, so no item can break out of its element or become markup. */
export function renderRss(channel: RssChannel): string {
  const newest = channel.items[0]?.pubDate;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    textElement('title', channel.title),
    urlElement('link', channel.link),
    textElement('description', channel.description),
    textElement('language', channel.language),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    newest ? textElement('lastBuildDate', rfc822(newest)) : '',
    ...channel.items.map(item),
    '</channel>',
    '</rss>',
  ].join('\n');
}
