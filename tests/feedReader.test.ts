import { describe, expect, it } from 'vitest';
import { fieldTexts, parseXml, readFeed } from './feedReader.ts';

// The feed tests trust this reader to fail where a real reader would see markup or broken XML.

describe('parseXml', () => {
  it.each([
    ['<a>&</a>', 'bare &'],
    ['<a>&nbsp;</a>', 'bare &'],
    ['<a>x ]]> y</a>', ']]>'],
    ['<a><b></a>', 'does not close'],
    ['<a>', 'never closed'],
    ['<a/><b/>', 'second root'],
    ['<a x="1" x="2"/>', 'duplicate'],
    ['<a x="<"/>', 'malformed'],
    ['<a>x</a>trailing', 'outside the root'],
  ])('refuses %s', (xml, reason) => {
    expect(() => parseXml(xml)).toThrow(reason);
  });

  it('decodes references and CDATA into the text', () => {
    const root = parseXml(
      '<?xml version="1.0"?><a k="&quot;&#60;"><b>&lt;i&gt; &#x26;<![CDATA[<c>]]></b></a>',
    );
    expect(root.attributes).toEqual({ k: '"<' });
    expect(root.children[0]).toMatchObject({ name: 'b', text: '<i> &<c>' });
  });
});

describe('readFeed', () => {
  it('sees the elements a field becomes once rendered as HTML, and the text it shows', () => {
    const fields = readFeed(
      '<rss><channel><title>&lt;img src=x onerror=alert(1)&gt;</title><title>&amp;lt;b&amp;gt;</title></channel></rss>',
    );
    expect(fields.map((field) => field.elements)).toEqual([
      [{ name: 'img', attribs: { src: 'x', onerror: 'alert(1)' } }],
      [],
    ]);
    expect(fieldTexts(fields, 'rss/channel/title')).toEqual(['', '<b>']);
  });
});
