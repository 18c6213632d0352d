ALTER TABLE `checkins` ADD `day_rank` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
SET @plaza_rank_day := NULL;--> statement-breakpoint
SET @plaza_rank := 0;--> statement-breakpoint
UPDATE `checkins` SET `day_rank` = (@plaza_rank := IF(`day` <=> @plaza_rank_day, @plaza_rank + 1, 1 + LEAST(0, LENGTH(@plaza_rank_day := `day`)))) ORDER BY `day`, `created_at`, `user_id`;
