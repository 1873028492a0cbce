-- The audit log records that a visitor acted, not from where, and keeps nothing typed into a
-- failed sign-in. Entries written before that lose those values once; the log stays
-- append-only for everything else.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" SET "address" = NULL WHERE "actor" = 'visitor' AND "address" IS NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "subject" = NULL, "address" = NULL
  WHERE "action" IN ('sign-in.password-failed', 'sign-in.throttled')
    AND ("subject" IS NOT NULL OR "address" IS NOT NULL);--> statement-breakpoint
UPDATE "audit_log" SET "address" = NULL
  WHERE "action" = 'sign-in.code-failed' AND "address" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";
