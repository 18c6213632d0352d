import { seededRandom } from './datasetRandom.ts';

/** searchDocumentSources' joinText: the non-empty parts, one per line (text, then tag names). */
export const joinText = (...parts: string[]) => parts.filter((part) => part !== '').join('\n');

/** Text is regenerated from the row's id, so a row's words never have to be kept in memory. */
export const rowRandom = (kind: number, id: number) => seededRandom(id * 7919 + kind * 104_729 + 17);
