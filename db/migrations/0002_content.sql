CREATE TABLE `article_tags` (
	`article_id` bigint unsigned NOT NULL,
	`tag_id` bigint unsigned NOT NULL,
	CONSTRAINT `article_tags_article_id_tag_id_pk` PRIMARY KEY(`article_id`,`tag_id`)
);
--> statement-breakpoint
CREATE TABLE `moment_tags` (
	`moment_id` bigint unsigned NOT NULL,
	`tag_id` bigint unsigned NOT NULL,
	CONSTRAINT `moment_tags_moment_id_tag_id_pk` PRIMARY KEY(`moment_id`,`tag_id`)
);
--> statement-breakpoint
CREATE TABLE `nodes` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`name` varchar(40) NOT NULL,
	`description` varchar(300) NOT NULL DEFAULT '',
	`logo` varchar(512) NOT NULL DEFAULT '',
	`sort_order` int NOT NULL DEFAULT 0,
	`status` tinyint NOT NULL DEFAULT 0,
	`moment_count` int unsigned NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `nodes_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`name` varchar(32) NOT NULL,
	`moment_count` int unsigned NOT NULL DEFAULT 0,
	`article_count` int unsigned NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `tags_id` PRIMARY KEY(`id`),
	CONSTRAINT `tags_name_unique` UNIQUE(`name`)
);
--> statement-breakpoint
CREATE TABLE `moments` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`node_id` bigint unsigned NOT NULL DEFAULT 0,
	`type` tinyint NOT NULL DEFAULT 0,
	`title` varchar(200) NOT NULL DEFAULT '',
	`content` mediumtext NOT NULL,
	`content_text` mediumtext NOT NULL,
	`excerpt` varchar(400) NOT NULL DEFAULT '',
	`images` text NOT NULL,
	`hidden_content` mediumtext NOT NULL,
	`ip` varchar(64) NOT NULL DEFAULT '',
	`ip_location` varchar(64) NOT NULL DEFAULT '',
	`status` tinyint NOT NULL DEFAULT 0,
	`sticky` boolean NOT NULL DEFAULT false,
	`recommended` boolean NOT NULL DEFAULT false,
	`view_count` int unsigned NOT NULL DEFAULT 0,
	`like_count` int unsigned NOT NULL DEFAULT 0,
	`favorite_count` int unsigned NOT NULL DEFAULT 0,
	`comment_count` int unsigned NOT NULL DEFAULT 0,
	`last_activity_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `moments_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `articles` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`title` varchar(200) NOT NULL,
	`content` mediumtext NOT NULL,
	`content_text` mediumtext NOT NULL,
	`excerpt` varchar(400) NOT NULL DEFAULT '',
	`cover` varchar(512) NOT NULL DEFAULT '',
	`ip` varchar(64) NOT NULL DEFAULT '',
	`ip_location` varchar(64) NOT NULL DEFAULT '',
	`status` tinyint NOT NULL DEFAULT 0,
	`view_count` int unsigned NOT NULL DEFAULT 0,
	`like_count` int unsigned NOT NULL DEFAULT 0,
	`favorite_count` int unsigned NOT NULL DEFAULT 0,
	`comment_count` int unsigned NOT NULL DEFAULT 0,
	`published_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	`updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `articles_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `comments` (
	`id` bigint unsigned AUTO_INCREMENT NOT NULL,
	`entity_type` tinyint NOT NULL,
	`entity_id` bigint unsigned NOT NULL,
	`user_id` bigint unsigned NOT NULL,
	`parent_id` bigint unsigned NOT NULL DEFAULT 0,
	`reply_to_id` bigint unsigned NOT NULL DEFAULT 0,
	`reply_to_user_id` bigint unsigned NOT NULL DEFAULT 0,
	`content` text NOT NULL,
	`images` text NOT NULL,
	`ip_location` varchar(64) NOT NULL DEFAULT '',
	`status` tinyint NOT NULL DEFAULT 0,
	`like_count` int unsigned NOT NULL DEFAULT 0,
	`reply_count` int unsigned NOT NULL DEFAULT 0,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `comments_id` PRIMARY KEY(`id`)
);
--> statement-breakpoint
CREATE TABLE `favorites` (
	`user_id` bigint unsigned NOT NULL,
	`entity_type` tinyint NOT NULL,
	`entity_id` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `favorites_user_id_entity_type_entity_id_pk` PRIMARY KEY(`user_id`,`entity_type`,`entity_id`)
);
--> statement-breakpoint
CREATE TABLE `likes` (
	`user_id` bigint unsigned NOT NULL,
	`entity_type` tinyint NOT NULL,
	`entity_id` bigint unsigned NOT NULL,
	`created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
	CONSTRAINT `likes_user_id_entity_type_entity_id_pk` PRIMARY KEY(`user_id`,`entity_type`,`entity_id`)
);
--> statement-breakpoint
CREATE INDEX `article_tags_tag_idx` ON `article_tags` (`tag_id`,`article_id`);--> statement-breakpoint
CREATE INDEX `moment_tags_tag_idx` ON `moment_tags` (`tag_id`,`moment_id`);--> statement-breakpoint
CREATE INDEX `nodes_status_sort_idx` ON `nodes` (`status`,`sort_order`,`id`);--> statement-breakpoint
CREATE INDEX `moments_status_activity_idx` ON `moments` (`status`,`last_activity_at`,`id`);--> statement-breakpoint
CREATE INDEX `moments_status_sticky_idx` ON `moments` (`status`,`sticky`,`last_activity_at`,`id`);--> statement-breakpoint
CREATE INDEX `moments_status_recommended_idx` ON `moments` (`status`,`recommended`,`last_activity_at`,`id`);--> statement-breakpoint
CREATE INDEX `moments_node_status_activity_idx` ON `moments` (`node_id`,`status`,`last_activity_at`,`id`);--> statement-breakpoint
CREATE INDEX `moments_user_status_idx` ON `moments` (`user_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `articles_status_published_idx` ON `articles` (`status`,`published_at`,`id`);--> statement-breakpoint
CREATE INDEX `articles_user_status_idx` ON `articles` (`user_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `comments_entity_parent_idx` ON `comments` (`entity_type`,`entity_id`,`parent_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `comments_user_entity_idx` ON `comments` (`user_id`,`entity_type`,`entity_id`);--> statement-breakpoint
CREATE INDEX `favorites_entity_idx` ON `favorites` (`entity_type`,`entity_id`);--> statement-breakpoint
CREATE INDEX `favorites_user_created_idx` ON `favorites` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `likes_entity_idx` ON `likes` (`entity_type`,`entity_id`);