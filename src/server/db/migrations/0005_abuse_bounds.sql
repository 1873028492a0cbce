DROP INDEX "outbox_due";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "visitor_moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cap_lifted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "failed_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "codes_locked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" IS NULL AND "outbox"."failed_at" IS NULL;--> statement-breakpoint
-- The audit log stays append-only for everyone but the daily purge, which deletes aged entries
-- inside a transaction that says so (`app.audit_purge`); UPDATE and TRUNCATE stay refused.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('app.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
