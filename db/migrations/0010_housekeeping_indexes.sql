CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `rate_limit_buckets_window_idx` ON `rate_limit_buckets` (`window_start`);--> statement-breakpoint
CREATE INDEX `email_tokens_expires_idx` ON `email_tokens` (`expires_at`);--> statement-breakpoint
CREATE INDEX `sms_codes_expires_idx` ON `sms_codes` (`expires_at`);--> statement-breakpoint
CREATE INDEX `two_factor_challenges_expires_idx` ON `two_factor_challenges` (`expires_at`);