/** POST accepts a comment as the question's answer, DELETE takes it back. */
export const answerPath = (momentId: number) => `/api/moments/${momentId}/answer`;
