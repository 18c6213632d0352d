CREATE TABLE `oidc_clients` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`client_id` varchar(64) NOT NULL,
	`name` varchar(100) NOT NULL,
	`secret_sealed` varchar(255) NOT NULL,
	`redirect_uris` text NOT NULL,
	`post_logout_redirect_uris` text NOT NULL,
	`created_by` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `oidc_clients_id` PRIMARY KEY(`id`),
	CONSTRAINT `oidc_clients_client_id_uq` UNIQUE(`client_id`)
);
--> statement-breakpoint
CREATE TABLE `oidc_keys` (
	`kind` varchar(32) NOT NULL,
	`sealed` mediumtext NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `oidc_keys_kind` PRIMARY KEY(`kind`)
);
--> statement-breakpoint
CREATE TABLE `oidc_payloads` (
	`model` varchar(40) NOT NULL,
	`id` varchar(128) NOT NULL,
	`payload` mediumtext NOT NULL,
	`grant_id` varchar(128),
	`user_code` varchar(128),
	`uid` varchar(128),
	`account_id` varchar(64),
	`client_id` varchar(64),
	`expires_at` datetime(3),
	`consumed_at` datetime(3),
	CONSTRAINT `oidc_payloads_pk` PRIMARY KEY(`model`,`id`)
);
--> statement-breakpoint
CREATE INDEX `oidc_payloads_grant_idx` ON `oidc_payloads` (`grant_id`);--> statement-breakpoint
CREATE INDEX `oidc_payloads_uid_idx` ON `oidc_payloads` (`model`,`uid`);--> statement-breakpoint
CREATE INDEX `oidc_payloads_user_code_idx` ON `oidc_payloads` (`model`,`user_code`);--> statement-breakpoint
CREATE INDEX `oidc_payloads_account_idx` ON `oidc_payloads` (`model`,`account_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `oidc_payloads_client_idx` ON `oidc_payloads` (`client_id`);--> statement-breakpoint
CREATE INDEX `oidc_payloads_expires_idx` ON `oidc_payloads` (`expires_at`);