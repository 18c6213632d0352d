CREATE TABLE `api_keys` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`owner_id` bigint unsigned,
	`acts_as_id` bigint unsigned NOT NULL,
	`acts_as_system` boolean NOT NULL DEFAULT false,
	`name` varchar(64) NOT NULL,
	`token_hash` char(64) NOT NULL,
	`token_prefix` varchar(16) NOT NULL,
	`scopes` varchar(64) NOT NULL,
	`per_minute` int unsigned NOT NULL,
	`allowed_ips` text NOT NULL,
	`expires_at` datetime(3),
	`last_used_at` datetime(3),
	`last_used_ip` varchar(64) NOT NULL DEFAULT '',
	`revoked_at` datetime(3),
	`created_by` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `api_keys_id` PRIMARY KEY(`id`),
	CONSTRAINT `api_keys_token_unique` UNIQUE(`token_hash`)
);
--> statement-breakpoint
CREATE INDEX `api_keys_owner_idx` ON `api_keys` (`owner_id`,`id`);