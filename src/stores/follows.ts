import { map } from 'nanostores';

/** Live fans counts by user id: from the viewer state, then from the viewer's follows on this page. */
export const $fansCounts = map<Record<string, number>>({});
