CREATE TABLE `reaction_counts` (
	`entity_type` tinyint NOT NULL,
	`entity_id` bigint unsigned NOT NULL,
	`reaction` tinyint unsigned NOT NULL,
	`count` int unsigned NOT NULL DEFAULT 0,
	CONSTRAINT `reaction_counts_entity_type_entity_id_reaction_pk` PRIMARY KEY(`entity_type`,`entity_id`,`reaction`)
);
--> statement-breakpoint
DROP INDEX `likes_entity_idx` ON `likes`;--> statement-breakpoint
ALTER TABLE `likes` ADD `reaction` tinyint unsigned DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `likes_entity_reaction_idx` ON `likes` (`entity_type`,`entity_id`,`reaction`);