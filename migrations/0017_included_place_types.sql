CREATE TABLE `price_grid_option_included_types` (
	`option_id` integer NOT NULL,
	`place_type_id` integer NOT NULL,
	PRIMARY KEY(`option_id`, `place_type_id`),
	FOREIGN KEY (`option_id`) REFERENCES `price_grid_options`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`place_type_id`) REFERENCES `place_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `bookings` DROP COLUMN `frozen_tourist_tax_cents`;--> statement-breakpoint
ALTER TABLE `bookings` DROP COLUMN `frozen_additional_tax_cents`;