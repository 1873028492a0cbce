ALTER TABLE "bookings" ADD COLUMN "entry_path" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source_host" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "entry_path" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "source_host" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_campaign" text;