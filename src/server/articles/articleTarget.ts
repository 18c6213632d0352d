import { articles } from '../db/schema/articles.ts';
import { authoredItemTarget } from '../entities/authoredItemTarget.ts';

/** How comments, likes and favorites reach articles (src/server/entities/entityTarget.ts). */
export const articleTarget = authoredItemTarget('article', articles);
