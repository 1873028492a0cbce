CREATE TABLE "content_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
