ALTER TABLE `users` ADD `trust_level` tinyint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `trust_level_locked` boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `days_visited` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `last_visit_day` date;--> statement-breakpoint
ALTER TABLE `users` ADD `flags_upheld_against` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `flags_agreed` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `flags_disagreed` int unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `signup_ip` varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Accounts made before trust levels were trusted under the old rules: they start as members, not new.
UPDATE `users` SET `trust_level` = 1;
