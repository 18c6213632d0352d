CREATE TABLE `signup_invitations` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`code_hash` char(64) NOT NULL,
	`created_by` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`expires_at` datetime(3) NOT NULL,
	`used_by` bigint unsigned,
	`used_at` datetime(3),
	`revoked_at` datetime(3),
	CONSTRAINT `signup_invitations_id` PRIMARY KEY(`id`),
	CONSTRAINT `signup_invitations_code_unique` UNIQUE(`code_hash`)
);
--> statement-breakpoint
CREATE INDEX `signup_invitations_creator_idx` ON `signup_invitations` (`created_by`,`id`);