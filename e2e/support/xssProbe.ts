import type { Page } from '@playwright/test';

// Stored-XSS payloads and the probe that tells whether any of them became markup on a page.
// Every payload sets a global whose name starts with XSS_MARK, so a leak is found by that name
// whether the browser ran it or the Content-Security-Policy stopped it.

export const XSS_MARK = '__x';

/** A short payload (fields of 20–40 characters): an element with an event handler. */
export const shortPayload = (field: string): string => `<svg onload=${XSS_MARK}${field}=1>`;

/** Every breaker for a field long enough: tags, attribute breakers, JSON-LD and CDATA closers, styles, links. */
export function fullPayload(field: string): string {
  const mark = `${XSS_MARK}${field}=1`;
  return [
    `<script>${mark}</script>`,
    `<img src=x onerror=${mark}>`,
    `<svg onload=${mark}>`,
    `"><script>${mark}</script>`,
    `'><img src=x onerror=alert(1);${mark}>`,
    `</script><script>${mark}</script>`,
    `]]><script>${mark}</script><![CDATA[`,
    `<style>body{background:url("javascript:${mark}")}</style>`,
    `<p style="background:url(javascript:${mark})">s</p>`,
    `<a href="javascript:${mark}">j</a>`,
    `<iframe srcdoc="<script>parent.${mark}</script>"></iframe>`,
  ].join(' ');
}

export interface PageProblems {
  /** Globals the payloads set (they ran). */
  marks: string[];
  /** Elements or attributes the payloads created (they became markup, ran or not). */
  injected: string[];
  /** JSON islands (seed, JSON-LD) that no longer parse: something broke out of them. */
  brokenJson: string[];
}

/** Looks at the live document for anything a payload made. */
export function probePage(page: Page): Promise<PageProblems> {
  return page.evaluate((mark) => {
    const marks = Object.keys(window).filter((key) => key.startsWith(mark));
    const injected: string[] = [];
    const brokenJson: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value;
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on') && value.includes(mark)) injected.push(`${tag}[${name}]`);
        if (name === 'srcdoc' && value.includes(mark)) injected.push(`${tag}[srcdoc]`);
        if (name === 'style' && value.includes(mark)) injected.push(`${tag}[style]`);
        if (/^(href|src|action|formaction|xlink:href)$/.test(name) && /^\s*javascript:/i.test(value)) {
          injected.push(`${tag}[${name}=${value.slice(0, 40)}]`);
        }
      }
      const text = element.textContent ?? '';
      if (tag === 'style' && text.includes(mark)) injected.push('style');
      if (tag === 'script') {
        const type = (element.getAttribute('type') ?? '').toLowerCase();
        if (type === 'application/json' || type === 'application/ld+json') {
          try {
            JSON.parse(text);
          } catch {
            brokenJson.push(type);
          }
        } else if (text.includes(mark)) {
          injected.push(`script:${text.slice(0, 40)}`);
        }
      }
    }
    return { marks, injected, brokenJson };
  }, XSS_MARK);
}

/** Collects dialogs and console errors of a page from now on. */
export function watchPage(page: Page): { dialogs: string[]; errors: string[] } {
  const seen = { dialogs: [] as string[], errors: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}
