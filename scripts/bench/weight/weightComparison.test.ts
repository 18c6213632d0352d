import { describe, expect, it } from 'vitest';
import type { LighthouseScores } from './lighthouseRun.ts';
import type { PageWeight } from './pageWeight.ts';
import { compareJavaScript, compareLighthouse, weightComparisonMarkdown } from './weightComparison.ts';

const page = (name: string, audience: 'visitor' | 'member', jsGzip: number): PageWeight => ({
  name,
  audience,
  path: '/',
  status: 200,
  assets: [
    { url: 'a.js', kind: 'js', rawBytes: jsGzip * 3, gzipBytes: jsGzip },
    { url: '/', kind: 'html', rawBytes: 9000, gzipBytes: 3000 },
  ],
});

const run = (path: string, performance: number): LighthouseScores => ({
  url: `http://127.0.0.1:4920${path}`,
  formFactor: 'mobile',
  failing: [],
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
});

describe('compareJavaScript', () => {
  it('passes a page up to 10% heavier than the baseline and fails one beyond', () => {
    const rows = compareJavaScript(
      [page('home', 'visitor', 10_000), page('home', 'member', 10_000)],
      [page('home', 'visitor', 11_000), page('home', 'member', 11_001)],
    );
    expect(rows.map((row) => [row.label, row.passed])).toEqual([
      ['home (visitor)', true],
      ['home (member)', false],
    ]);
  });

  it('leaves out a page the baseline did not serve', () => {
    expect(compareJavaScript([], [page('links', 'visitor', 100)])).toEqual([]);
  });
});

describe('compareLighthouse', () => {
  it('fails a category that fell below 90% of the baseline score', () => {
    const rows = compareLighthouse([run('/', 100)], [run('/', 89)]);
    expect(rows.find((row) => row.label === '/ mobile, performance')?.passed).toBe(false);
    expect(rows.filter((row) => row.passed)).toHaveLength(3);
  });
});

describe('weightComparisonMarkdown', () => {
  it('prints the ratio and the verdict of each row', () => {
    const markdown = weightComparisonMarkdown(
      'f5f0d3e',
      compareJavaScript([page('home', 'visitor', 2048)], [page('home', 'visitor', 1024)]),
      compareLighthouse([run('/', 98)], [run('/', 99)]),
    );
    expect(markdown).toContain('| home (visitor) | 2.0 | 1.0 | 0.50 | PASS |');
    expect(markdown).toContain('| / mobile, performance | 98 | 99 | PASS |');
  });
});
