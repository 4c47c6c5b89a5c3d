CREATE TABLE `customer_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`position` integer NOT NULL,
	`address1` text,
	`address2` text,
	`address3` text,
	`postal_code` text,
	`town` text,
	`country_id` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `customer_addresses_customer` ON `customer_addresses` (`customer_id`,`position`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`civility_id` integer,
	`first_name` text,
	`last_name` text,
	`phone` text,
	`mobile` text,
	`email` text,
	`birth_date` text,
	`birth_place` text,
	`nationality_id` integer,
	`language_id` integer,
	`is_legal_entity` integer DEFAULT false NOT NULL,
	`company_name` text,
	`siret` text,
	`vat_number` text,
	`newsletter` integer DEFAULT false NOT NULL,
	`loyalty_number` text,
	`notes` text,
	`sort_name` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`civility_id`) REFERENCES `civilities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`nationality_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_code_unique` ON `customers` (`code`);--> statement-breakpoint
CREATE INDEX `customers_sort_name` ON `customers` (`sort_name`,`id`);--> statement-breakpoint
CREATE INDEX `customers_email` ON `customers` (`email`);--> statement-breakpoint
CREATE TABLE `currencies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`iso_code` text NOT NULL,
	`name` text NOT NULL,
	`symbol` text NOT NULL,
	`exchange_rate` real DEFAULT 1 NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `currencies_iso_unique` ON `currencies` (upper("iso_code"));--> statement-breakpoint
CREATE TABLE `establishments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`corporate_name` text DEFAULT '' NOT NULL,
	`short_name` text,
	`legal_form` text,
	`capital_cents` integer,
	`naf_code` text,
	`siret` text,
	`siren` text,
	`rcs` text,
	`trade_register_number` text,
	`registration_city` text,
	`vat_number` text,
	`address1` text,
	`address2` text,
	`postal_code` text,
	`town` text,
	`country_id` integer,
	`phone` text,
	`email` text,
	`website` text,
	`logo_file` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `preference_groups` (
	`provider_id` integer PRIMARY KEY NOT NULL,
	`type` text DEFAULT 'GROUPE' NOT NULL,
	`is_client_sync_active` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `civilities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `countries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`iso_code` text NOT NULL,
	`name` text NOT NULL,
	`nationality` text,
	`language_id` integer,
	`is_eu` integer DEFAULT false NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `countries_iso_unique` ON `countries` (upper("iso_code"));--> statement-breakpoint
CREATE TABLE `languages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `languages_code_unique` ON `languages` (lower("code"));--> statement-breakpoint
CREATE TABLE `app_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `group_rights` (
	`group_id` integer NOT NULL,
	`functionality` text NOT NULL,
	`code` text NOT NULL,
	`can_export` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`group_id`, `functionality`),
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `groups_name_unique` ON `groups` (lower("name"));--> statement-breakpoint
CREATE TABLE `header_custom_names` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`header_id` integer NOT NULL,
	`custom_name` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `header_custom_names_header` ON `header_custom_names` (`header_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`ip` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_last_seen` ON `sessions` (`last_seen_at`);--> statement-breakpoint
CREATE TABLE `user_groups` (
	`user_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `group_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_groups_group` ON `user_groups` (`group_id`);--> statement-breakpoint
CREATE TABLE `user_rights` (
	`user_id` integer NOT NULL,
	`functionality` text NOT NULL,
	`code` text NOT NULL,
	`can_export` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`user_id`, `functionality`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`login` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`password_hash` text NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_systeme` integer DEFAULT false NOT NULL,
	`is_technical` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_test_account` integer DEFAULT false NOT NULL,
	`concurrent_access_count` integer DEFAULT 0 NOT NULL,
	`has_specific_rights` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_login_unique` ON `users` (lower("login"));