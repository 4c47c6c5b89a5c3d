CREATE TABLE `booking_reminders` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`surety_sent_at` text,
	`surety_reminder_sent_at` text,
	`balance_sent_at` text,
	`balance_reminder_sent_at` text,
	`balance_d10_sent_at` text,
	`balance_d5_sent_at` text,
	`option_relaunch_sent_at` text,
	`pre_stay_sent_at` text,
	`last_error` text,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `surety_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`valid_until` text NOT NULL,
	`created_at` text NOT NULL,
	`recorded_at` text,
	`payment_id` integer,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `surety_requests_booking_idx` ON `surety_requests` (`booking_id`);