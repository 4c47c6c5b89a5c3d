CREATE TABLE `booking_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`at` text NOT NULL,
	`user_id` integer,
	`event` text NOT NULL,
	`summary` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_history_booking_idx` ON `booking_history` (`booking_id`,`id`);--> statement-breakpoint
ALTER TABLE `accounting_accounts` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `accounting_accounts` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `activity_periods` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `activity_periods` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `financial_years` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `financial_years` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `cleaning_tasks` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `cleaning_tasks` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `booking_drafts` ADD `base_version` integer;--> statement-breakpoint
ALTER TABLE `booking_drafts` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_drafts` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `occupancies` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `occupancies` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `booking_imports` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_imports` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `channel_api_keys` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `channel_api_keys` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `customers` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `customers` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `currencies` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `currencies` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `establishments` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `establishments` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `preference_groups` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `preference_groups` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `age_categories` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `age_categories` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `extra_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `extra_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `extras` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `extras` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `mailing_criteria` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `mailing_criteria` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `module_providers` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `module_providers` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `commissions` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `commissions` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `discounts` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `discounts` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `partner_billing_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `partner_billing_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `partner_management_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `partner_management_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `partner_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `partner_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `partners` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `partners` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `payment_terms` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_terms` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `bank_account_labels` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `bank_account_labels` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `banks` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `banks` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `cash_register_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `cash_register_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `cash_registers` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `cash_registers` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `deposit_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `deposit_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `expense_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `expense_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `online_open_periods` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `online_open_periods` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `payment_methods` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_methods` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `points_of_sale` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `points_of_sale` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `access_channels` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `access_channels` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `features` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `features` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `layouts` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `layouts` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `place_families` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `place_families` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `place_ranking` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `place_ranking` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `place_settings` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `place_settings` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `place_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `place_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `places` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `places` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `unavailabilities` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `unavailabilities` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `price_grids` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_grids` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `special_offers` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `special_offers` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `departments` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `departments` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `regions` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `regions` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `towns` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `towns` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `animal_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `animal_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `civilities` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `civilities` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `countries` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `countries` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `languages` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `languages` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `tva_rates` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `tva_rates` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `vehicle_brands` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `vehicle_brands` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `vehicle_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `vehicle_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `meter_readings` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `meter_readings` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `meter_tarification_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `meter_tarification_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `meter_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `meter_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `meters` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `meters` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `parcel_type_price_periods` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `parcel_type_price_periods` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `parcel_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `parcel_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `residential_fee_price_periods` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `residential_fee_price_periods` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `residential_fees` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `residential_fees` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `groups` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `groups` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `header_custom_names` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `header_custom_names` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `tax_types` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `tax_types` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `taxes` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `taxes` ADD `updated_by` integer;--> statement-breakpoint
CREATE TRIGGER `booking_history_append_only` BEFORE UPDATE ON `booking_history` BEGIN SELECT RAISE(ABORT, 'booking history is append-only'); END;
