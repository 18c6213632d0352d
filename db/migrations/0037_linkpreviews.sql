CREATE TABLE `link_previews` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`url_hash` char(64) NOT NULL,
	`url` varchar(2048) NOT NULL,
	`status` tinyint NOT NULL DEFAULT 0,
	`title` varchar(300) NOT NULL DEFAULT '',
	`description` varchar(500) NOT NULL DEFAULT '',
	`site_name` varchar(100) NOT NULL DEFAULT '',
	`image_path` varchar(191) NOT NULL DEFAULT '',
	`fetched_at` datetime(3) NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `link_previews_id` PRIMARY KEY(`id`),
	CONSTRAINT `link_previews_url_hash_unique` UNIQUE(`url_hash`)
);
--> statement-breakpoint
CREATE INDEX `link_previews_fetched_idx` ON `link_previews` (`fetched_at`);