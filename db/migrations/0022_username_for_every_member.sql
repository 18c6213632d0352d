CREATE TABLE `username_history` (
	`username` varchar(32) NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `username_history_username` PRIMARY KEY(`username`)
);
--> statement-breakpoint
ALTER TABLE `users` ADD `username_chosen` boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `users` SET `username_chosen` = true WHERE `username` IS NOT NULL;--> statement-breakpoint
UPDATE `users` AS `u` LEFT JOIN `users` AS `taken` ON `taken`.`username` = CONCAT('member', `u`.`id`) SET `u`.`username` = CONCAT('member', `u`.`id`) WHERE `u`.`username` IS NULL AND `taken`.`id` IS NULL AND `u`.`id` < 1000000;
