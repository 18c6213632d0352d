/** Status of moments, articles and comments. */
export const ContentStatus = { published: 0, pending: 1, deleted: 2 } as const;
export type ContentStatusValue = (typeof ContentStatus)[keyof typeof ContentStatus];

export const MomentType = { post: 0, tweet: 1 } as const;
export type MomentTypeValue = (typeof MomentType)[keyof typeof MomentType];
