-- Place types must name their VAT rate. A type saved without one was priced at the site's
-- default rate (or at 0 % when the site had no default rate): each such type is given that very
-- rate explicitly, so its prices and invoices stay exactly as they were and the staff see the rate
-- on the type's form. A site with no default rate gets the 0 % rate it already has, or a new one
-- labelled « TVA à vérifier (0 %) » so the guess is visible in the VAT list.
-- The table is rebuilt (SQLite cannot add NOT NULL to a column), keeping every id, while the
-- migrator holds foreign keys off (the pragmas below are no-ops inside its transaction).
-- Animal and vehicle types gain the extra that prices them when the grid has no option for them.
INSERT INTO `tva_rates` (`label`, `rate`, `is_default`, `is_active`, `sort_order`, `created_at`, `updated_at`)
SELECT 'TVA à vérifier (0 %)', 0, 0, 1, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE EXISTS (SELECT 1 FROM `place_types` WHERE `tva_id` IS NULL)
  AND NOT EXISTS (SELECT 1 FROM `tva_rates` WHERE `is_default` = 1)
  AND NOT EXISTS (SELECT 1 FROM `tva_rates` WHERE `rate` = 0);--> statement-breakpoint
UPDATE `place_types` SET `tva_id` = COALESCE(
  (SELECT `id` FROM `tva_rates` WHERE `is_default` = 1 ORDER BY `id` LIMIT 1),
  (SELECT `id` FROM `tva_rates` WHERE `rate` = 0 ORDER BY `is_active` DESC, `id` LIMIT 1)
) WHERE `tva_id` IS NULL;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_place_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`short_code` text NOT NULL,
	`family_id` integer,
	`kind` text NOT NULL,
	`capacity` integer DEFAULT 0 NOT NULL,
	`min_persons` integer DEFAULT 1 NOT NULL,
	`max_persons` integer DEFAULT 1 NOT NULL,
	`surface` integer,
	`beds` integer DEFAULT 0 NOT NULL,
	`bedrooms` integer DEFAULT 0 NOT NULL,
	`insee_type` text NOT NULL,
	`is_insee_included` integer DEFAULT true NOT NULL,
	`accounting_code` text,
	`tva_id` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `place_families`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tva_id`) REFERENCES `tva_rates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_place_types`("id", "label", "short_code", "family_id", "kind", "capacity", "min_persons", "max_persons", "surface", "beds", "bedrooms", "insee_type", "is_insee_included", "accounting_code", "tva_id", "is_active", "sort_order", "created_at", "updated_at") SELECT "id", "label", "short_code", "family_id", "kind", "capacity", "min_persons", "max_persons", "surface", "beds", "bedrooms", "insee_type", "is_insee_included", "accounting_code", "tva_id", "is_active", "sort_order", "created_at", "updated_at" FROM `place_types`;--> statement-breakpoint
DROP TABLE `place_types`;--> statement-breakpoint
ALTER TABLE `__new_place_types` RENAME TO `place_types`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `animal_types` ADD `extra_id` integer;--> statement-breakpoint
ALTER TABLE `vehicle_types` ADD `extra_id` integer;