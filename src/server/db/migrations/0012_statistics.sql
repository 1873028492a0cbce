CREATE TABLE "excluded_requests" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "excluded_requests_day_kind_pk" PRIMARY KEY("day","kind"),
	CONSTRAINT "excluded_requests_kind_check" CHECK ("excluded_requests"."kind" IN ('robot', 'prefetch', 'other'))
);
--> statement-breakpoint
CREATE TABLE "weekly_summaries" (
	"week" date NOT NULL,
	"staff_id" bigint NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_summaries_week_staff_id_pk" PRIMARY KEY("week","staff_id")
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "weekly_summary" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_summaries" ADD CONSTRAINT "weekly_summaries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;