CREATE TABLE `poll_options` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`poll_id` bigint unsigned NOT NULL,
	`position` smallint unsigned NOT NULL,
	`label` varchar(100) NOT NULL,
	`vote_count` int unsigned NOT NULL DEFAULT 0,
	CONSTRAINT `poll_options_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `poll_votes` (
	`poll_id` bigint unsigned NOT NULL,
	`option_id` bigint unsigned NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `poll_votes_poll_id_user_id_option_id_pk` PRIMARY KEY(`poll_id`,`user_id`,`option_id`)
);
--> statement-breakpoint
CREATE TABLE `polls` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`entity_type` tinyint NOT NULL,
	`entity_id` bigint unsigned NOT NULL,
	`multiple` boolean NOT NULL DEFAULT false,
	`results_visibility` enum('voted','always','closed') NOT NULL DEFAULT 'voted',
	`public_votes` boolean NOT NULL DEFAULT false,
	`closes_at` datetime(3),
	`closed_at` datetime(3),
	`voter_count` int unsigned NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `polls_id` PRIMARY KEY(`id`),
	CONSTRAINT `polls_entity_unique` UNIQUE(`entity_type`,`entity_id`)
);
--> statement-breakpoint
ALTER TABLE `moments` ADD `has_poll` boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `has_poll` boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `poll_options_poll_idx` ON `poll_options` (`poll_id`,`position`);--> statement-breakpoint
CREATE INDEX `poll_votes_option_idx` ON `poll_votes` (`option_id`,`created_at`,`user_id`);