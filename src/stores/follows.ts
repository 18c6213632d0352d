import { map } from 'nanostores';

/**
 * Follow facts a profile shows beside `$following` (src/stores/viewer.ts): fans counts changed on
 * this page, and the users known to follow the viewer (for the "mutual" and "follows you" badges).
 */
export const $fansCounts = map<Record<string, number>>({});

/** Users who follow the viewer, by id, as far as this page knows. */
export const $followsViewer = map<Record<string, boolean>>({});
