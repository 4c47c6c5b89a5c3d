CREATE TABLE `accounting_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`kind` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounting_accounts_code_unique` ON `accounting_accounts` (upper("code"));--> statement-breakpoint
CREATE TABLE `bank_account_labels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`creditor_name` text,
	`sepa_creditor_id` text,
	`remittance_label` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `bank_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`bank_id` integer NOT NULL,
	`holder` text,
	`iban` text,
	`bic` text,
	`accounting_code` text,
	`journal_code` text,
	`is_default` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`bank_id`) REFERENCES `banks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `banks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`bic` text,
	`bank_code` text,
	`agency_code` text,
	`address1` text,
	`address2` text,
	`postal_code` text,
	`town` text,
	`phone` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cash_register_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cash_registers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`cash_register_type_id` integer NOT NULL,
	`point_of_sale_id` integer NOT NULL,
	`has_ticket_printer` integer DEFAULT false NOT NULL,
	`has_cash_drawer` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`cash_register_type_id`) REFERENCES `cash_register_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`point_of_sale_id`) REFERENCES `points_of_sale`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `deposit_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`code` text NOT NULL,
	`slip_type` integer NOT NULL,
	`bank_account_id` integer NOT NULL,
	`from_ticket` integer,
	`to_ticket` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`bank_account_id`) REFERENCES `bank_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_types_code_unique` ON `deposit_types` (upper("code"));--> statement-breakpoint
CREATE TABLE `expense_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`accounting_code` text,
	`tva_rate_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`tva_rate_id`) REFERENCES `tva_rates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `online_open_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`payment_type` integer NOT NULL,
	`accounting_code` text,
	`deposit_type_id` integer,
	`bank_account_id` integer,
	`is_auto_remittance` integer DEFAULT false NOT NULL,
	`is_grouped` integer DEFAULT false NOT NULL,
	`is_at_reception` integer DEFAULT true NOT NULL,
	`is_online` integer DEFAULT false NOT NULL,
	`is_at_point_of_sale` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`deposit_type_id`) REFERENCES `deposit_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bank_account_id`) REFERENCES `bank_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `point_of_sale_payment_methods` (
	`point_of_sale_id` integer NOT NULL,
	`payment_method_id` integer NOT NULL,
	PRIMARY KEY(`point_of_sale_id`, `payment_method_id`),
	FOREIGN KEY (`point_of_sale_id`) REFERENCES `points_of_sale`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `points_of_sale` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `points_of_sale_code_unique` ON `points_of_sale` (upper("code"));--> statement-breakpoint
CREATE TABLE `tax_exempt_age_categories` (
	`tax_id` integer NOT NULL,
	`age_category_id` integer NOT NULL,
	PRIMARY KEY(`tax_id`, `age_category_id`),
	FOREIGN KEY (`tax_id`) REFERENCES `taxes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`age_category_id`) REFERENCES `age_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `tax_price_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tax_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`price` integer NOT NULL,
	FOREIGN KEY (`tax_id`) REFERENCES `taxes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tax_price_periods_tax` ON `tax_price_periods` (`tax_id`,`start_date`);--> statement-breakpoint
CREATE TABLE `tax_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `taxes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`tax_type_id` integer NOT NULL,
	`target` integer NOT NULL,
	`calculation_method` integer NOT NULL,
	`unit` integer NOT NULL,
	`night_count` integer NOT NULL,
	`accounting_code` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`tax_type_id`) REFERENCES `tax_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `taxes_label_unique` ON `taxes` (lower("label"));