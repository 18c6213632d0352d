CREATE TABLE `account_deletions` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`scheduled_for` datetime(3) NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`erased_at` datetime(3),
	CONSTRAINT `account_deletions_id` PRIMARY KEY(`id`),
	CONSTRAINT `account_deletions_user_unique` UNIQUE(`user_id`)
);
--> statement-breakpoint
CREATE TABLE `account_exports` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`status` tinyint NOT NULL DEFAULT 0,
	`file` varchar(64) NOT NULL,
	`size` bigint unsigned NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`ready_at` datetime(3),
	`expires_at` datetime(3) NOT NULL,
	CONSTRAINT `account_exports_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE INDEX `account_exports_user_idx` ON `account_exports` (`user_id`,`id`);