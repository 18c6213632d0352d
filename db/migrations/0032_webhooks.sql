CREATE TABLE `webhook_deliveries` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`endpoint_id` bigint unsigned NOT NULL,
	`event_id` varchar(40) NOT NULL,
	`event_type` varchar(40) NOT NULL,
	`event_key` varchar(64),
	`body` mediumtext NOT NULL,
	`status` varchar(16) NOT NULL DEFAULT 'pending',
	`attempts` int unsigned NOT NULL DEFAULT 0,
	`response_status` int,
	`response_excerpt` varchar(2048) NOT NULL DEFAULT '',
	`error` varchar(500) NOT NULL DEFAULT '',
	`duration_ms` int unsigned,
	`redelivery_of` bigint unsigned,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`attempted_at` datetime(3),
	`next_attempt_at` datetime(3),
	CONSTRAINT `webhook_deliveries_id` PRIMARY KEY(`id`),
	CONSTRAINT `webhook_deliveries_event_unique` UNIQUE(`endpoint_id`,`event_key`)
);
--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`url` varchar(2000) NOT NULL,
	`events` text NOT NULL,
	`secret` varchar(128) NOT NULL,
	`active` boolean NOT NULL DEFAULT true,
	`allow_private_addresses` boolean NOT NULL DEFAULT false,
	`failing_since` datetime(3),
	`disabled_at` datetime(3),
	`created_by` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `webhook_endpoints_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_idx` ON `webhook_deliveries` (`endpoint_id`,`id`);