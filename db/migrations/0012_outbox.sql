CREATE TABLE `outbox_events` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`type` varchar(64) NOT NULL,
	`payload` mediumtext NOT NULL,
	`attempts` int unsigned NOT NULL DEFAULT 0,
	`available_at` datetime(3) NOT NULL,
	`claim_token` varchar(32) NOT NULL DEFAULT '',
	`last_error` varchar(500) NOT NULL DEFAULT '',
	`gave_up_at` datetime(3),
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `outbox_events_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE INDEX `outbox_events_due_idx` ON `outbox_events` (`gave_up_at`,`available_at`);