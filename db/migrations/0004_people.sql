CREATE TABLE `follows` (
	`follower_id` bigint unsigned NOT NULL,
	`followee_id` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `follows_follower_id_followee_id_pk` PRIMARY KEY(`follower_id`,`followee_id`)
);
--> statement-breakpoint
CREATE TABLE `checkins` (
	`user_id` bigint unsigned NOT NULL,
	`day` date NOT NULL,
	`streak` int unsigned NOT NULL,
	`points` int NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `checkins_user_id_day_pk` PRIMARY KEY(`user_id`,`day`)
);
--> statement-breakpoint
CREATE TABLE `score_logs` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`source` varchar(32) NOT NULL,
	`ref_id` bigint unsigned NOT NULL DEFAULT 0,
	`amount` int NOT NULL,
	`balance_after` int NOT NULL,
	`reason` varchar(255) NOT NULL DEFAULT '',
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `score_logs_id` PRIMARY KEY(`id`),
	CONSTRAINT `score_logs_event_unique` UNIQUE(`user_id`,`source`,`ref_id`)
);
--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`purpose` tinyint NOT NULL,
	`token_hash` char(64) NOT NULL,
	`email` varchar(191) NOT NULL,
	`expires_at` datetime(3) NOT NULL,
	`used_at` datetime(3),
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `email_tokens_id` PRIMARY KEY(`id`),
	CONSTRAINT `email_tokens_hash_unique` UNIQUE(`token_hash`)
);
--> statement-breakpoint
ALTER TABLE `users` ADD `fans_count` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `follow_count` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `email_notify` boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX `follows_followee_idx` ON `follows` (`followee_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `follows_follower_created_idx` ON `follows` (`follower_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `checkins_day_idx` ON `checkins` (`day`,`created_at`);--> statement-breakpoint
CREATE INDEX `score_logs_user_idx` ON `score_logs` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `email_tokens_user_idx` ON `email_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `users_score_idx` ON `users` (`score`,`id`);