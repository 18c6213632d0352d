import { map } from 'nanostores';

/** Fans counts changed on this page by the viewer's follows, by user id (beside `$following`). */
export const $fansCounts = map<Record<string, number>>({});
