ALTER TABLE `users` ADD `read_all_at` datetime(3);--> statement-breakpoint
ALTER TABLE `users` ADD `read_all_comment_id` bigint unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `users` JOIN `read_marks` ON `read_marks`.`user_id` = `users`.`id` AND `read_marks`.`entity_type` = 9 AND `read_marks`.`entity_id` = 0 SET `users`.`read_all_at` = `read_marks`.`read_at`, `users`.`read_all_comment_id` = `read_marks`.`last_comment_id`;--> statement-breakpoint
DELETE FROM `read_marks` WHERE `entity_type` = 9;
