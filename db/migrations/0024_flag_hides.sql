CREATE TABLE `flag_hides` (
	`target_type` varchar(16) NOT NULL,
	`target_id` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `flag_hides_target_type_target_id_pk` PRIMARY KEY(`target_type`,`target_id`)
);
