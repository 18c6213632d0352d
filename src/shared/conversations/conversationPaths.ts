export const CONVERSATIONS_PATH = '/user/conversations';

export const conversationPath = (id: number) => `${CONVERSATIONS_PATH}/${id}`;

export const NEW_CONVERSATION_PATH = `${CONVERSATIONS_PATH}/new`;

/** Staff read a reported conversation here (decision 036). */
export const reportedConversationPath = (id: number) => `/admin/conversations/${id}`;
