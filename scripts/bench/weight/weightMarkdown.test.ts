import { describe, expect, it } from 'vitest';
import type { LighthouseScores } from './lighthouseRun.ts';
import { weightMarkdown } from './weightMarkdown.ts';

const scored = (path: string, performance: number): LighthouseScores => ({
  url: `http://127.0.0.1:4920${path}`,
  formFactor: 'desktop',
  failing: [],
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
});

describe('weightMarkdown', () => {
  it("says why Lighthouse could not score a page, beside that page's zero", () => {
    const markdown = weightMarkdown(
      'small',
      [],
      [
        scored('/', 100),
        { ...scored('/article/951', 0), runtimeError: 'NO_FCP: The page did not paint any content.' },
      ],
    );
    expect(markdown).toContain('| `/article/951` | desktop | 0 | 100 | 100 | 100 | FAIL (performance) |');
    expect(markdown).toContain(
      'Lighthouse could not score:\n\n- `/article/951` desktop: NO_FCP: The page did not paint any content.',
    );
    expect(markdown).not.toContain('- `/` desktop:');
  });

  it('adds no such list when every page was scored', () => {
    expect(weightMarkdown('small', [], [scored('/', 100)])).not.toContain('could not score');
  });
});
