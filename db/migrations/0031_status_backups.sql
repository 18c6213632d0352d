CREATE TABLE `backup_runs` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`scheduled_for` datetime(3),
	`started_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`finished_at` datetime(3),
	`file` varchar(100) NOT NULL DEFAULT '',
	`size_bytes` bigint unsigned NOT NULL DEFAULT 0,
	`error` varchar(1000) NOT NULL DEFAULT '',
	`removed_at` datetime(3),
	CONSTRAINT `backup_runs_id` PRIMARY KEY(`id`),
	CONSTRAINT `backup_runs_slot_unique` UNIQUE(`scheduled_for`)
);
--> statement-breakpoint
CREATE TABLE `metric_samples` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`process` varchar(100) NOT NULL,
	`minute` datetime(3) NOT NULL,
	`requests` int unsigned NOT NULL DEFAULT 0,
	`errors` int unsigned NOT NULL DEFAULT 0,
	`latency_buckets` varchar(400) NOT NULL DEFAULT '{}',
	`latency_sum_ms` bigint unsigned NOT NULL DEFAULT 0,
	`cache_hits` int unsigned NOT NULL DEFAULT 0,
	`cache_misses` int unsigned NOT NULL DEFAULT 0,
	CONSTRAINT `metric_samples_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE INDEX `backup_runs_started_idx` ON `backup_runs` (`started_at`);--> statement-breakpoint
CREATE INDEX `metric_samples_minute_idx` ON `metric_samples` (`minute`);