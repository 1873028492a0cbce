CREATE TABLE "calendar_sources" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"host" text NOT NULL,
	"address" text NOT NULL,
	"username" text,
	"password" text,
	"busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"problem" text,
	"detail" text,
	CONSTRAINT "calendar_sources_kind_check" CHECK ("calendar_sources"."kind" IN ('ical', 'caldav'))
);
