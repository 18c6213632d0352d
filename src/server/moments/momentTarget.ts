import { moments } from '../db/schema/moments.ts';
import { authoredItemTarget } from '../entities/authoredItemTarget.ts';

/** How comments, likes and favorites reach moments (src/server/entities/entityTarget.ts); a comment moves its activity. */
export const momentTarget = authoredItemTarget('moment', moments, moments.lastActivityAt);
