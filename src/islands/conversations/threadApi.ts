import { apiRequest } from '@/shared/api/apiClient.ts';
import type { ConversationMessageView, MessageReaction } from '@/shared/conversations/conversationView.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';

export interface ThreadPage {
  messages: ConversationMessageView[];
  hasOlder: boolean;
}

export const fetchOlder = (conversationId: number, before: number) =>
  apiRequest<ThreadPage>(`/api/conversation/messages?conversationId=${conversationId}&before=${before}`);

export const fetchNewer = (conversationId: number, after: number) =>
  apiRequest<ThreadPage>(`/api/conversation/messages?conversationId=${conversationId}&after=${after}`);

export const markRead = (conversationId: number) =>
  apiRequest<null>('/api/conversation/read', { body: { conversationId } });

export const sendToConversation = (conversationId: number, content: string, images: string[]) =>
  apiRequest<{ id: number; pending: boolean }>('/api/conversation/send', {
    body: { conversationId, content, images },
  });

export const leave = (conversationId: number) =>
  apiRequest<null>('/api/conversation/leave', { body: { conversationId } });

export const reactToMessage = (messageId: number, reaction: ReactionEmoji | '' | null) =>
  apiRequest<{ reactions: MessageReaction[] }>('/api/conversation/react', { body: { messageId, reaction } });
