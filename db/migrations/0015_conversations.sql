CREATE TABLE `conversation_members` (
	`conversation_id` bigint unsigned NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`active` boolean NOT NULL DEFAULT true,
	`joined_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`left_at` datetime(3),
	`activity_at` datetime(3) NOT NULL,
	`last_read_message_id` bigint unsigned NOT NULL DEFAULT 0,
	`unread_count` int unsigned NOT NULL DEFAULT 0,
	CONSTRAINT `conversation_members_conversation_id_user_id_pk` PRIMARY KEY(`conversation_id`,`user_id`)
);
--> statement-breakpoint
CREATE TABLE `conversation_messages` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`conversation_id` bigint unsigned NOT NULL,
	`sender_id` bigint unsigned NOT NULL,
	`content` text NOT NULL,
	`images` text NOT NULL,
	`status` tinyint NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `conversation_messages_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`creator_id` bigint unsigned NOT NULL,
	`last_message_id` bigint unsigned NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `conversations_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE INDEX `conversation_members_list_idx` ON `conversation_members` (`user_id`,`active`,`activity_at`,`conversation_id`);--> statement-breakpoint
CREATE INDEX `conversation_members_unread_idx` ON `conversation_members` (`user_id`,`unread_count`);--> statement-breakpoint
CREATE INDEX `conversation_messages_thread_idx` ON `conversation_messages` (`conversation_id`,`id`);--> statement-breakpoint
CREATE INDEX `conversation_messages_status_idx` ON `conversation_messages` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `users_nickname_idx` ON `users` (`nickname`);