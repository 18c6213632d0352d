CREATE TABLE `content_fingerprints` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`fingerprint` char(64) NOT NULL,
	`item_kind` varchar(8) NOT NULL,
	`item_id` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`expires_at` datetime(3) NOT NULL,
	CONSTRAINT `content_fingerprints_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
DROP INDEX `comments_user_entity_idx` ON `comments`;--> statement-breakpoint
CREATE INDEX `content_fingerprints_user_idx` ON `content_fingerprints` (`user_id`,`fingerprint`,`created_at`);--> statement-breakpoint
CREATE INDEX `content_fingerprints_expires_idx` ON `content_fingerprints` (`expires_at`);--> statement-breakpoint
CREATE INDEX `comments_status_idx` ON `comments` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `comments_user_entity_idx` ON `comments` (`user_id`,`entity_type`,`entity_id`,`status`);