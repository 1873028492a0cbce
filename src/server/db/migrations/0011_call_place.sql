ALTER TABLE "booking_settings" ADD COLUMN "place" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place" jsonb;