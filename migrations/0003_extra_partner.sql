CREATE TABLE `age_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`age_from` integer NOT NULL,
	`age_to` integer,
	`tva_id` integer NOT NULL,
	`is_default_for_attendant` integer DEFAULT false NOT NULL,
	`is_tourist_tax_exempt` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`tva_id`) REFERENCES `tva_rates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `extra_place_types` (
	`extra_id` integer NOT NULL,
	`place_type_id` integer NOT NULL,
	PRIMARY KEY(`extra_id`, `place_type_id`),
	FOREIGN KEY (`extra_id`) REFERENCES `extras`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`place_type_id`) REFERENCES `place_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `extra_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `extras` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`extra_type_id` integer,
	`tva_id` integer NOT NULL,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`color` text,
	`max_quantity` integer,
	`is_stock_managed` integer DEFAULT false NOT NULL,
	`stock_quantity` integer,
	`accounting_code` text,
	`pricing_mode` text DEFAULT 'stay' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`extra_type_id`) REFERENCES `extra_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tva_id`) REFERENCES `tva_rates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `commissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`unit` text NOT NULL,
	`value` integer NOT NULL,
	`base` text DEFAULT 'stay' NOT NULL,
	`accounting_code` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `discounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`kind` text NOT NULL,
	`unit` text NOT NULL,
	`value` integer NOT NULL,
	`min_nights` integer,
	`booking_start_date` text,
	`booking_end_date` text,
	`tva_id` integer NOT NULL,
	`accounting_code` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`tva_id`) REFERENCES `tva_rates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `partner_allotments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`place_type_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`quantity` integer NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`place_type_id`) REFERENCES `place_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `partner_billing_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `partner_commission_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`rate` integer NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `partner_management_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `partner_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`partner_type_id` integer NOT NULL,
	`management_type_id` integer NOT NULL,
	`billing_type_id` integer NOT NULL,
	`color` text,
	`contact_name` text,
	`address1` text,
	`address2` text,
	`postal_code` text,
	`town` text,
	`country_id` integer,
	`email` text,
	`phone` text,
	`commission_type` text DEFAULT 'percent' NOT NULL,
	`commission_value` integer DEFAULT 0 NOT NULL,
	`payment_terms_id` integer,
	`accounting_code` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`partner_type_id`) REFERENCES `partner_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`management_type_id`) REFERENCES `partner_management_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`billing_type_id`) REFERENCES `partner_billing_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_terms_id`) REFERENCES `payment_terms`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `payment_terms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`deposit_mode` text DEFAULT 'percent' NOT NULL,
	`deposit_rate` integer,
	`deposit_amount_cents` integer,
	`is_full_deposit` integer DEFAULT false NOT NULL,
	`balance_days_before_arrival` integer DEFAULT 30 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
