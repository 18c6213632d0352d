CREATE TABLE `signup_rules` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`kind` varchar(8) NOT NULL,
	`value` varchar(191) NOT NULL,
	`action` varchar(8) NOT NULL,
	`note` varchar(255) NOT NULL DEFAULT '',
	`created_by` bigint unsigned NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `signup_rules_id` PRIMARY KEY(`id`),
	CONSTRAINT `signup_rules_kind_value_unique` UNIQUE(`kind`,`value`,`action`)
);
