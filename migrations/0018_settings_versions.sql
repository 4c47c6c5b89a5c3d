ALTER TABLE `typed_settings` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `typed_settings` ADD `updated_by` integer;