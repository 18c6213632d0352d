import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Settings {
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
}

/** A message with variants (plural forms), as the inlang message format stores it. */
interface VariantMessage {
  declarations?: string[];
  selectors?: string[];
  match: Record<string, string>;
}
type Message = string | VariantMessage[];

const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as Settings;
const patterns = settings['plugin.inlang.messageFormat'].pathPattern;

function catalog(pattern: string, locale: string): Record<string, Message> {
  const raw = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8')) as Record<
    string,
    unknown
  >;
  delete raw.$schema;
  return raw as Record<string, Message>;
}

const texts = (message: Message | undefined): string[] =>
  message === undefined
    ? ['']
    : typeof message === 'string'
      ? [message]
      : message.flatMap((variant) => Object.values(variant.match));

const placeholders = (message: Message | undefined) => [
  ...new Set(texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))),
];

/** The match key that takes every value of every selector ("countPlural=*"). */
const catchAll = (variant: VariantMessage) =>
  (variant.selectors ?? []).map((selector) => `${selector}=*`).join(', ');

describe.each(patterns)('message catalog %s', (pattern) => {
  const [base, ...others] = settings.locales;
  const baseMessages = catalog(pattern, base!);

  it.each(others)('has every key of the base locale in %s, and no extra ones', (locale) => {
    const messages = catalog(pattern, locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(baseMessages).sort());
  });

  it.each(others)('keeps the same placeholders and no empty text in %s', (locale) => {
    const messages = catalog(pattern, locale);
    for (const [key, message] of Object.entries(baseMessages)) {
      for (const text of texts(message)) expect(text.trim(), `${base}:${key}`).not.toBe('');
      for (const text of texts(messages[key])) expect(text.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(messages[key]).sort(), `${locale}:${key}`).toEqual(placeholders(message).sort());
    }
  });

  it.each(settings.locales)('gives every message with variants a catch-all form in %s', (locale) => {
    for (const [key, message] of Object.entries(catalog(pattern, locale))) {
      if (typeof message === 'string') continue;
      for (const variant of message)
        expect(Object.keys(variant.match), `${locale}:${key}`).toContain(catchAll(variant));
    }
  });

  it('counts with plural forms, not hand-made singular keys', () => {
    expect(Object.keys(baseMessages).filter((key) => key.endsWith('_one'))).toEqual([]);
  });
});

describe('message catalogs together', () => {
  it('never define one key in two feature files', () => {
    const seen = new Map<string, string>();
    for (const pattern of patterns) {
      for (const key of Object.keys(catalog(pattern, settings.locales[0]!))) {
        expect(seen.get(key), `${key} in ${pattern}`).toBeUndefined();
        seen.set(key, pattern);
      }
    }
  });
});
