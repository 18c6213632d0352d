import { describe, expect, it } from 'vitest';
import { compareRowCounts, describeDifference } from './rowCounts.ts';

describe('compareRowCounts', () => {
  it('finds nothing when every table has the same count', () => {
    const counts = new Map([
      ['users', 3],
      ['moments', 10],
    ]);
    expect(compareRowCounts(counts, new Map(counts))).toEqual([]);
  });

  it('names tables whose counts differ or that one side lacks', () => {
    const source = new Map([
      ['users', 3],
      ['moments', 10],
    ]);
    const target = new Map([
      ['users', 3],
      ['moments', 9],
      ['extra', 0],
    ]);
    const differences = compareRowCounts(source, target);
    expect(differences).toEqual([
      { table: 'extra', source: undefined, target: 0 },
      { table: 'moments', source: 10, target: 9 },
    ]);
    expect(describeDifference(differences[1]!)).toBe('moments: 10 rows here, 9 on the target');
  });
});
