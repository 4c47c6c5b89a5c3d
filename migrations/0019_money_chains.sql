CREATE TABLE `cash_funds` (
	`id` integer PRIMARY KEY NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`grand_total_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`payment_method_id` integer NOT NULL,
	`fund_on` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`comment` text,
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cash_funds_method_day_idx` ON `cash_funds` (`payment_method_id`,`fund_on`);--> statement-breakpoint
CREATE TABLE `deposit_payments` (
	`id` integer PRIMARY KEY NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`grand_total_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`deposit_id` integer NOT NULL,
	`payment_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	FOREIGN KEY (`deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_payments_payment_unique` ON `deposit_payments` (`payment_id`);--> statement-breakpoint
CREATE INDEX `deposit_payments_deposit_idx` ON `deposit_payments` (`deposit_id`);--> statement-breakpoint
CREATE TABLE `deposits` (
	`id` integer PRIMARY KEY NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`grand_total_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`number` text NOT NULL,
	`payment_method_id` integer NOT NULL,
	`deposit_type_id` integer NOT NULL,
	`bank_account_id` integer NOT NULL,
	`slip_type` integer NOT NULL,
	`from_ticket` integer,
	`to_ticket` integer,
	`deposited_on` text NOT NULL,
	`total_cents` integer NOT NULL,
	`payments_count` integer NOT NULL,
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`deposit_type_id`) REFERENCES `deposit_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bank_account_id`) REFERENCES `bank_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposits_number_unique` ON `deposits` (`number`);--> statement-breakpoint
CREATE INDEX `deposits_day_idx` ON `deposits` (`deposited_on`);--> statement-breakpoint
CREATE TABLE `invoice_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`grand_total_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`invoice_id` integer NOT NULL,
	`kind` integer NOT NULL,
	`label` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_cents` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`vat_bp` integer NOT NULL,
	`is_outside_vat_base` integer NOT NULL,
	`payment_id` integer,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice_idx` ON `invoice_lines` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `invoice_lines_payment_idx` ON `invoice_lines` (`payment_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`grand_total_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`number` text NOT NULL,
	`financial_year_id` integer NOT NULL,
	`year_seq` integer NOT NULL,
	`type` integer NOT NULL,
	`cancels_invoice_id` integer,
	`document_kind` integer NOT NULL,
	`booking_id` integer,
	`customer_id` integer,
	`partner_id` integer,
	`is_partner_bill` integer NOT NULL,
	`issued_on` text NOT NULL,
	`service_start` text,
	`service_end` text,
	`due_date` text,
	`seller` text NOT NULL,
	`buyer` text NOT NULL,
	`total_cents` integer NOT NULL,
	`total_excl_vat_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`tourist_tax_cents` integer NOT NULL,
	`vat_detail` text NOT NULL,
	`deposit_cents` integer NOT NULL,
	`paid_cents` integer NOT NULL,
	`payment_terms` text,
	FOREIGN KEY (`financial_year_id`) REFERENCES `financial_years`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_year_seq_unique` ON `invoices` (`financial_year_id`,`year_seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_cancels_unique` ON `invoices` (`cancels_invoice_id`);--> statement-breakpoint
CREATE INDEX `invoices_booking_idx` ON `invoices` (`booking_id`);--> statement-breakpoint
CREATE INDEX `invoices_customer_idx` ON `invoices` (`customer_id`);--> statement-breakpoint
CREATE INDEX `invoices_issued_idx` ON `invoices` (`issued_on`);--> statement-breakpoint
CREATE TABLE `tech_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`user_id` integer,
	`kind` text NOT NULL,
	`entity` text,
	`entity_id` integer,
	`summary` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `credit_notes` (
	`id` integer PRIMARY KEY NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`grand_total_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`number` text NOT NULL,
	`customer_id` integer NOT NULL,
	`booking_id` integer,
	`invoice_id` integer,
	`payment_id` integer,
	`amount_cents` integer NOT NULL,
	`issued_on` text NOT NULL,
	`validity_months` integer NOT NULL,
	`valid_until` text NOT NULL,
	`reason` text,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_unique` ON `credit_notes` (`number`);--> statement-breakpoint
CREATE INDEX `credit_notes_customer_idx` ON `credit_notes` (`customer_id`);--> statement-breakpoint
CREATE TABLE `guarantee_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`grand_total_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`payment_id` integer NOT NULL,
	`state` integer NOT NULL,
	`on_date` text NOT NULL,
	`comment` text,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `guarantee_events_payment_idx` ON `guarantee_events` (`payment_id`);--> statement-breakpoint
CREATE TABLE `payment_exports` (
	`payment_id` integer PRIMARY KEY NOT NULL,
	`export_ref` text NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`grand_total_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`kind` integer NOT NULL,
	`booking_id` integer,
	`customer_id` integer,
	`sale_id` integer,
	`payer` text NOT NULL,
	`payment_method_id` integer NOT NULL,
	`payment_type` integer NOT NULL,
	`paid_on` text NOT NULL,
	`paid_at` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`change_cents` integer NOT NULL,
	`cheque_number` text,
	`cheque_holder` text,
	`paying_bank_id` integer,
	`cash_on` text,
	`split_ref` text,
	`card_last4` text,
	`card_expiry` text,
	`card_owner` text,
	`iban` text,
	`bic` text,
	`sepa_mandate_number` text,
	`sepa_mandate_date` text,
	`credit_note_id` integer,
	`gift_voucher_code` text,
	`is_guarantee` integer NOT NULL,
	`group_ref` text,
	`cancels_id` integer,
	`replaces_id` integer,
	`reason` text,
	`comment` text,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`paying_bank_id`) REFERENCES `banks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payments_booking_idx` ON `payments` (`booking_id`);--> statement-breakpoint
CREATE INDEX `payments_customer_idx` ON `payments` (`customer_id`);--> statement-breakpoint
CREATE INDEX `payments_method_day_idx` ON `payments` (`payment_method_id`,`paid_on`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_cancels_unique` ON `payments` (`cancels_id`);--> statement-breakpoint
CREATE INDEX `payments_credit_note_idx` ON `payments` (`credit_note_id`);--> statement-breakpoint
CREATE INDEX `payments_group_idx` ON `payments` (`group_ref`);--> statement-breakpoint
ALTER TABLE `financial_years` ADD `bill_prefix` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `deposit_nature` text DEFAULT 'arrhes' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `vacaf_aid_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `vacaf_file_number` text;
--> statement-breakpoint
CREATE TRIGGER `payments_append_only_update` BEFORE UPDATE ON `payments` BEGIN SELECT RAISE(ABORT, 'payments is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `payments_append_only_delete` BEFORE DELETE ON `payments` BEGIN SELECT RAISE(ABORT, 'payments is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `credit_notes_append_only_update` BEFORE UPDATE ON `credit_notes` BEGIN SELECT RAISE(ABORT, 'credit_notes is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `credit_notes_append_only_delete` BEFORE DELETE ON `credit_notes` BEGIN SELECT RAISE(ABORT, 'credit_notes is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `guarantee_events_append_only_update` BEFORE UPDATE ON `guarantee_events` BEGIN SELECT RAISE(ABORT, 'guarantee_events is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `guarantee_events_append_only_delete` BEFORE DELETE ON `guarantee_events` BEGIN SELECT RAISE(ABORT, 'guarantee_events is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `payment_exports_append_only_update` BEFORE UPDATE ON `payment_exports` BEGIN SELECT RAISE(ABORT, 'payment_exports is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `payment_exports_append_only_delete` BEFORE DELETE ON `payment_exports` BEGIN SELECT RAISE(ABORT, 'payment_exports is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `invoices_append_only_update` BEFORE UPDATE ON `invoices` BEGIN SELECT RAISE(ABORT, 'invoices is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `invoices_append_only_delete` BEFORE DELETE ON `invoices` BEGIN SELECT RAISE(ABORT, 'invoices is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `invoice_lines_append_only_update` BEFORE UPDATE ON `invoice_lines` BEGIN SELECT RAISE(ABORT, 'invoice_lines is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `invoice_lines_append_only_delete` BEFORE DELETE ON `invoice_lines` BEGIN SELECT RAISE(ABORT, 'invoice_lines is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `deposits_append_only_update` BEFORE UPDATE ON `deposits` BEGIN SELECT RAISE(ABORT, 'deposits is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `deposits_append_only_delete` BEFORE DELETE ON `deposits` BEGIN SELECT RAISE(ABORT, 'deposits is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `deposit_payments_append_only_update` BEFORE UPDATE ON `deposit_payments` BEGIN SELECT RAISE(ABORT, 'deposit_payments is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `deposit_payments_append_only_delete` BEFORE DELETE ON `deposit_payments` BEGIN SELECT RAISE(ABORT, 'deposit_payments is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `cash_funds_append_only_update` BEFORE UPDATE ON `cash_funds` BEGIN SELECT RAISE(ABORT, 'cash_funds is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `cash_funds_append_only_delete` BEFORE DELETE ON `cash_funds` BEGIN SELECT RAISE(ABORT, 'cash_funds is append-only'); END;
