import { describe, expect, it } from 'vitest';
import { termsParagraphs } from './termsParagraphs.ts';

describe('termsParagraphs', () => {
  it('splits at blank lines and keeps single line breaks inside a paragraph', () => {
    expect(termsParagraphs('One\r\nstill one\n\n  \nTwo\n \t\nThree  ')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(termsParagraphs(' \n\n ')).toEqual([]);
  });
});
