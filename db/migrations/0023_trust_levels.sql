CREATE TABLE `signup_rules` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`kind` varchar(8) NOT NULL,
	`value` varchar(191) NOT NULL,
	`action` varchar(8) NOT NULL,
	`note` varchar(255) NOT NULL DEFAULT '',
	`created_by` bigint unsigned NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `signup_rules_id` PRIMARY KEY(`id`),
	CONSTRAINT `signup_rules_kind_value_unique` UNIQUE(`kind`,`value`,`action`)
);
--> statement-breakpoint
ALTER TABLE `users` ADD `trust_level` tinyint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `trust_level_locked` boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `days_visited` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `last_visit_day` date;--> statement-breakpoint
ALTER TABLE `users` ADD `flags_upheld_against` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `flags_agreed` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `flags_disagreed` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `signup_ip` varchar(64) DEFAULT '' NOT NULL;