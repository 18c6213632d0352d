import { describe, expect, it } from 'vitest';
import { CATALOG_LOCALES, CATALOG_PATTERNS, readCatalog } from './messageCatalogs.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(CATALOG_PATTERNS)('message catalog %s', (pattern) => {
  const [base, ...others] = CATALOG_LOCALES;
  const baseMessages = readCatalog(pattern, base!);

  it.each(others)('has every key of the base locale in %s, and no extra ones', (locale) => {
    const messages = readCatalog(pattern, locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(baseMessages).sort());
  });

  it.each(others)('keeps the same placeholders and no empty text in %s', (locale) => {
    const messages = readCatalog(pattern, locale);
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
    for (const pattern of CATALOG_PATTERNS) {
      for (const key of Object.keys(readCatalog(pattern, CATALOG_LOCALES[0]!))) {
        expect(seen.get(key), `${key} in ${pattern}`).toBeUndefined();
        seen.set(key, pattern);
      }
    }
  });
});
