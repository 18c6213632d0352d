import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Settings {
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
}

const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as Settings;
const patterns = settings['plugin.inlang.messageFormat'].pathPattern;

function catalog(pattern: string, locale: string): Record<string, string> {
  const raw = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8')) as Record<
    string,
    unknown
  >;
  delete raw.$schema;
  return raw as Record<string, string>;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(patterns)('message catalog %s', (pattern) => {
  const [base, ...others] = settings.locales;
  const baseMessages = catalog(pattern, base!);

  it.each(others)('has every key of the base locale in %s, and no extra ones', (locale) => {
    const messages = catalog(pattern, locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(baseMessages).sort());
  });

  it.each(others)('keeps the same placeholders and no empty text in %s', (locale) => {
    const messages = catalog(pattern, locale);
    for (const [key, text] of Object.entries(baseMessages)) {
      expect(text.trim(), `${base}:${key}`).not.toBe('');
      expect(messages[key]?.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(messages[key] ?? ''), `${locale}:${key}`).toEqual(placeholders(text));
    }
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
