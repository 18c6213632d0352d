CREATE TABLE `drafts` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`draft_key` varchar(64) NOT NULL,
	`payload` mediumtext NOT NULL,
	`summary` varchar(255) NOT NULL DEFAULT '',
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `drafts_id` PRIMARY KEY(`id`),
	CONSTRAINT `drafts_user_key_idx` UNIQUE(`user_id`,`draft_key`)
);
--> statement-breakpoint
CREATE INDEX `drafts_user_updated_idx` ON `drafts` (`user_id`,`updated_at`,`id`);