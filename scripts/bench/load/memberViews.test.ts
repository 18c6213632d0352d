import { describe, expect, it } from 'vitest';
import { percentile, viewerPathOfHtml } from './memberViews.ts';

describe('viewerPathOfHtml', () => {
  it('asks about what the page names, as the browser loader does', () => {
    const html =
      '<article data-viewer-entity="moment:4"><div data-viewer-entity="user:2"></div></article>' +
      '<li data-viewer-entity="comment:8"></li><li data-viewer-entity="comment:9"></li>' +
      '<section data-viewer-checkin class="checkin"></section>';
    expect(viewerPathOfHtml(html)).toBe('/api/viewer?moment=4&user=2&comment=8%2C9&checkin=1');
  });

  it('asks for the bare state on a page that names nothing', () => {
    expect(viewerPathOfHtml('<main>Terms</main>')).toBe('/api/viewer');
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([], 99)).toBe(0);
  });
});
