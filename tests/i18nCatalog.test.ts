import { describe, expect, it } from 'vitest';
import {
  CATALOG_LOCALES,
  CATALOG_PATTERNS,
  messageTexts,
  readCatalog,
  type CatalogMessage,
  type VariantMessage,
} from './messageCatalogs.ts';

const placeholders = (message: CatalogMessage | undefined) =>
  [
    ...new Set(
      messageTexts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])),
    ),
  ].sort();

/** The match key that takes every value of every selector ("countPlural=*"). */
const catchAll = (variant: VariantMessage) =>
  (variant.selectors ?? []).map((selector) => `${selector}=*`).join(', ');

describe.each(CATALOG_PATTERNS)('message catalog %s', (pattern) => {
  const [base, ...others] = CATALOG_LOCALES;
  const baseMessages = readCatalog(pattern, base!);

  it.each(others)('has every key of the base locale in %s, and no extra ones', (locale) => {
    const messages = readCatalog(pattern, locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(baseMessages).sort());
  });

  it.each(others)('keeps the same placeholders and no empty text in %s', (locale) => {
    const messages = readCatalog(pattern, locale);
    for (const [key, message] of Object.entries(baseMessages)) {
      for (const text of messageTexts(message)) expect(text.trim(), `${base}:${key}`).not.toBe('');
      for (const text of messageTexts(messages[key])) expect(text.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(messages[key]), `${locale}:${key}`).toEqual(placeholders(message));
    }
  });

  it.each(CATALOG_LOCALES)('gives every message with variants a catch-all form in %s', (locale) => {
    for (const [key, message] of Object.entries(readCatalog(pattern, locale))) {
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
    for (const pattern of CATALOG_PATTERNS) {
      for (const key of Object.keys(readCatalog(pattern, CATALOG_LOCALES[0]!))) {
        expect(seen.get(key), `${key} in ${pattern}`).toBeUndefined();
        seen.set(key, pattern);
      }
    }
  });
});
