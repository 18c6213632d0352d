import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/** Every Content-Security-Policy violation a page reports, from its console and its DOM events. */
export interface CspWatch {
  /** What was reported since the last call, emptied by the call. */
  take(): string[];
}

/**
 * Listens on every document the page opens: a `securitypolicyviolation` listener added before any
 * page script (reported through a binding, so navigations lose nothing) and the console's
 * "Refused to …" errors.
 */
export async function watchCsp(page: Page): Promise<CspWatch> {
  let reported: string[] = [];
  await page.exposeBinding('__plazaCspViolation', (_source, text: string) => {
    reported.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __plazaCspViolation(text: string): void }).__plazaCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${location.pathname})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame|evaluate)/i.test(text)) {
      reported.push(`console: ${text}`);
    }
  });
  return {
    take() {
      const taken = reported;
      reported = [];
      return taken;
    },
  };
}

/** The CSP source expressions that allow each executable inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"?([^"\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (the store seed, JSON-LD) never run, so no policy needs to allow them.
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** The sources of one directive of a policy header, e.g. `script-src`. */
export function directiveSources(policy: string, directive: string): string[] {
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) return sources;
  }
  return [];
}
