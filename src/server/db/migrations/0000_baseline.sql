CREATE TABLE "bookings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"phone" text,
	"topic" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	CONSTRAINT "bookings_slot_end_check" CHECK ("bookings"."slot_end" > "bookings"."slot_start"),
	CONSTRAINT "bookings_locale_check" CHECK ("bookings"."locale" IN ('de', 'en')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"phone" text,
	"audience" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"roi_context" text,
	"roi_fleet_size" integer,
	"roi_percentage" numeric,
	"roi_total_savings" numeric,
	CONSTRAINT "enquiries_locale_check" CHECK ("enquiries"."locale" IN ('de', 'en')),
	CONSTRAINT "enquiries_audience_check" CHECK ("enquiries"."audience" IN ('fleet', 'dealership', 'bank', 'other'))
);
--> statement-breakpoint
CREATE TABLE "health_checks" (
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipient" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"ics" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_slot" ON "bookings" USING btree ("slot_start") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_created_at" ON "bookings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_created_at" ON "enquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" IS NULL;