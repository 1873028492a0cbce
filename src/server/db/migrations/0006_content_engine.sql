CREATE TABLE "content_seeds" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_seeds_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "site_state" ADD COLUMN "content_revision" bigint DEFAULT 0 NOT NULL;