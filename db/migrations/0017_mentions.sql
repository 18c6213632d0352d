CREATE TABLE `mention_notices` (
	`kind` tinyint NOT NULL,
	`entity_id` bigint unsigned NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `mention_notices_kind_entity_id_user_id_pk` PRIMARY KEY(`kind`,`entity_id`,`user_id`)
);
