CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"availability" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text,
	CONSTRAINT "booking_settings_one_row" CHECK ("booking_settings"."id" = 1)
);
--> statement-breakpoint
-- No two confirmed calls overlap, whatever the call length was when each was booked.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("slot_start", "slot_end") WITH &&) WHERE ("status" = 'confirmed');
