CREATE TABLE "live_previews" (
	"session_id" text NOT NULL,
	"page_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_previews_session_id_page_key_pk" PRIMARY KEY("session_id","page_key")
);
--> statement-breakpoint
ALTER TABLE "live_previews" ADD CONSTRAINT "live_previews_session_id_staff_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."staff_sessions"("id") ON DELETE cascade ON UPDATE no action;