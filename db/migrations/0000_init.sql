CREATE TABLE `users` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`username` varchar(32),
	`nickname` varchar(64) NOT NULL,
	`email` varchar(191),
	`email_verified` boolean NOT NULL DEFAULT false,
	`password_hash` varchar(255),
	`avatar` varchar(512) NOT NULL DEFAULT '',
	`small_avatar` varchar(512) NOT NULL DEFAULT '',
	`background` varchar(512) NOT NULL DEFAULT '',
	`signature` varchar(255) NOT NULL DEFAULT '',
	`homepage` varchar(512) NOT NULL DEFAULT '',
	`role` varchar(16) NOT NULL DEFAULT 'user',
	`status` tinyint NOT NULL DEFAULT 0,
	`score` int NOT NULL DEFAULT 0,
	`moment_count` int unsigned NOT NULL DEFAULT 0,
	`comment_count` int unsigned NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `users_id` PRIMARY KEY(`id`),
	CONSTRAINT `users_username_unique` UNIQUE(`username`),
	CONSTRAINT `users_email_unique` UNIQUE(`email`)
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` char(64) NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`expires_at` datetime(3) NOT NULL,
	`ip` varchar(64) NOT NULL DEFAULT '',
	`user_agent` varchar(255) NOT NULL DEFAULT '',
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `sessions_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `site_configs` (
	`config_key` varchar(64) NOT NULL,
	`config_value` text NOT NULL,
	`updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `site_configs_config_key` PRIMARY KEY(`config_key`)
);
--> statement-breakpoint
CREATE TABLE `rate_limit_buckets` (
	`bucket_key` varchar(191) NOT NULL,
	`window_start` datetime(3) NOT NULL,
	`hits` int unsigned NOT NULL DEFAULT 0,
	CONSTRAINT `rate_limit_buckets_bucket_key` PRIMARY KEY(`bucket_key`)
);
--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);