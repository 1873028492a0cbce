ALTER TABLE "booking_settings" ADD COLUMN "feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "feed_locale" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "first_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "second_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_token_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_reminder_tokens" ON "bookings" USING gin ("reminder_token_hashes");