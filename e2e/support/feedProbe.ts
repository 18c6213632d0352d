import type { Page } from '@playwright/test';

interface BrowserFeedField {
  /** The element's or attribute's name, e.g. `item > title` or `atom:link@href`. */
  path: string;
  /** The elements and attributes the field becomes once rendered as HTML. */
  markup: string[];
  /** The text the field shows once rendered as HTML. */
  text: string;
}

export interface BrowserFeed {
  parseErrors: number;
  fields: BrowserFeedField[];
}

/**
 * Reads a feed as a reader does, with the browser's own parsers: the document as XML, then every
 * text and attribute of it as HTML.
 */
export function readFeedInBrowser(page: Page, xml: string): Promise<BrowserFeed> {
  return page.evaluate((text) => {
    const feed = new DOMParser().parseFromString(text, 'application/xml');
    const render = (path: string, value: string) => {
      const html = new DOMParser().parseFromString(value, 'text/html');
      const markup: string[] = [];
      for (const element of Array.from(html.querySelectorAll('*'))) {
        const name = element.tagName.toLowerCase();
        const attributes = Array.from(element.attributes, (attribute) => `${name}[${attribute.name}]`);
        if (!['html', 'head', 'body'].includes(name) || attributes.length > 0)
          markup.push(name, ...attributes);
      }
      return { path, markup, text: html.documentElement.textContent ?? '' };
    };
    const fields = [];
    for (const element of Array.from(feed.querySelectorAll('*'))) {
      const parent = element.parentElement?.tagName ?? '';
      for (const attribute of Array.from(element.attributes)) {
        fields.push(render(`${element.tagName}@${attribute.name}`, attribute.value));
      }
      if (element.children.length === 0)
        fields.push(render(`${parent} > ${element.tagName}`, element.textContent ?? ''));
    }
    return { parseErrors: feed.getElementsByTagName('parsererror').length, fields };
  }, xml);
}
