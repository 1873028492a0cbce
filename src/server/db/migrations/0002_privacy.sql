CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"without_script" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_day_path_locale_referrer_pk" PRIMARY KEY("day","path","locale","referrer")
);
--> statement-breakpoint
CREATE TABLE "site_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"message_de" text DEFAULT '' NOT NULL,
	"message_en" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text,
	CONSTRAINT "site_state_one_row" CHECK ("site_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source_path" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "source_path" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('confirmed', 'cancelled', 'unconfirmed'));--> statement-breakpoint
INSERT INTO "site_state" ("id") VALUES (1);--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
