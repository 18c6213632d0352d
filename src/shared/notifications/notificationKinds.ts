import { z } from 'zod';
import type { MessageType } from '@/shared/messages/messageTypes.ts';

/** What a member chooses channels for (issue 41). Forum notices (moderation, trust levels) have no choice: in-app only. */
export const NOTIFICATION_KINDS = ['replies', 'mentions', 'likes', 'follows', 'messages', 'watched'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

type ChannelChoice = Record<NotificationChannel, boolean>;
export type NotificationChoices = Record<NotificationKind, ChannelChoice>;

/**
 * What a new member gets: everything in the message centre; mail and push for what was written
 * to or about them and for private messages, not for likes and follows, which come in bursts.
 */
export const DEFAULT_NOTIFICATION_CHOICES: NotificationChoices = {
  replies: { inApp: true, email: true, push: true },
  mentions: { inApp: true, email: true, push: true },
  likes: { inApp: true, email: false, push: false },
  follows: { inApp: true, email: false, push: false },
  messages: { inApp: true, email: true, push: true },
  watched: { inApp: true, email: true, push: true },
};

/** Private conversation messages live in the conversations, not the message centre: no in-app choice. */
export function channelsOf(kind: NotificationKind): readonly NotificationChannel[] {
  return kind === 'messages' ? ['email', 'push'] : NOTIFICATION_CHANNELS;
}

/** The kind whose choices govern a message-centre notice; undefined for forum notices, which always show in-app. */
export function notificationKindOf(type: MessageType): NotificationKind | undefined {
  switch (type) {
    case 'comment':
    case 'reply':
    case 'quote':
    case 'answer_accepted':
      return 'replies';
    case 'mention':
      return 'mentions';
    case 'like':
    case 'favorite':
      return 'likes';
    case 'follow':
      return 'follows';
    case 'watched_comment':
    case 'watched_post':
      return 'watched';
    default:
      return undefined;
  }
}

/** How often a member who stays away gets the digest mail, in days (0 never). */
export type DigestDays = 0 | 1 | 7;

const channelChoiceSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });

/** The notification settings form: every kind's channels, the digest frequency and the language of notices. */
export const notificationSettingsSchema = z.object({
  choices: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelChoiceSchema])) as Record<
      NotificationKind,
      typeof channelChoiceSchema
    >,
  ),
  digestDays: z.union([z.literal(0), z.literal(1), z.literal(7)]),
  /** '' follows the site's language. */
  locale: z.enum(['', 'en-US', 'zh-CN']),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
