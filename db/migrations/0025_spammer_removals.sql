CREATE TABLE `spammer_removals` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`actor_id` bigint unsigned NOT NULL,
	`removed` mediumtext NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`restored_at` datetime(3),
	`restored_by` bigint unsigned NOT NULL DEFAULT 0,
	CONSTRAINT `spammer_removals_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE INDEX `spammer_removals_user_idx` ON `spammer_removals` (`user_id`,`id`);