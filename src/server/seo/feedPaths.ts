/** Where the RSS feeds live; pages link them with <link rel="alternate" type="application/rss+xml">. */
export const MOMENTS_FEED_PATH = '/rss/moments.xml';
export const ARTICLES_FEED_PATH = '/rss/articles.xml';
export const tagFeedPath = (tagId: number) => `/rss/tag/${tagId}.xml`;
export const userFeedPath = (userId: number) => `/rss/user/${userId}.xml`;
