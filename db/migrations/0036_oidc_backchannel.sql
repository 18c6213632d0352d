ALTER TABLE `oidc_clients` ADD `backchannel_logout_uri` varchar(500);--> statement-breakpoint
ALTER TABLE `oidc_clients` ADD `backchannel_allow_private_addresses` boolean DEFAULT false NOT NULL;