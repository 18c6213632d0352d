ALTER TABLE `nodes` ADD `questions` boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `moments` ADD `answer_comment_id` bigint unsigned;--> statement-breakpoint
ALTER TABLE `moments` ADD `answer_score_log_id` bigint unsigned;--> statement-breakpoint
CREATE INDEX `moments_node_status_answer_activity_idx` ON `moments` (`node_id`,`status`,`answer_comment_id`,`last_activity_at`,`id`);