CREATE TABLE `import_v1_documents` (
	`id` integer PRIMARY KEY NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`grand_total_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`kind` text NOT NULL,
	`old_id` text NOT NULL,
	`number` text,
	`document_date` text NOT NULL,
	`customer_id` integer,
	`booking_id` integer,
	`method` text,
	`amount_cents` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `import_v1_documents_booking_idx` ON `import_v1_documents` (`booking_id`);--> statement-breakpoint
CREATE TABLE `import_v1_keys` (
	`kind` text NOT NULL,
	`old_id` text NOT NULL,
	`new_id` integer NOT NULL,
	`row_hash` text NOT NULL,
	`imported_at` text NOT NULL,
	PRIMARY KEY(`kind`, `old_id`)
);
--> statement-breakpoint
CREATE TRIGGER `import_v1_documents_append_only_update` BEFORE UPDATE ON `import_v1_documents` BEGIN SELECT RAISE(ABORT, 'import_v1_documents is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `import_v1_documents_append_only_delete` BEFORE DELETE ON `import_v1_documents` BEGIN SELECT RAISE(ABORT, 'import_v1_documents is append-only'); END;
