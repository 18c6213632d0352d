CREATE TABLE `friend_links` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`title` varchar(80) NOT NULL,
	`url` varchar(512) NOT NULL,
	`summary` varchar(300) NOT NULL DEFAULT '',
	`logo` varchar(512) NOT NULL DEFAULT '',
	`sort_order` int NOT NULL DEFAULT 0,
	`status` tinyint NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `friend_links_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `search_documents` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`kind` tinyint NOT NULL,
	`entity_id` bigint unsigned NOT NULL,
	`node_id` bigint unsigned NOT NULL DEFAULT 0,
	`user_id` bigint unsigned NOT NULL DEFAULT 0,
	`title_tokens` text NOT NULL,
	`body_tokens` mediumtext NOT NULL,
	`published_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `search_documents_id` PRIMARY KEY(`id`),
	CONSTRAINT `search_documents_entity_unique` UNIQUE(`kind`,`entity_id`)
);
--> statement-breakpoint
CREATE INDEX `friend_links_status_sort_idx` ON `friend_links` (`status`,`sort_order`,`id`);--> statement-breakpoint
CREATE INDEX `search_documents_kind_published_idx` ON `search_documents` (`kind`,`published_at`,`id`);--> statement-breakpoint
CREATE FULLTEXT INDEX `search_documents_title_ft` ON `search_documents` (`title_tokens`);--> statement-breakpoint
CREATE FULLTEXT INDEX `search_documents_text_ft` ON `search_documents` (`title_tokens`,`body_tokens`);
