import { test } from '@playwright/test';
import { createNode } from './content.ts';
import { saveSiteConfig } from './siteConfig.ts';
import type { SiteConfig } from '../../src/shared/site/siteConfig.ts';

/** A node of the spec file's own, made by the owner before its tests; `id` is set by then. */
export function nodeForFile(name: string, description: string): { id: number } {
  const node = { id: 0 };
  test.beforeAll(async ({ playwright }) => {
    node.id = await createNode(playwright, { name, description });
  });
  return node;
}

/** Site settings saved before the spec file's tests, and `after` saved once they are done. */
export function siteConfigForFile(during: Partial<SiteConfig>, after: Partial<SiteConfig>): void {
  test.beforeAll(() => saveSiteConfig(during));
  test.afterAll(() => saveSiteConfig(after));
}
