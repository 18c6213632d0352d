import sanitizeHtml from 'sanitize-html';
import { parsedTags, type ParsedTag } from './parsedTags.ts';

// A feed read the way a reader does: a strict XML parse first, then every field parsed as HTML.
// Test support only; strict on purpose (it refuses what a conforming XML parser refuses).

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, references and CDATA decoded. */
  text: string;
}

export interface FeedField {
  /** Where it is, e.g. `rss/channel/item[1]/title` or `rss/channel/atom:link/@href`. */
  path: string;
  /** The value after XML decoding: what a reader hands to its HTML renderer. */
  value: string;
  /** The elements an HTML parser builds from the value. */
  elements: ParsedTag[];
  /** The text the reader shows. */
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const REFERENCE = /^&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ATTRIBUTE = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/;

function decodeXml(raw: string, where: number): string {
  let out = '';
  for (let at = 0; at < raw.length;) {
    if (raw[at] !== '&') {
      out += raw[at];
      at += 1;
      continue;
    }
    const match = REFERENCE.exec(raw.slice(at));
    if (!match) throw new Error(`XML: a bare & near offset ${where + at}`);
    const [whole, named, decimal, hex] = match;
    out += named
      ? NAMED[named]
      : String.fromCodePoint(Number.parseInt(decimal ?? hex ?? '', decimal ? 10 : 16));
    at += whole.length;
  }
  return out;
}

/** Parses an XML document, throwing where a conforming parser would stop. */
export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  let at = 0;
  while (at < body.length) {
    const current = open[open.length - 1]!;
    const rest = body.slice(at);
    if (rest.startsWith('<![CDATA[')) {
      const end = rest.indexOf(']]>');
      if (end === -1) throw new Error('XML: unterminated CDATA');
      current.text += rest.slice(9, end);
      at += end + 3;
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end === -1) throw new Error('XML: unterminated comment');
      at += end + 3;
    } else if (rest.startsWith('</')) {
      const name = NAME.exec(rest.slice(2))?.[0];
      if (!name || name !== current.name || !rest.slice(2 + name.length).startsWith('>')) {
        throw new Error(`XML: </${name ?? '?'}> does not close <${current.name}> at ${at}`);
      }
      open.pop();
      at += name.length + 3;
    } else if (rest.startsWith('<')) {
      const name = NAME.exec(rest.slice(1))?.[0];
      if (!name) throw new Error(`XML: a bare < at ${at}`);
      const element: XmlElement = { name, attributes: {}, children: [], text: '' };
      let tail = rest.slice(1 + name.length);
      for (let match = ATTRIBUTE.exec(tail); match; match = ATTRIBUTE.exec(tail)) {
        const [whole, attribute, double, single] = match;
        if (attribute! in element.attributes) throw new Error(`XML: duplicate ${attribute} at ${at}`);
        element.attributes[attribute!] = decodeXml(double ?? single ?? '', at);
        tail = tail.slice(whole.length);
      }
      const close = /^\s*(\/?)>/.exec(tail);
      if (!close) throw new Error(`XML: malformed <${name}> at ${at}`);
      if (current === root && root.children.length > 0) throw new Error('XML: a second root element');
      current.children.push(element);
      if (!close[1]) open.push(element);
      at += rest.length - tail.length + close[0].length;
    } else {
      const end = rest.indexOf('<') === -1 ? rest.length : rest.indexOf('<');
      const raw = rest.slice(0, end);
      if (raw.includes(']]>')) throw new Error(`XML: "]]>" in text at ${at}`);
      if (current === root && raw.trim() !== '') throw new Error('XML: text outside the root element');
      current.text += decodeXml(raw, at);
      at += end;
    }
  }
  if (open.length !== 1) throw new Error(`XML: <${open[open.length - 1]!.name}> is never closed`);
  const [document] = root.children;
  if (!document) throw new Error('XML: no root element');
  return document;
}

/** The text an HTML renderer shows for a fragment: tags gone, every character reference decoded. */
function htmlText(fragment: string): string {
  // With no tags allowed sanitize-html returns the decoded text with only &, < and > escaped again.
  const escaped = sanitizeHtml(fragment, { allowedTags: [], allowedAttributes: {} });
  return escaped.replace(/&(lt|gt|amp);/g, (_, name: string) => NAMED[name] ?? '');
}

function field(path: string, value: string): FeedField {
  return { path, value, elements: parsedTags(value), text: htmlText(value) };
}

/** Every text and attribute of a feed, each as a reader's HTML renderer would see it. */
export function readFeed(xml: string): FeedField[] {
  const fields: FeedField[] = [];
  const visit = (element: XmlElement, path: string) => {
    for (const [name, value] of Object.entries(element.attributes))
      fields.push(field(`${path}/@${name}`, value));
    if (element.children.length === 0 || element.text.trim() !== '') fields.push(field(path, element.text));
    const seen: Record<string, number> = {};
    for (const child of element.children) {
      seen[child.name] = (seen[child.name] ?? 0) + 1;
      visit(child, `${path}/${child.name}[${seen[child.name]}]`);
    }
  };
  const document = parseXml(xml);
  visit(document, document.name);
  return fields;
}

/** The reader's text of the fields at `path` (indexes left out: `rss/channel/item/title`). */
export function fieldTexts(fields: readonly FeedField[], path: string): string[] {
  return fields.filter((entry) => entry.path.replace(/\[\d+\]/g, '') === path).map((entry) => entry.text);
}
