CREATE TABLE `inbound_mails` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`message_id_hash` char(64) NOT NULL,
	`user_id` bigint unsigned NOT NULL DEFAULT 0,
	`sender` varchar(191) NOT NULL DEFAULT '',
	`outcome` varchar(16) NOT NULL,
	`reason` varchar(64) NOT NULL DEFAULT '',
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `inbound_mails_id` PRIMARY KEY(`id`),
	CONSTRAINT `inbound_mails_message_unique` UNIQUE(`message_id_hash`)
);
--> statement-breakpoint
CREATE TABLE `notification_choices` (
	`user_id` bigint unsigned NOT NULL,
	`kind` varchar(16) NOT NULL,
	`in_app` boolean NOT NULL,
	`email` boolean NOT NULL,
	`push` boolean NOT NULL,
	CONSTRAINT `notification_choices_user_id_kind_pk` PRIMARY KEY(`user_id`,`kind`)
);
--> statement-breakpoint
CREATE TABLE `push_devices` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`endpoint` varchar(1024) NOT NULL,
	`endpoint_hash` char(64) NOT NULL,
	`p256dh` varchar(128) NOT NULL,
	`auth` varchar(64) NOT NULL,
	`label` varchar(128) NOT NULL DEFAULT '',
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`last_pushed_at` datetime(3),
	CONSTRAINT `push_devices_id` PRIMARY KEY(`id`),
	CONSTRAINT `push_devices_endpoint_unique` UNIQUE(`endpoint_hash`)
);
--> statement-breakpoint
ALTER TABLE `users` ADD `locale` varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `digest_days` tinyint unsigned DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `last_digest_at` datetime(3);--> statement-breakpoint
CREATE INDEX `inbound_mails_created_idx` ON `inbound_mails` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `push_devices_user_idx` ON `push_devices` (`user_id`,`id`);