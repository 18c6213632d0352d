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

  it("asks about watch toggles, cards and the item page too, as a member's browser does", () => {
    const html =
      '<article data-viewer-entity="moment:4" data-viewer-read="moment:4">' +
      '<button data-viewer-watch="moment:4">Watch</button></article>' +
      '<li data-viewer-reading="article:7"><a data-viewer-watch="tag:3"></a></li>' +
      '<li data-viewer-reading="article:8" data-viewer-entity="article:8"></li>' +
      '<section class="checkin" data-viewer-checkin></section>';
    expect(viewerPathOfHtml(html)).toBe(
      '/api/viewer?moment=4&article=8&checkin=1&watch=moment%3A4%2Ctag%3A3&reading=article%3A7%2Carticle%3A8&read=moment%3A4',
    );
  });

  it('does not take one attribute for another that it begins', () => {
    expect(viewerPathOfHtml('<li data-viewer-reading="moment:5"></li>')).toBe(
      '/api/viewer?reading=moment%3A5',
    );
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
