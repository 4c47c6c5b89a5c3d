PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_taxes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`tax_type_id` integer NOT NULL,
	`target` integer NOT NULL,
	`calculation_method` integer NOT NULL,
	`unit` integer NOT NULL,
	`night_count` integer,
	`additional_rate_bp` integer DEFAULT 0 NOT NULL,
	`accounting_code` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`tax_type_id`) REFERENCES `tax_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_taxes`("id", "label", "tax_type_id", "target", "calculation_method", "unit", "night_count", "additional_rate_bp", "accounting_code", "is_active", "sort_order", "created_at", "updated_at") SELECT "id", "label", "tax_type_id", "target", "calculation_method", "unit", "night_count", "additional_rate_bp", "accounting_code", "is_active", "sort_order", "created_at", "updated_at" FROM `taxes`;--> statement-breakpoint
DROP TABLE `taxes`;--> statement-breakpoint
ALTER TABLE `__new_taxes` RENAME TO `taxes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `taxes_label_unique` ON `taxes` (lower("label"));