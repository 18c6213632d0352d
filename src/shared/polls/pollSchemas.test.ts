import { describe, expect, it } from 'vitest';
import { pollInputSchema, pollVoteSchema } from './pollSchemas.ts';

const options = (count: number) => Array.from({ length: count }, (_, i) => `Option ${i + 1}`);

describe('pollInputSchema', () => {
  it('fills the defaults: single choice, results after voting, private votes, no closing time', () => {
    expect(pollInputSchema.parse({ options: ['Yes', 'No'] })).toEqual({
      options: ['Yes', 'No'],
      multiple: false,
      resultsVisibility: 'voted',
      publicVotes: false,
      closesAt: null,
    });
  });

  it.each([1, 21])('refuses %i options', (count) => {
    expect(pollInputSchema.safeParse({ options: options(count) }).success).toBe(false);
  });

  it.each([2, 20])('takes %i options', (count) => {
    expect(pollInputSchema.safeParse({ options: options(count) }).success).toBe(true);
  });

  it('trims labels and refuses empty, too long and repeated ones', () => {
    expect(pollInputSchema.parse({ options: ['  a ', 'b'] }).options).toEqual(['a', 'b']);
    expect(pollInputSchema.safeParse({ options: ['a', '   '] }).success).toBe(false);
    expect(pollInputSchema.safeParse({ options: ['a', 'x'.repeat(101)] }).success).toBe(false);
    expect(pollInputSchema.safeParse({ options: ['a', '字'.repeat(100)] }).success).toBe(true);
    const repeated = pollInputSchema.safeParse({ options: ['Same', 'same'] });
    expect(repeated.success).toBe(false);
    expect(repeated.error?.issues[0]?.path).toEqual(['options', 1]);
  });

  it('takes an ISO closing time with an offset and refuses anything else', () => {
    expect(pollInputSchema.safeParse({ options: options(2), closesAt: '2030-01-01T10:00:00Z' }).success).toBe(
      true,
    );
    expect(pollInputSchema.safeParse({ options: options(2), closesAt: 'tomorrow' }).success).toBe(false);
    expect(pollInputSchema.safeParse({ options: options(2), resultsVisibility: 'never' }).success).toBe(
      false,
    );
  });
});

describe('pollVoteSchema', () => {
  it('needs at least one option id', () => {
    expect(pollVoteSchema.safeParse({ optionIds: [] }).success).toBe(false);
    expect(pollVoteSchema.parse({ optionIds: ['3'] })).toEqual({ optionIds: [3] });
  });
});
