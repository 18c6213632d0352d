/** Stored uploads never change (every one has a new random name): caches may keep them a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
