CREATE TABLE `mail_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mail_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`content` blob,
	FOREIGN KEY (`mail_id`) REFERENCES `mail_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_attachments_mail_idx` ON `mail_attachments` (`mail_id`);--> statement-breakpoint
CREATE TABLE `mail_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	`kind` text NOT NULL,
	`entity_type` text,
	`entity_id` integer,
	`customer_id` integer,
	`to_json` text NOT NULL,
	`cc_json` text DEFAULT '[]' NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`last_error` text,
	`sent_at` text,
	`message_id` text
);
--> statement-breakpoint
CREATE INDEX `mail_messages_status_idx` ON `mail_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_messages_entity_idx` ON `mail_messages` (`entity_type`,`entity_id`);--> statement-breakpoint
CREATE INDEX `mail_messages_customer_idx` ON `mail_messages` (`customer_id`);--> statement-breakpoint
CREATE INDEX `mail_messages_created_idx` ON `mail_messages` (`created_at`);