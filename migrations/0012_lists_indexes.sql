CREATE INDEX `bookings_state_start_idx` ON `bookings` (`state`,`start_date`);--> statement-breakpoint
CREATE INDEX `bookings_state_kind_idx` ON `bookings` (`state`,`kind`,`start_date`);