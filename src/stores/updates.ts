import { atom } from 'nanostores';

/** The id of a newer build than this page's, once the update watcher has seen one (UpdateBanner.astro). */
export const $newerBuild = atom<string | null>(null);

/**
 * The server could not be reached for something the reader did (a chunk of code, an update check):
 * the page says so until the browser is online again.
 */
export const $connectionLost = atom(false);
