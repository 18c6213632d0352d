import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitizeContent.ts';
import { EDITOR_TAGS } from './editorHtmlPolicy.ts';
import { parsedTags } from '../../../tests/parsedTags.ts';
import { XSS_CORPUS } from '../../../tests/fixtures/xssCorpus.ts';

// eslint-disable-next-line no-control-regex
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f-\u009f]/g;
const DANGEROUS_URL = /^(?:javascript|vbscript|livescript|data:text|data:image\/svg)/i;
const DANGEROUS_CSS = /url\(|expression\(|\\|\/\*|@import|behavior|binding|javascript/i;

function expectNoExecutableVector(html: string): void {
  expect(html).not.toMatch(/<script/i);
  // Attribute values are always double-quoted with quotes escaped, so blanking them leaves the markup.
  expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  for (const { name, attribs } of parsedTags(html)) {
    expect(EDITOR_TAGS).toContain(name);
    for (const [attribute, value] of Object.entries(attribs)) {
      expect(attribute, `${name}[${attribute}]`).not.toMatch(/^on/i);
      const compact = value.replace(IGNORED_IN_URLS, '');
      expect(compact, `${name}[${attribute}]`).not.toMatch(DANGEROUS_URL);
      if (attribute === 'style') expect(value).not.toMatch(DANGEROUS_CSS);
    }
    if (name === 'img') {
      expect(attribs.src).toMatch(
        /^(?:\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(?:png|jpg|gif|webp)|data:image\/(?:png|jpeg|gif|webp);base64,)/,
      );
    }
    if (name === 'input') expect(attribs).toEqual(expect.objectContaining({ type: 'checkbox' }));
    if (name === 'a') {
      expect(attribs.target).toBe('_blank');
      expect(attribs.rel).toBe('noopener noreferrer nofollow ugc');
    }
  }
}

describe('sanitizeContent against the XSS corpus', () => {
  it('has at least 100 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(XSS_CORPUS.map((payload, index) => [index, payload]))(
    'payload %i leaves no executable vector and is stable: %s',
    (_, payload) => {
      const once = sanitizeContent(payload);
      expectNoExecutableVector(once.html);
      const twice = sanitizeContent(once.html);
      expect(twice.html).toBe(once.html);
      expect(twice.text).toBe(once.text);
    },
  );
});

describe('sanitizeContent removes dangerous elements with their content', () => {
  it.each([
    ['<script>alert(1)</script>', ''],
    ['<p>a<style>p{color:red}</style>b</p>', '<p>ab</p>'],
    ['<textarea>secret</textarea><p>x</p>', '<p>x</p>'],
    ['<noscript>no <b>script</b></noscript><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://example.com">fallback</iframe><p>x</p>', '<p>x</p>'],
    ['<svg><text>drawn</text></svg><p>x</p>', '<p>x</p>'],
    ['<math><mi>x</mi></math><p>y</p>', '<p>y</p>'],
    ['<select><option>one</option></select><p>x</p>', '<p>x</p>'],
    ['<template><p>hidden</p></template><p>x</p>', '<p>x</p>'],
    ['<object data="x">fallback</object><p>x</p>', '<p>x</p>'],
    ['<p>a<!-- comment -->b</p>', '<p>ab</p>'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeContent(input).html).toBe(expected);
  });

  it('keeps the text of unknown but harmless wrappers', () => {
    expect(sanitizeContent('<section><p>kept <font color="red">text</font></p></section>').html).toBe(
      '<p>kept text</p>',
    );
  });

  it('unwraps a link whose address is not allowed but keeps its text', () => {
    expect(sanitizeContent('<p><a href="javascript:alert(1)">click</a></p>').html).toBe('<p>click</p>');
  });

  it('drops the whole image when its source is not ours', () => {
    expect(sanitizeContent('<p>a<img src="https://evil.example/t.png" alt="t">b</p>').html).toBe('<p>ab</p>');
  });
});
