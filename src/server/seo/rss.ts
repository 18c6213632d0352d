import { escapeXml } from './xml.ts';

export interface RssItem {
  title: string;
  /** Absolute URL; also the item's permanent guid. */
  link: string;
  /** Plain text (an excerpt); escaped here. */
  description: string;
  pubDate: Date;
  author: string;
}

export interface RssChannel {
  title: string;
  /** The page the feed mirrors (absolute). */
  link: string;
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

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

function item(entry: RssItem): string {
  return [
    '<item>',
    element('title', entry.title),
    element('link', entry.link),
    `<guid isPermaLink="true">${escapeXml(entry.link)}</guid>`,
    element('pubDate', rfc822(entry.pubDate)),
    // RSS's own <author> must be an e-mail address; members' addresses are private, so Dublin Core's creator.
    element('dc:creator', entry.author),
    element('description', entry.description),
    '</item>',
  ].join('');
}

/** An RSS 2.0 document; every text is escaped, so no item can break out of its element. */
export function renderRss(channel: RssChannel): string {
  const newest = channel.items[0]?.pubDate;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    newest ? element('lastBuildDate', rfc822(newest)) : '',
    ...channel.items.map(item),
    '</channel>',
    '</rss>',
  ].join('\n');
}
