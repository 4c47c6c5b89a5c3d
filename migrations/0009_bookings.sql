CREATE TABLE `booking_animals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`occupancy_id` integer NOT NULL,
	`animal_type_id` integer NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`name` text,
	FOREIGN KEY (`occupancy_id`) REFERENCES `occupancies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_animals_occupancy_idx` ON `booking_animals` (`occupancy_id`);--> statement-breakpoint
CREATE TABLE `booking_drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer,
	`user_id` integer NOT NULL,
	`body` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_drafts_user_idx` ON `booking_drafts` (`user_id`);--> statement-breakpoint
CREATE TABLE `booking_extras` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`occupancy_id` integer NOT NULL,
	`extra_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	FOREIGN KEY (`occupancy_id`) REFERENCES `occupancies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`extra_id`) REFERENCES `extras`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `booking_extras_occupancy_idx` ON `booking_extras` (`occupancy_id`);--> statement-breakpoint
CREATE INDEX `booking_extras_extra_idx` ON `booking_extras` (`extra_id`,`start_date`);--> statement-breakpoint
CREATE TABLE `booking_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`occupancy_id` integer,
	`kind` integer NOT NULL,
	`key` text NOT NULL,
	`label` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_cents` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`vat_bp` integer NOT NULL,
	`basis` text NOT NULL,
	`is_outside_vat_base` integer DEFAULT false NOT NULL,
	`is_price_manually_changed` integer DEFAULT false NOT NULL,
	`is_partner_line` integer DEFAULT false NOT NULL,
	`explain` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`occupancy_id`) REFERENCES `occupancies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_lines_booking_idx` ON `booking_lines` (`booking_id`);--> statement-breakpoint
CREATE INDEX `booking_lines_occupancy_idx` ON `booking_lines` (`occupancy_id`);--> statement-breakpoint
CREATE TABLE `booking_vehicles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`occupancy_id` integer NOT NULL,
	`vehicle_type_id` integer NOT NULL,
	`brand` text,
	`plate` text,
	FOREIGN KEY (`occupancy_id`) REFERENCES `occupancies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_vehicles_occupancy_idx` ON `booking_vehicles` (`occupancy_id`);--> statement-breakpoint
CREATE INDEX `booking_vehicles_plate_idx` ON `booking_vehicles` (`plate`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text,
	`quote_number` text,
	`customer_id` integer NOT NULL,
	`kind` integer NOT NULL,
	`state` text DEFAULT 'NORMAL' NOT NULL,
	`is_validated` integer DEFAULT false NOT NULL,
	`partner_id` integer,
	`channel_id` integer,
	`option_valid_until` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	`tourist_tax_cents` integer DEFAULT 0 NOT NULL,
	`down_payment_cents` integer DEFAULT 0 NOT NULL,
	`down_payment_due_date` text,
	`balance_cents` integer DEFAULT 0 NOT NULL,
	`balance_due_date` text,
	`insurance_cents` integer DEFAULT 0 NOT NULL,
	`commission_cents` integer DEFAULT 0 NOT NULL,
	`surety_cents` integer DEFAULT 0 NOT NULL,
	`paid_cents` integer DEFAULT 0 NOT NULL,
	`frozen_tourist_tax_cents` integer,
	`frozen_additional_tax_cents` integer,
	`cancellation_reason` text,
	`cancelled_at` text,
	`deletion_reason` text,
	`deleted_at` text,
	`reference` text,
	`internet_reference` text,
	`bill_number` text,
	`bill_date` text,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`channel_id`) REFERENCES `access_channels`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_code_unique` ON `bookings` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_quote_number_unique` ON `bookings` (`quote_number`);--> statement-breakpoint
CREATE INDEX `bookings_customer_idx` ON `bookings` (`customer_id`);--> statement-breakpoint
CREATE INDEX `bookings_dates_idx` ON `bookings` (`start_date`,`end_date`);--> statement-breakpoint
CREATE INDEX `bookings_partner_idx` ON `bookings` (`partner_id`);--> statement-breakpoint
CREATE TABLE `occupancies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`place_id` integer NOT NULL,
	`place_type_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`equipment` text,
	`stay_kind` text DEFAULT 'NORMAL' NOT NULL,
	`allotment_id` integer,
	`is_locked` integer DEFAULT false NOT NULL,
	`is_cancelled` integer DEFAULT false NOT NULL,
	`is_arrived` integer DEFAULT false NOT NULL,
	`arrived_at` text,
	`is_gone` integer DEFAULT false NOT NULL,
	`gone_at` text,
	`early_departure_from` text,
	`holds_place` integer DEFAULT false NOT NULL,
	`persons_count` integer DEFAULT 0 NOT NULL,
	`grid_id` integer,
	`grid_version` integer,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`place_type_id`) REFERENCES `place_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`allotment_id`) REFERENCES `partner_allotments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `occupancies_booking_idx` ON `occupancies` (`booking_id`);--> statement-breakpoint
CREATE INDEX `occupancies_place_holding_idx` ON `occupancies` (`place_id`,`start_date`) WHERE "occupancies"."holds_place" = 1;--> statement-breakpoint
CREATE INDEX `occupancies_dates_idx` ON `occupancies` (`start_date`);--> statement-breakpoint
CREATE INDEX `occupancies_end_idx` ON `occupancies` (`end_date`);--> statement-breakpoint
CREATE TABLE `occupants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`occupancy_id` integer NOT NULL,
	`civility_id` integer,
	`first_name` text,
	`last_name` text,
	`birth_date` text,
	`age_category_id` integer NOT NULL,
	`nationality_id` integer,
	`tax_exemption` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`occupancy_id`) REFERENCES `occupancies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `occupants_occupancy_idx` ON `occupants` (`occupancy_id`);--> statement-breakpoint
CREATE INDEX `occupants_birth_idx` ON `occupants` (`birth_date`);--> statement-breakpoint
CREATE TABLE `place_locks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`draft_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`place_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`draft_id`) REFERENCES `booking_drafts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `place_locks_place_idx` ON `place_locks` (`place_id`,`start_date`);--> statement-breakpoint
CREATE INDEX `place_locks_draft_idx` ON `place_locks` (`draft_id`);