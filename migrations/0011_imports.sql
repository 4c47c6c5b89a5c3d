CREATE TABLE `booking_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel_id` integer NOT NULL,
	`external_reference` text NOT NULL,
	`received_at` text NOT NULL,
	`payload` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text,
	`arrival_date` text NOT NULL,
	`departure_date` text NOT NULL,
	`place_type_id` integer,
	`place_id` integer,
	`persons_count` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`paid_cents` integer DEFAULT 0 NOT NULL,
	`decision` text DEFAULT 'PENDING' NOT NULL,
	`is_forced` integer DEFAULT false NOT NULL,
	`decided_by` integer,
	`decided_at` text,
	`refusal_reason` text,
	`integration_flag` text DEFAULT 'BLANK' NOT NULL,
	`booking_id` integer,
	`customer_id` integer,
	`integration_error` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`channel_id`) REFERENCES `access_channels`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_imports_reference_unique` ON `booking_imports` (`channel_id`,`external_reference`);--> statement-breakpoint
CREATE INDEX `booking_imports_received_idx` ON `booking_imports` (`received_at`);--> statement-breakpoint
CREATE INDEX `booking_imports_arrival_idx` ON `booking_imports` (`arrival_date`);--> statement-breakpoint
CREATE TABLE `channel_api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel_id` integer NOT NULL,
	`label` text NOT NULL,
	`key_hash` text NOT NULL,
	`key_prefix` text NOT NULL,
	`last_used_at` text,
	`revoked_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`channel_id`) REFERENCES `access_channels`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `channel_api_keys_hash_unique` ON `channel_api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `channel_api_keys_channel_idx` ON `channel_api_keys` (`channel_id`);