CREATE TABLE `content_revisions` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`kind` tinyint NOT NULL,
	`entity_id` bigint unsigned NOT NULL,
	`revision` int unsigned NOT NULL,
	`editor_id` bigint unsigned NOT NULL,
	`title` varchar(200) NOT NULL DEFAULT '',
	`body` mediumtext NOT NULL,
	`body_text` mediumtext NOT NULL,
	`extra` text NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `content_revisions_id` PRIMARY KEY(`id`),
	CONSTRAINT `content_revisions_item_idx` UNIQUE(`kind`,`entity_id`,`revision`)
);
--> statement-breakpoint
ALTER TABLE `moments` ADD `edited_at` datetime(3);--> statement-breakpoint
ALTER TABLE `moments` ADD `revision_count` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `edited_at` datetime(3);--> statement-breakpoint
ALTER TABLE `articles` ADD `revision_count` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `edited_at` datetime(3);--> statement-breakpoint
ALTER TABLE `comments` ADD `revision_count` int unsigned DEFAULT 0 NOT NULL;