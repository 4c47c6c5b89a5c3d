CREATE TABLE `access_channels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_channels_code_unique` ON `access_channels` (upper("code"));--> statement-breakpoint
CREATE TABLE `features` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`icon` text,
	`color` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `layouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`description` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `place_channels` (
	`place_id` integer NOT NULL,
	`channel_id` integer NOT NULL,
	PRIMARY KEY(`place_id`, `channel_id`),
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`channel_id`) REFERENCES `access_channels`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `place_families` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`color` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `place_features` (
	`place_id` integer NOT NULL,
	`feature_id` integer NOT NULL,
	PRIMARY KEY(`place_id`, `feature_id`),
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`feature_id`) REFERENCES `features`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `place_features_feature_idx` ON `place_features` (`feature_id`);--> statement-breakpoint
CREATE TABLE `place_ranking` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`stars` integer,
	`decision_number` text,
	`decision_date` text,
	`touring_pitches` integer DEFAULT 0 NOT NULL,
	`rental_pitches` integer DEFAULT 0 NOT NULL,
	`residential_pitches` integer DEFAULT 0 NOT NULL,
	`total_surface` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `place_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`availability_mode` text DEFAULT 'PLACE' NOT NULL,
	`place_ordering` text DEFAULT 'TYPE_NUMBER' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `place_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`short_code` text NOT NULL,
	`family_id` integer,
	`kind` text NOT NULL,
	`capacity` integer DEFAULT 0 NOT NULL,
	`min_persons` integer DEFAULT 1 NOT NULL,
	`max_persons` integer DEFAULT 1 NOT NULL,
	`surface` integer,
	`beds` integer DEFAULT 0 NOT NULL,
	`bedrooms` integer DEFAULT 0 NOT NULL,
	`insee_type` text NOT NULL,
	`is_insee_included` integer DEFAULT true NOT NULL,
	`accounting_code` text,
	`tva_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `place_families`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tva_id`) REFERENCES `tva_rates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `places` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`name` text,
	`type_id` integer NOT NULL,
	`layout_id` integer,
	`capacity` integer DEFAULT 0 NOT NULL,
	`plan_x` integer,
	`plan_y` integer,
	`accounting_code` text,
	`tva_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`type_id`) REFERENCES `place_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`layout_id`) REFERENCES `layouts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tva_id`) REFERENCES `tva_rates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `places_number_unique` ON `places` (lower("number"));--> statement-breakpoint
CREATE INDEX `places_type_idx` ON `places` (`type_id`);--> statement-breakpoint
CREATE TABLE `unavailabilities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`place_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `unavailabilities_place_idx` ON `unavailabilities` (`place_id`,`start_date`);