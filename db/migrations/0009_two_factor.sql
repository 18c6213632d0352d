CREATE TABLE `two_factor_challenges` (
	`id` char(64) NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`redirect` varchar(512) NOT NULL,
	`attempts` int NOT NULL DEFAULT 0,
	`expires_at` datetime(3) NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `two_factor_challenges_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `two_factor_recovery_codes` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`code_hash` char(64) NOT NULL,
	`used_at` datetime(3),
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `two_factor_recovery_codes_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `user_two_factor` (
	`user_id` bigint unsigned NOT NULL,
	`secret_cipher` varchar(255) NOT NULL,
	`enabled_at` datetime(3),
	`last_step` bigint NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `user_two_factor_user_id` PRIMARY KEY(`user_id`)
);
--> statement-breakpoint
CREATE INDEX `two_factor_challenges_user_idx` ON `two_factor_challenges` (`user_id`);--> statement-breakpoint
CREATE INDEX `two_factor_recovery_user_idx` ON `two_factor_recovery_codes` (`user_id`,`code_hash`);