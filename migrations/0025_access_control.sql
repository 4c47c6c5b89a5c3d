CREATE TABLE `access_credentials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`occupancy_id` integer NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`revoked_at` text,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`occupancy_id`) REFERENCES `occupancies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_credentials_live_value_idx` ON `access_credentials` (`kind`,`value`) WHERE revoked_at IS NULL;--> statement-breakpoint
CREATE INDEX `access_credentials_booking_idx` ON `access_credentials` (`booking_id`);--> statement-breakpoint
CREATE TABLE `access_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`kind` text NOT NULL,
	`key_hash` text NOT NULL,
	`key_hint` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`revoked_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_devices_key_idx` ON `access_devices` (`key_hash`);--> statement-breakpoint
CREATE TABLE `access_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`day` text NOT NULL,
	`device_id` integer NOT NULL,
	`credential_kind` text NOT NULL,
	`value` text NOT NULL,
	`credential_id` integer,
	`occupancy_id` integer,
	`booking_id` integer,
	`is_allowed` integer NOT NULL,
	`reason` text NOT NULL,
	FOREIGN KEY (`device_id`) REFERENCES `access_devices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`credential_id`) REFERENCES `access_credentials`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `access_log_at_idx` ON `access_log` (`at`);--> statement-breakpoint
CREATE INDEX `access_log_tokens_idx` ON `access_log` (`occupancy_id`,`day`,`device_id`);