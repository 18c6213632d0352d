import { describe, expect, it } from 'vitest';
import { CODE_BLOCK_LANGUAGES, normalizeCodeLanguage } from './codeBlockLanguages.ts';

describe('normalizeCodeLanguage', () => {
  it('keeps simple language ids, lower-cased', () => {
    expect(normalizeCodeLanguage('TypeScript')).toBe('typescript');
    expect(normalizeCodeLanguage('c++')).toBe('c++');
  });

  it('turns anything unsafe or empty into plain text', () => {
    expect(normalizeCodeLanguage('')).toBeNull();
    expect(normalizeCodeLanguage(null)).toBeNull();
    expect(normalizeCodeLanguage('js" onclick="x')).toBeNull();
  });

  it('offers only ids it would keep', () => {
    for (const language of CODE_BLOCK_LANGUAGES) expect(normalizeCodeLanguage(language.id)).toBe(language.id);
  });
});
