CREATE TABLE `read_marks` (
	`user_id` bigint unsigned NOT NULL,
	`entity_type` tinyint NOT NULL,
	`entity_id` bigint unsigned NOT NULL,
	`last_comment_id` bigint unsigned NOT NULL DEFAULT 0,
	`read_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `read_marks_user_id_entity_type_entity_id_pk` PRIMARY KEY(`user_id`,`entity_type`,`entity_id`)
);
--> statement-breakpoint
CREATE TABLE `watches` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`kind` tinyint NOT NULL,
	`target_id` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `watches_id` PRIMARY KEY(`id`),
	CONSTRAINT `watches_member_target_unique` UNIQUE(`user_id`,`kind`,`target_id`)
);
--> statement-breakpoint
CREATE INDEX `watches_target_idx` ON `watches` (`kind`,`target_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `watches_user_idx` ON `watches` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `comments_entity_unread_idx` ON `comments` (`entity_type`,`entity_id`,`id`,`status`,`user_id`);