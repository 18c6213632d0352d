CREATE TABLE `member_blocks` (
	`blocker_id` bigint unsigned NOT NULL,
	`blocked_id` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `member_blocks_blocker_id_blocked_id_pk` PRIMARY KEY(`blocker_id`,`blocked_id`)
);
--> statement-breakpoint
CREATE INDEX `member_blocks_blocked_idx` ON `member_blocks` (`blocked_id`,`blocker_id`);--> statement-breakpoint
CREATE INDEX `member_blocks_blocker_created_idx` ON `member_blocks` (`blocker_id`,`created_at`);