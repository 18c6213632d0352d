export const articlePath = (id: number) => `/article/${id}`;
export const articleEditPath = (id: number) => `/article/edit/${id}`;
export const articlesTagPath = (tagId: number) => `/articles/tag/${tagId}`;
export const ARTICLES_PATH = '/articles';
export const ARTICLE_CREATE_PATH = '/article/create';
