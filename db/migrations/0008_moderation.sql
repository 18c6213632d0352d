CREATE TABLE `captcha_challenges` (
	`id` varchar(64) NOT NULL,
	`answer_x` int NOT NULL,
	`attempts` tinyint NOT NULL DEFAULT 0,
	`solved_at` datetime(3),
	`spent_at` datetime(3),
	`ip` varchar(64) NOT NULL DEFAULT '',
	`expires_at` datetime(3) NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `captcha_challenges_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `forbidden_words` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`pattern` varchar(200) NOT NULL,
	`is_regex` boolean NOT NULL DEFAULT false,
	`created_by` bigint unsigned NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `forbidden_words_id` PRIMARY KEY(`id`),
	CONSTRAINT `forbidden_words_pattern_unique` UNIQUE(`pattern`,`is_regex`)
);
--> statement-breakpoint
CREATE TABLE `moderation_logs` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`actor_id` bigint unsigned NOT NULL,
	`action` varchar(48) NOT NULL,
	`target_type` varchar(16) NOT NULL,
	`target_id` bigint unsigned NOT NULL DEFAULT 0,
	`reason` varchar(500) NOT NULL DEFAULT '',
	`detail` text NOT NULL,
	`ip` varchar(64) NOT NULL DEFAULT '',
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `moderation_logs_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `reports` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`reporter_id` bigint unsigned NOT NULL,
	`target_type` varchar(16) NOT NULL,
	`target_id` bigint unsigned NOT NULL,
	`reason` varchar(500) NOT NULL,
	`status` tinyint NOT NULL DEFAULT 0,
	`resolver_id` bigint unsigned NOT NULL DEFAULT 0,
	`resolution` varchar(500) NOT NULL DEFAULT '',
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`resolved_at` datetime(3),
	CONSTRAINT `reports_id` PRIMARY KEY(`id`),
	CONSTRAINT `reports_reporter_target_unique` UNIQUE(`reporter_id`,`target_type`,`target_id`)
);
--> statement-breakpoint
ALTER TABLE `users` ADD `banned_until` datetime(3);--> statement-breakpoint
ALTER TABLE `users` ADD `ban_reason` varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `captcha_challenges_expires_idx` ON `captcha_challenges` (`expires_at`);--> statement-breakpoint
CREATE INDEX `moderation_logs_created_idx` ON `moderation_logs` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `moderation_logs_target_idx` ON `moderation_logs` (`target_type`,`target_id`,`id`);--> statement-breakpoint
CREATE INDEX `moderation_logs_actor_idx` ON `moderation_logs` (`actor_id`,`id`);--> statement-breakpoint
CREATE INDEX `moderation_logs_action_idx` ON `moderation_logs` (`action`,`id`);--> statement-breakpoint
CREATE INDEX `reports_status_idx` ON `reports` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `reports_target_idx` ON `reports` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `moments_created_idx` ON `moments` (`created_at`);--> statement-breakpoint
CREATE INDEX `articles_created_idx` ON `articles` (`created_at`);--> statement-breakpoint
CREATE INDEX `comments_created_idx` ON `comments` (`created_at`);