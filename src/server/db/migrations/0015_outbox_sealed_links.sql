ALTER TABLE "outbox" ADD COLUMN "sealed_links" text;--> statement-breakpoint
-- No private booking link stays in clear in a kept mail (src/server/mail/sealed-links.ts).
UPDATE "outbox" SET "body" = regexp_replace("body", '/booking/[A-Za-z0-9_-]+', '/booking/…', 'g') WHERE "body" ~ '/booking/[A-Za-z0-9_-]';
