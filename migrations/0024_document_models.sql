CREATE TABLE `document_model_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`model_id` integer NOT NULL,
	`role` text NOT NULL,
	`file_name` text NOT NULL,
	`stored_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`model_id`) REFERENCES `document_models`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `document_model_attachments_model_idx` ON `document_model_attachments` (`model_id`);--> statement-breakpoint
CREATE TABLE `document_models` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`language_id` integer NOT NULL,
	`subject` text NOT NULL,
	`body_html` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_by` integer,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_models_kind_language_unique` ON `document_models` (`kind`,`language_id`);