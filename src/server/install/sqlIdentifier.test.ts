import { describe, expect, it } from 'vitest';
import { quoteIdentifier } from './sqlIdentifier.ts';

describe('quoteIdentifier', () => {
  it('wraps a name in backticks and keeps dots inside the name', () => {
    expect(quoteIdentifier('plaza')).toBe('`plaza`');
    expect(quoteIdentifier('my.forum')).toBe('`my.forum`');
  });

  it('doubles backticks so a name cannot end the identifier', () => {
    expect(quoteIdentifier('a`; DROP DATABASE x; --')).toBe('`a``; DROP DATABASE x; --`');
  });
});
