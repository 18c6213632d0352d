import { atom } from 'nanostores';

/** The id of a newer build than this page's, once the update watcher has seen one (UpdateBanner.astro). */
export const $newerBuild = atom<string | null>(null);
