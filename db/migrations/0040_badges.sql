CREATE TABLE `badge_awards` (
	`user_id` bigint unsigned NOT NULL,
	`slug` varchar(40) NOT NULL,
	`awarded_at` datetime(3) NOT NULL,
	`awarded_by` bigint unsigned,
	`reason` varchar(200) NOT NULL DEFAULT '',
	CONSTRAINT `badge_awards_user_id_slug_pk` PRIMARY KEY(`user_id`,`slug`)
);
--> statement-breakpoint
CREATE TABLE `badge_holders` (
	`id` int unsigned NOT NULL,
	`slug` varchar(40) NOT NULL,
	`holders` int unsigned NOT NULL DEFAULT 0,
	CONSTRAINT `badge_holders_id` PRIMARY KEY(`id`),
	CONSTRAINT `badge_holders_slug_unique` UNIQUE(`slug`)
);
--> statement-breakpoint
CREATE INDEX `badge_awards_slug_idx` ON `badge_awards` (`slug`,`awarded_at`,`user_id`);