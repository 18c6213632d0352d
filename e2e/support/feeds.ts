import type { Page } from '@playwright/test';

/** The ids of the moment cards in a page's list (`#moment-list` unless named), in order. */
export function cardIds(page: Page, listId = 'moment-list'): Promise<number[]> {
  return page
    .locator(`#${listId} > .moment-card`)
    .evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.momentId)));
}
