CREATE TABLE `price_grid_occupant_prices` (
	`price_id` integer NOT NULL,
	`age_category_id` integer NOT NULL,
	`mode` integer NOT NULL,
	`cents` integer NOT NULL,
	`slices` text,
	PRIMARY KEY(`price_id`, `age_category_id`),
	FOREIGN KEY (`price_id`) REFERENCES `price_grid_prices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`age_category_id`) REFERENCES `age_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `price_grid_option_periods` (
	`option_id` integer NOT NULL,
	`period_id` integer NOT NULL,
	`cents` integer NOT NULL,
	PRIMARY KEY(`option_id`, `period_id`),
	FOREIGN KEY (`option_id`) REFERENCES `price_grid_options`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`period_id`) REFERENCES `price_grid_periods`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `price_grid_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`grid_id` integer NOT NULL,
	`kind` text NOT NULL,
	`ref_id` integer NOT NULL,
	`tva_id` integer NOT NULL,
	`cents` integer NOT NULL,
	`pricing` text,
	`is_included` integer DEFAULT false NOT NULL,
	`is_mandatory` integer DEFAULT false NOT NULL,
	`max_quantity` integer,
	FOREIGN KEY (`grid_id`) REFERENCES `price_grids`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tva_id`) REFERENCES `tva_rates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_grid_options_ref` ON `price_grid_options` (`grid_id`,`kind`,`ref_id`);--> statement-breakpoint
CREATE TABLE `price_grid_partners` (
	`grid_id` integer NOT NULL,
	`partner_id` integer NOT NULL,
	PRIMARY KEY(`grid_id`, `partner_id`),
	FOREIGN KEY (`grid_id`) REFERENCES `price_grids`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `price_grid_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`grid_id` integer NOT NULL,
	`label` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`duration` integer,
	FOREIGN KEY (`grid_id`) REFERENCES `price_grids`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `price_grid_periods_grid` ON `price_grid_periods` (`grid_id`,`start_date`);--> statement-breakpoint
CREATE TABLE `price_grid_prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`period_id` integer NOT NULL,
	`place_type_id` integer NOT NULL,
	`night_cents` integer,
	`first_nights_cents` integer,
	`special_nights_cents` integer,
	`weekend_cents` integer,
	`week_cents` integer,
	`extra_night_cents` integer,
	`package_cents` integer,
	FOREIGN KEY (`period_id`) REFERENCES `price_grid_periods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`place_type_id`) REFERENCES `place_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_grid_prices_cell` ON `price_grid_prices` (`period_id`,`place_type_id`);--> statement-breakpoint
CREATE TABLE `price_grid_versions` (
	`grid_id` integer NOT NULL,
	`version` integer NOT NULL,
	`saved_at` text NOT NULL,
	`grid` text NOT NULL,
	PRIMARY KEY(`grid_id`, `version`),
	FOREIGN KEY (`grid_id`) REFERENCES `price_grids`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `price_grids` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`history_version` integer DEFAULT 1 NOT NULL,
	`price_model` integer NOT NULL,
	`option_pricing` text DEFAULT 'stay' NOT NULL,
	`arrival_weekdays` text DEFAULT '[]' NOT NULL,
	`departure_weekdays` text DEFAULT '[]' NOT NULL,
	`first_nights_count` integer DEFAULT 0 NOT NULL,
	`special_weekdays` text DEFAULT '[]' NOT NULL,
	`week_discounts_bp` text DEFAULT '[]' NOT NULL,
	`min_nights_operator` text,
	`min_nights_value` integer,
	`included_persons` integer DEFAULT 0 NOT NULL,
	`min_persons` integer DEFAULT 1 NOT NULL,
	`max_persons` integer DEFAULT 1 NOT NULL,
	`booking_fee_cents` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `special_offer_grids` (
	`offer_id` integer NOT NULL,
	`grid_id` integer NOT NULL,
	PRIMARY KEY(`offer_id`, `grid_id`),
	FOREIGN KEY (`offer_id`) REFERENCES `special_offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`grid_id`) REFERENCES `price_grids`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `special_offer_grids_grid` ON `special_offer_grids` (`grid_id`);--> statement-breakpoint
CREATE TABLE `special_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` integer NOT NULL,
	`labels` text NOT NULL,
	`offer_start_date` text NOT NULL,
	`offer_end_date` text NOT NULL,
	`stay_start_date` text NOT NULL,
	`stay_end_date` text NOT NULL,
	`validity_start_date` text,
	`validity_end_date` text,
	`min_nights` integer,
	`max_nights` integer,
	`reduction` integer,
	`reduction_unit` text DEFAULT 'euro' NOT NULL,
	`application` text DEFAULT 'accommodation' NOT NULL,
	`min_persons` integer,
	`max_persons` integer,
	`nights_stayed` integer,
	`nights_paid` integer,
	`days_before_arrival` integer,
	`service_kind` text,
	`service_ref_id` integer,
	`deposit_mode` text,
	`deposit_rate` integer,
	`deposit_amount_cents` integer,
	`deposit_balance_days` integer,
	`booking_fee_mode` text,
	`booking_fee_cents` integer,
	`payment_method_ids` text DEFAULT '[]' NOT NULL,
	`visibility` text DEFAULT 'competition' NOT NULL,
	`promo_code` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
