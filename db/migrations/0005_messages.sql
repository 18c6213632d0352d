CREATE TABLE `messages` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`actor_id` bigint unsigned NOT NULL,
	`type` varchar(32) NOT NULL,
	`entity_type` tinyint NOT NULL DEFAULT 0,
	`entity_id` bigint unsigned NOT NULL DEFAULT 0,
	`comment_id` bigint unsigned NOT NULL DEFAULT 0,
	`quote` varchar(300) NOT NULL DEFAULT '',
	`is_read` boolean NOT NULL DEFAULT false,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `messages_id` PRIMARY KEY(`id`),
	CONSTRAINT `messages_event_unique` UNIQUE(`user_id`,`type`,`actor_id`,`entity_type`,`entity_id`,`comment_id`)
);
--> statement-breakpoint
CREATE INDEX `messages_user_idx` ON `messages` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `messages_user_unread_idx` ON `messages` (`user_id`,`is_read`);