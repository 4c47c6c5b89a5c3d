CREATE TABLE `cleaning_tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`place_id` integer NOT NULL,
	`occupancy_id` integer,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`is_kind_forced` integer DEFAULT false NOT NULL,
	`state` text DEFAULT 'TODO' NOT NULL,
	`assignee_id` integer,
	`note` text,
	`taken_at` text,
	`taken_by` integer,
	`started_at` text,
	`done_at` text,
	`done_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`occupancy_id`) REFERENCES `occupancies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`taken_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`done_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cleaning_tasks_occupancy_unique` ON `cleaning_tasks` (`occupancy_id`) WHERE "cleaning_tasks"."occupancy_id" is not null;--> statement-breakpoint
CREATE INDEX `cleaning_tasks_day_idx` ON `cleaning_tasks` (`day`);--> statement-breakpoint
CREATE INDEX `cleaning_tasks_assignee_idx` ON `cleaning_tasks` (`assignee_id`,`day`);